#version 330 core
// The table the board stands on: rings round the board (see meshes.table_mesh).
layout(location = 0) in vec3 a_position;
layout(location = 1) in float a_edge_distance;    // beyond the board's edge
layout(location = 2) in float a_shadow_distance;  // to the board's shadow outline

uniform mat4 u_view_proj;

out float v_edge_distance;
out float v_shadow_distance;

void main() {
    v_edge_distance = a_edge_distance;
    v_shadow_distance = a_shadow_distance;
    gl_Position = u_view_proj * vec4(a_position, 1.0);
}
