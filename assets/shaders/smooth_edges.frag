#version 330 core
// Post-process anti-aliasing for software GL, where 4x multisampling costs about three
// frames: find where the brightness jumps, estimate which way the edge runs from the
// four diagonal neighbours, and average a few samples along the edge (never across
// it).  Flat areas keep their one look-up.  Used on still frames only.

in vec2 v_uv;

uniform sampler2D u_image;  // the frame, linearly filtered
uniform vec2 u_texel;       // 1 / size

out vec4 frag_colour;

float brightness(vec3 c) {
    return dot(c, vec3(0.30, 0.59, 0.11));
}

void main() {
    vec3 centre = texture(u_image, v_uv).rgb;
    float m = brightness(centre);
    float nw = brightness(texture(u_image, v_uv + vec2(-1.0, 1.0) * u_texel).rgb);
    float ne = brightness(texture(u_image, v_uv + vec2(1.0, 1.0) * u_texel).rgb);
    float sw = brightness(texture(u_image, v_uv + vec2(-1.0, -1.0) * u_texel).rgb);
    float se = brightness(texture(u_image, v_uv + vec2(1.0, -1.0) * u_texel).rgb);
    float lo = min(m, min(min(nw, ne), min(sw, se)));
    float hi = max(m, max(max(nw, ne), max(sw, se)));
    if (hi - lo < max(0.05, hi * 0.15)) {
        frag_colour = vec4(centre, 1.0);  // no edge here
        return;
    }
    // The brightness gradient points across the edge; the edge runs at right angles.
    vec2 across = vec2((ne + se) - (nw + sw), (nw + ne) - (sw + se));
    vec2 along = vec2(-across.y, across.x);
    // Longer steps for edges close to a row or column (the stair-steps are long there).
    float shortest = min(abs(along.x), abs(along.y)) + 0.02;
    vec2 step = clamp(along / shortest, -6.0, 6.0) * u_texel;
    vec3 near = 0.5 * (texture(u_image, v_uv - step * 0.17).rgb
                       + texture(u_image, v_uv + step * 0.17).rgb);
    vec3 far = 0.5 * near + 0.25 * (texture(u_image, v_uv - step * 0.5).rgb
                                    + texture(u_image, v_uv + step * 0.5).rgb);
    // The wide average may have reached another edge: keep it only if it stays in range.
    float b = brightness(far);
    frag_colour = vec4((b < lo || b > hi) ? near : far, 1.0);
}
