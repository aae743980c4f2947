#version 330 core
#include "lighting.glsl"

in vec3 v_world;
in vec3 v_normal;

uniform sampler2D u_wood;   // grain baked once at start-up (see textures.py)
uniform vec4 u_wood_rect;   // world x0, z0, 1/width, 1/depth covered by the texture
uniform vec3 u_edge_tint;   // end grain on the sides is darker

out vec4 frag_colour;

void main() {
    vec3 n = normalize(v_normal);
    vec2 uv = (v_world.xz - u_wood_rect.xy) * u_wood_rect.zw;
    // The sides show the grain stretched vertically, like sawn end grain.
    vec2 side_uv = vec2(uv.x + uv.y, v_world.y * 0.8);
    float on_top = step(0.9, n.y);
    vec3 wood = texture(u_wood, mix(side_uv, uv, on_top)).rgb;
    wood *= wood;  // stored gamma-2 encoded
    vec3 albedo = mix(wood * u_edge_tint, wood, on_top);
    // Oiled wood is matte: diffuse light only, no highlight to compute per pixel.
    frag_colour = vec4(to_display(shade_diffuse(albedo, n)), 1.0);
}
