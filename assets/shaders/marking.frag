#version 330 core

in float v_edge;
in vec4 v_colour;

out vec4 frag_colour;

void main() {
    // Coverage from the distance to the stroke's border in pixels: crisp, alias-free
    // edges without multisampling.  Colours arrive ready for display (lit on the CPU:
    // the board's top is flat, so its light is one number).
    float d = 1.0 - abs(v_edge);
    float coverage = clamp(d / max(fwidth(v_edge), 1e-4), 0.0, 1.0);
    frag_colour = vec4(v_colour.rgb, v_colour.a * coverage);
}
