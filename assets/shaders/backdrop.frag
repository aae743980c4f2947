#version 330 core
#include "backdrop.glsl"

out vec4 frag_colour;

void main() {
    frag_colour = vec4(backdrop(), 1.0);
}
