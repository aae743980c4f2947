#version 330 core
// Printed lines and space circles, lying on the board.
layout(location = 0) in vec3 a_position;
layout(location = 1) in float a_edge;    // -1..1 across a stroke, |1| on its border
layout(location = 2) in vec4 a_colour;   // linear rgb, alpha

uniform mat4 u_view_proj;

out float v_edge;
out vec4 v_colour;

void main() {
    v_edge = a_edge;
    v_colour = a_colour;
    gl_Position = u_view_proj * vec4(a_position, 1.0);
}
