#version 330 core
#include "shadow.glsl"
// Bakes how dark each point of the board's top is: the stacks' contact occlusion times
// the key light's shadow, soft-filtered with many taps.  Runs only when the pieces
// change, so the per-frame board shader pays one texture read for both.

in vec2 v_uv;

uniform sampler2D u_contact;  // contact occlusion 0..1 (textures.shadow_map)
uniform vec4 u_wood_rect;     // world x0, z0, 1/width, 1/depth the texture covers
uniform mat4 u_light_view_proj;

out float shade;

void main() {
    vec2 xz = u_wood_rect.xy + v_uv / u_wood_rect.zw;
    vec4 p = u_light_view_proj * vec4(xz.x, 0.0, xz.y, 1.0);
    float lit = key_light_wide(p.xyz * 0.5 + 0.5);
    float contact = texture(u_contact, v_uv).r;
    shade = 1.0 - (1.0 - contact) * (1.0 - BOARD_SHADOW * (1.0 - lit));
}
