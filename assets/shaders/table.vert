#version 330 core
// The table the board stands on: a large plane under the board.
layout(location = 0) in vec3 a_position;

uniform mat4 u_view_proj;

out vec3 v_world;

void main() {
    v_world = a_position;
    gl_Position = u_view_proj * vec4(a_position, 1.0);
}
