#version 330 core
#include "backdrop.glsl"

in float v_edge_distance;
in float v_shadow_distance;

uniform vec3 u_table;  // display colour of the lit table

out vec4 frag_colour;

void main() {
    // The board's soft shadow on a table that melts into the backdrop.
    float shadow = 1.0 - 0.65 * (1.0 - smoothstep(-0.3, 0.9, v_shadow_distance));
    float fade = smoothstep(0.0, 1.25, v_edge_distance);
    frag_colour = vec4(mix(u_table, backdrop(), fade) * shadow, 1.0);
}
