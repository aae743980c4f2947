#version 330 core
#include "lighting.glsl"

in vec3 v_world;
in vec3 v_normal;

uniform sampler2D u_wood;     // wood with the printed lines and circles (textures.py)
uniform sampler2D u_shadows;  // contact shadows of the stacks, same placement
uniform vec4 u_wood_rect;     // world x0, z0, 1/width, 1/depth covered by both textures
uniform vec3 u_edge_tint;     // end grain on the sides is darker

out vec4 frag_colour;

void main() {
    vec3 n = normalize(v_normal);
    vec2 uv = (v_world.xz - u_wood_rect.xy) * u_wood_rect.zw;
    float on_top = step(0.9, n.y);
    // The sides show the grain stretched vertically, like sawn end grain.
    vec2 side_uv = vec2(uv.x + uv.y, 0.02 - v_world.y * 0.1);  // a band clear of the print
    vec3 wood = texture(u_wood, mix(side_uv, uv, on_top)).rgb;
    wood *= wood;  // stored as shown (gamma 2): square to light it
    vec3 albedo = mix(wood * u_edge_tint, wood, on_top);
    // Oiled wood is matte: diffuse light only, no highlight to compute per pixel.
    vec3 c = shade_diffuse(albedo, n);
    c *= 1.0 - on_top * texture(u_shadows, uv).r;
    frag_colour = vec4(to_display(c), 1.0);
}
