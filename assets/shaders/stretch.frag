#version 330 core
// The smaller frame drawn while things move, stretched over the screen (one filtered
// look-up per pixel: far cheaper on software GL than a scaled glBlitFramebuffer).

in vec2 v_uv;

uniform sampler2D u_image;  // linearly filtered

out vec4 frag_colour;

void main() {
    frag_colour = texture(u_image, v_uv);
}
