#version 330 core
#include "lighting.glsl"
#include "shadow.glsl"

in vec3 v_world;
in vec3 v_normal;
in vec3 v_local;
flat in vec4 v_colour;
flat in vec4 v_glow;
flat in vec4 v_params;
in vec3 v_shadow;

uniform float u_radius;
uniform float u_thickness;
uniform vec3 u_ghost;  // linear red of the cut-off preview

out vec4 frag_colour;

// 1 inside [lo, hi], 0 outside, with a soft edge about a pixel wide (no MSAA needed).
float band(float x, float lo, float hi) {
    float w = max(fwidth(x), 1e-4);
    return clamp((x - lo) / w + 0.5, 0.0, 1.0) * clamp((hi - x) / w + 0.5, 0.0, 1.0);
}

void main() {
    vec3 n = normalize(v_normal);
    float h = v_local.y / u_thickness;  // 0 bottom .. 1 top
    int material = int(v_params.x + 0.5);
    int pattern = int(v_params.y + 0.5);
    vec3 albedo = v_colour.rgb;

    // Ivory is satin, black is glossy so its edges catch the light, red is lacquered.
    float spec = material == 0 ? 0.22 : (material == 1 ? 0.60 : 0.42);
    int shininess_log2 = material == 0 ? 4 : (material == 1 ? 6 : 5);  // 16, 64, 32

    float top = step(0.5, n.y);
    // A flat glossy top mirrors the lamp over its whole face from some angles (looking
    // from Black's side, say), turning black pieces grey: tops stay matte so a piece's
    // colour reads the same from everywhere; the rounded edges keep the gloss.
    spec *= 1.0 - step(0.985, n.y);
    if (top > 0.0) {
        float r = length(v_local.xz) / u_radius;  // 0 centre .. 1 rim
        // A turned groove on the top face, as on real wooden pieces.
        albedo *= 1.0 - 0.12 * band(r, 0.66, 0.71);
        if (pattern == 1) {
            // Light rim round the top edge: near-black pieces stand out from each other
            // and from dark surroundings.
            albedo = mix(albedo, vec3(0.30), band(r, 0.80, 0.93));
        } else if (pattern == 2) {
            albedo = mix(albedo, vec3(0.85), band(r, 0.40, 0.58));
        }
    } else if (pattern == 2) {
        // DVONN marker readable without hue: a light band round the side as well.
        albedo = mix(albedo, vec3(0.85), band(h, 0.36, 0.64) * step(abs(n.y), 0.5));
    }
    albedo = mix(albedo, u_ghost, 0.9 * v_params.z);

    // Seam: the sides darken towards the top and bottom edges, where stacked pieces meet,
    // so the order of a stack reads from the side.
    float side_amount = 1.0 - abs(n.y);
    float edge = min(h, 1.0 - h);
    float occlusion = mix(1.0, 0.35 + 0.65 * smoothstep(0.02, 0.3, edge), side_amount);
    // Bottom faces only ever face the board or the piece below.
    occlusion *= n.y < -0.5 ? 0.3 : 1.0;

    // Read for every pixel: on software GL skipping faces turned from the light costs
    // more (both sides of the branch run) than it saves.
    float key = key_light(v_shadow);
    vec3 c = shade(albedo, n, v_world, spec, shininess_log2, occlusion, key);
    // Selection glows on the sides only: the top keeps its true colour, which is what
    // tells the player whose stack it is.
    c += v_glow.rgb * v_glow.a * 2.5 * side_amount;
    frag_colour = vec4(to_display(c), v_colour.a);
}
