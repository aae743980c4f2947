#version 330 core

in vec2 v_ndc;

uniform vec3 u_top;     // display colours
uniform vec3 u_bottom;

out vec4 frag_colour;

void main() {
    frag_colour = vec4(mix(u_bottom, u_top, v_ndc.y * 0.5 + 0.5), 1.0);
}
