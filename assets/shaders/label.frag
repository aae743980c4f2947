#version 330 core

in vec2 v_uv;
flat in vec4 v_tint;

uniform sampler2D u_atlas;  // premultiplied alpha, drawn by QPainter at start-up

out vec4 frag_colour;

void main() {
    vec4 texel = texture(u_atlas, v_uv);
    frag_colour = vec4(texel.rgb * v_tint.rgb, texel.a) * v_tint.a;
}
