#version 330 core

in float v_edge_distance;
in float v_shadow_distance;

uniform vec3 u_table;       // display colour of the lit table
uniform vec3 u_background;  // display colour it fades into (also the clear colour)

out vec4 frag_colour;

void main() {
    // The board's soft shadow, then a pool of light that melts into the background.
    float shadow = 1.0 - 0.6 * (1.0 - smoothstep(-0.4, 1.2, v_shadow_distance));
    float fade = smoothstep(0.0, 3.2, v_edge_distance);
    frag_colour = vec4(mix(u_table * shadow, u_background, fade), 1.0);
}
