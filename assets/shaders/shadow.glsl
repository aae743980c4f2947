// Shadow-map look-ups (included by the loader).  The map holds depth seen from the key
// light; with comparison and linear filtering on, one look-up already blends the four
// nearest texels (2x2 percentage-closer filtering), so a few look-ups make soft edges.
// Both take shadow-map coordinates: light clip space mapped to 0..1.
uniform sampler2DShadow u_shadow_map;

// How much a full shadow darkens the board's top, all light counted: the key is about
// three quarters of the light there (sky and fill the rest) and a shadow takes
// KEY_BLOCKED of it.
const float BOARD_SHADOW = 0.64;
const float SHADOW_BIAS = 0.0015;

// 0 in full shadow .. 1 in full key light: one look-up (2x2 PCF), per frame on every
// piece pixel; four cost software GL about 3 ms more per frame for little to see on a
// piece's small faces.
float key_light(vec3 c) {
    return texture(u_shadow_map, c - vec3(0.0, 0.0, SHADOW_BIAS));
}

// A wider, softer 5x5 look-up for the baked board shade (run once per change).
float key_light_wide(vec3 c) {
    vec2 t = 1.4 / vec2(textureSize(u_shadow_map, 0));
    float z = c.z - SHADOW_BIAS;
    float sum = 0.0;
    for (int i = -2; i <= 2; ++i) {
        for (int j = -2; j <= 2; ++j) {
            sum += texture(u_shadow_map, vec3(c.xy + vec2(float(i), float(j)) * t, z));
        }
    }
    return sum / 25.0;
}
