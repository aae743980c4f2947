// Shared by the lit shaders (included by the loader, GLSL has no #include of its own).
// One warm key light from the front left (it casts the shadows: shadow.glsl), a cool
// fill from the back right and a sky/ground ambient.
//
// Cost matters: on software GL (llvmpipe) every pow/exp per pixel is a long polynomial,
// so this file uses none.  Colours are in a gamma-2 space: linear = stored squared,
// display = sqrt(linear), close enough to sRGB and far cheaper than pow(x, 1/2.2).
uniform vec3 u_eye;

const vec3 KEY_DIR = vec3(-0.5200, 0.7563, 0.3971);    // normalised (-0.55, 0.80, 0.42)
const vec3 KEY_COLOUR = vec3(1.00, 0.95, 0.88) * 2.0;
const vec3 FILL_DIR = vec3(0.6549, 0.4534, -0.6046);   // normalised (0.65, 0.45, -0.60)
const vec3 FILL_COLOUR = vec3(0.60, 0.68, 0.85) * 0.50;
const float KEY_BLOCKED = 0.85;  // share of the key light a full shadow takes away
const vec3 SKY = vec3(0.34, 0.36, 0.40);
const vec3 GROUND = vec3(0.13, 0.11, 0.09);

vec3 ambient_light(vec3 n) {
    return mix(GROUND, SKY, 0.5 + 0.5 * n.y);
}

// x to the power 2^k by repeated squaring: exact, and a few multiplies instead of the
// exp/log a general pow costs.
float highlight(float x, int k) {
    for (int i = 0; i < k; ++i) {
        x *= x;
    }
    return x;
}

// Diffuse from both lights plus ambient: what flat, matte surfaces need.
vec3 shade_diffuse(vec3 albedo, vec3 n) {
    return albedo * (ambient_light(n) + KEY_COLOUR * max(dot(n, KEY_DIR), 0.0)
                     + FILL_COLOUR * max(dot(n, FILL_DIR), 0.0));
}

// Blinn-Phong for the key light with shininess 2^k, scaled so tighter highlights are
// smaller, not dimmer; `key` is how much of the key light the shadow map lets through.
vec3 shade(vec3 albedo, vec3 n, vec3 p, float spec, int k, float occlusion, float key) {
    vec3 v = normalize(u_eye - p);
    float ndl = max(dot(n, KEY_DIR), 0.0);
    float ndh = max(dot(n, normalize(KEY_DIR + v)), 0.0);
    float shininess = float(1 << k);
    float s = spec * (shininess + 8.0) / 25.13 * highlight(ndh, k) * ndl;
    vec3 c = albedo * ambient_light(n) * occlusion;
    c += KEY_COLOUR * (albedo * ndl + vec3(s)) * (0.6 + 0.4 * occlusion)
         * (1.0 - KEY_BLOCKED * (1.0 - key));
    c += FILL_COLOUR * albedo * max(dot(n, FILL_DIR), 0.0);
    // Grazing angles reflect the sky: dark pieces keep a visible outline against dark.
    float f = 1.0 - max(dot(n, v), 0.0);
    f *= f;
    c += spec * f * f * SKY * 1.4 * occlusion;
    return c;
}

// Linear up to 0.6, then a rational shoulder towards 1: bright tops keep their tint
// instead of clipping to white.
vec3 to_display(vec3 linear_colour) {
    vec3 over = max(linear_colour - 0.6, 0.0);
    vec3 mapped = min(linear_colour, 0.6) + 0.4 * over / (over + 0.4);
    return sqrt(clamp(mapped, 0.0, 1.0));
}
