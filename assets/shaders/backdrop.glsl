// The backdrop round the table (included by the loader): a soft vignette, lighter
// behind the board, darker in the corners.  Quadratic in the distance from the view's
// centre, so no square root per pixel.
uniform vec2 u_viewport;       // pixels
uniform vec3 u_backdrop_centre;  // display colours (palette.Look)
uniform vec3 u_backdrop_edge;

vec3 backdrop() {
    vec2 q = (gl_FragCoord.xy / u_viewport - vec2(0.5, 0.55)) * vec2(1.0, 1.25);
    return mix(u_backdrop_centre, u_backdrop_edge, clamp(dot(q, q) * 2.2, 0.0, 1.0));
}
