#version 330 core

in vec2 v_uv;
flat in vec2 v_size;
flat in vec4 v_colour;   // display colour and alpha
flat in vec3 v_params;   // shape, p0, p1

out vec4 frag_colour;

// Coverage of the region where the signed distance d is negative, soft over one pixel.
float inside(float d) {
    return clamp(0.5 - d / max(fwidth(d), 1e-5), 0.0, 1.0);
}

void main() {
    int shape = int(v_params.x + 0.5);
    float p0 = v_params.y;
    float r = length(v_uv);
    float ring = max(r - 1.0, p0 - r);
    float a;
    if (shape == 1) {         // ring from p0 to 1
        a = inside(ring);
    } else if (shape == 2) {  // dot
        a = inside(r - 1.0);
    } else if (shape == 3) {  // four corner brackets (keyboard cursor)
        // cos(4*angle) from the unit direction, without atan: 8c^4 - 8c^2 + 1.
        float c2 = (v_uv.x * v_uv.x) / max(r * r, 1e-6);
        float cos4 = 8.0 * c2 * c2 - 8.0 * c2 + 1.0;
        a = inside(max(ring, (cos4 + 0.35) * 0.25));
    } else if (shape == 4) {  // arrow; v_size = (half length, half width) in world units
        vec2 q = vec2(v_uv.x * v_size.x, v_uv.y * v_size.y);
        float len = v_size.x;
        float head = min(0.42, 1.2 * len);
        float hw = v_size.y;
        float shaft = max(max(-len - q.x, q.x - (len - head * 0.5)), abs(q.y) - hw * 0.36);
        float tip = max(len - head - q.x, abs(q.y) - hw * (len - q.x) / head);
        a = inside(min(shaft, tip));
    } else if (shape == 5) {  // dashed ring (last move): twelve dashes
        float angle = atan(v_uv.y, v_uv.x);
        a = inside(max(ring, (cos(12.0 * angle) - 0.1) * 0.2));
    } else if (shape == 7) {  // a cross: this stack is about to be removed
        vec2 q = abs(v_uv);
        float bar = abs(q.x - q.y) * 0.7071 - p0;
        a = inside(max(bar, max(q.x, q.y) - 0.72));
    } else {                  // soft glow peaking at radius p0
        float g = clamp(1.0 - abs(r - p0) / (1.0 - p0), 0.0, 1.0);
        a = g * g;
    }
    frag_colour = vec4(v_colour.rgb, v_colour.a * a);
}
