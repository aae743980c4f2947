#version 330 core
// Depth of the opaque pieces seen from the key light (the shadow map).  Drawn once per
// change of the pieces, never per camera move.
layout(location = 0) in vec3 a_position;
layout(location = 2) in vec4 i_place;  // base centre xyz, uniform scale
layout(location = 5) in vec4 i_params;  // material, pattern, ghost, squash (thickness share)

uniform mat4 u_light_view_proj;

void main() {
    gl_Position = u_light_view_proj * vec4(i_place.xyz + a_position * vec3(1.0, i_params.w, 1.0) * i_place.w, 1.0);
}
