#version 330 core

in vec3 v_world;

uniform vec3 u_table;            // display colour of the lit table
uniform vec3 u_background;       // display colour the table fades into
uniform vec3 u_board_planes[6];  // board hexagon as half-planes: dot(n, p) <= c
uniform float u_board_margin;
uniform vec2 u_shadow_offset;

out vec4 frag_colour;

void main() {
    // Distance to the board's rounded outline, shifted away from the key light: the
    // board's own soft shadow on the table, computed analytically instead of a shadow map.
    vec2 p = v_world.xz - u_shadow_offset;
    float d = -1e9;
    for (int i = 0; i < 6; ++i) {
        d = max(d, dot(u_board_planes[i].xy, p) - u_board_planes[i].z);
    }
    d -= u_board_margin;
    float shadow = 1.0 - 0.6 * (1.0 - smoothstep(-0.4, 1.1, d));
    // A pool of light round the board, melting into the background further out.
    float dist = length(v_world.xz);
    vec3 c = mix(u_table * shadow, u_background, smoothstep(4.0, 20.0, dist));
    frag_colour = vec4(c, 1.0);
}
