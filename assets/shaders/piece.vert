#version 330 core
// One piece mesh, drawn once per instance (one instance per piece on the board).
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec4 i_place;   // base centre xyz, uniform scale
layout(location = 3) in vec4 i_colour;  // linear rgb, alpha
layout(location = 4) in vec4 i_glow;    // linear rgb, amount
layout(location = 5) in vec4 i_params;  // material, pattern, ghost, squash (thickness share)

uniform mat4 u_view_proj;
uniform mat4 u_light_view_proj;

out vec3 v_world;
out vec3 v_normal;
out vec3 v_local;
flat out vec4 v_colour;
flat out vec4 v_glow;
flat out vec4 v_params;
out vec3 v_shadow;  // shadow-map coordinates, nudged along the normal against acne

void main() {
    // A tall stack's pieces are drawn thinner (squash): the mesh is pressed, not moved.
    vec3 world = i_place.xyz + a_position * vec3(1.0, i_params.w, 1.0) * i_place.w;
    v_world = world;
    v_normal = a_normal;  // pieces never rotate
    v_local = a_position;
    v_colour = i_colour;
    v_glow = i_glow;
    v_params = i_params;
    vec4 lit = u_light_view_proj * vec4(world + a_normal * 0.015, 1.0);
    v_shadow = lit.xyz * 0.5 + 0.5;
    gl_Position = u_view_proj * vec4(world, 1.0);
}
