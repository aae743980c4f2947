#version 330 core
// Screen-aligned text quads; placement is done on the CPU in normalised device coords.
layout(location = 0) in vec3 a_corner;  // (-1..1, 0, -1..1) of the shared unit quad
layout(location = 1) in vec4 i_rect;    // ndc x0, y0, x1, y1
layout(location = 2) in vec4 i_uv;      // atlas u0, v0, u1, v1 (v0 at the quad's bottom)
layout(location = 3) in vec4 i_tint;    // rgb multiplier, alpha

out vec2 v_uv;
flat out vec4 v_tint;

void main() {
    vec2 t = a_corner.xz * 0.5 + 0.5;
    v_uv = mix(i_uv.xy, i_uv.zw, t);
    v_tint = i_tint;
    gl_Position = vec4(mix(i_rect.xy, i_rect.zw, t), 0.0, 1.0);
}
