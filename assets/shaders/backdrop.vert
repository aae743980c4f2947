#version 330 core
// One triangle over the whole view at the far plane: with the depth test it only
// shades pixels nothing else covered.
void main() {
    vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
    gl_Position = vec4(corner * 2.0 - 1.0, 1.0, 1.0);
}
