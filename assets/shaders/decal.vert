#version 330 core
// Flat quads lying on the board or on a stack's top: shadows and highlights.
layout(location = 0) in vec3 a_corner;   // (-1..1, 0, -1..1)
layout(location = 1) in vec4 i_centre;   // xyz, shape
layout(location = 2) in vec4 i_axis;     // lengthwise half-vector x, z; half-width; p0
layout(location = 3) in vec4 i_colour;   // linear rgb, alpha
layout(location = 4) in vec4 i_extra;    // p1, p2, unused, unused

uniform mat4 u_view_proj;

out vec2 v_uv;
flat out vec2 v_size;
flat out vec4 v_colour;
flat out vec3 v_params;  // shape, p0, p1

void main() {
    vec2 along = i_axis.xy;
    float len = max(length(along), 1e-6);
    vec2 across = vec2(-along.y, along.x) / len * i_axis.z;
    vec2 p = i_centre.xz + along * a_corner.x + across * a_corner.z;
    v_uv = a_corner.xz;
    v_size = vec2(len, i_axis.z);
    v_colour = i_colour;
    v_params = vec3(i_centre.w, i_axis.w, i_extra.x);
    gl_Position = u_view_proj * vec4(p.x, i_centre.y, p.y, 1.0);
}
