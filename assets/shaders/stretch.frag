#version 330 core
// The smaller frame drawn while things move, stretched over the screen: one filtered
// look-up per pixel (on llvmpipe ~5 ms at 1280x800; a scaled glBlitFramebuffer took ~7).

in vec2 v_uv;

uniform sampler2D u_image;  // linearly filtered

out vec4 frag_colour;

void main() {
    frag_colour = texture(u_image, v_uv);
}
