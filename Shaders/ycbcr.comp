#version 310 es
// The frame's bytes as video Y'CbCr planes: the last pass of a frame that goes to video. It
// reads the frame's RGBA8 words (premultiplied, as fine.comp stores them) and writes the
// planes into a buffer the readback copies out: 3.1 MB a 1080p 4:2:0 frame instead of 8.3.
// The conversion is integer arithmetic, the same as the CPU's (docs/semantics.md,
// "Space and colour"): weights in 16.16 fixed point, sums rounded once, 4:2:0 chroma the sum
// of each 2x2 block (the last row or column repeated at an odd edge) shifted 18.
// Each invocation owns whole words of every plane: 8 x 2 pixels for 4:2:0 (four luma words,
// one Cb and one Cr word), 4 x 1 for 4:4:4; so rows are padded to uStrides (bytes, multiples
// of 4) and the readback drops the padding.
// Twin: Sources/HaloCore/Image/YCbCr.swift (same arithmetic, same order).

precision highp float;
precision highp int;

layout(local_size_x = 64) in;

layout(std430, binding = 3) readonly buffer Frame { uint framePixels[]; };
layout(std430, binding = 4) writeonly buffer Planes { uint planeWords[]; };

uniform ivec2 uSize;          // the frame's width and height in pixels
uniform ivec3 uLuma;          // Y' weights of R, G, B (16.16)
uniform ivec3 uCb;            // Cb weights
uniform ivec3 uCr;            // Cr weights
uniform int uLumaOffset;      // 16 (limited) or 0 (full)
uniform int uSubsampled;      // 1: 4:2:0, 0: 4:4:4
uniform int uStraight;        // 1: straight colour and an alpha plane; 0: the frame over black
uniform ivec2 uStrides;       // bytes a row: luma (and alpha), chroma
uniform ivec4 uOffsets;       // words where the Y', Cb, Cr and alpha planes start

// The pixel's R, G, B (straight where asked: colour * 255 / alpha, rounded) and alpha.
ivec4 pixel(int x, int y) {
    x = min(x, uSize.x - 1);
    y = min(y, uSize.y - 1);
    uint w = framePixels[y * uSize.x + x];
    ivec4 c = ivec4(int(w & 255u), int((w >> 8) & 255u), int((w >> 16) & 255u), int(w >> 24));
    if (uStraight == 1 && c.a != 255) {
        c.rgb = c.a == 0 ? ivec3(0) : min((c.rgb * 255 + c.a / 2) / c.a, ivec3(255));
    }
    return c;
}

int luma(ivec3 c) {
    return clamp((uLuma.x * c.r + uLuma.y * c.g + uLuma.z * c.b + (uLumaOffset << 16) + (1 << 15)) >> 16, 0, 255);
}

// Cb and Cr of the sum of 1 << extra colours.
ivec2 chroma(ivec3 s, int extra) {
    int shift = 16 + extra;
    int bias = (128 << shift) + (1 << (shift - 1));
    return clamp(ivec2((uCb.x * s.r + uCb.y * s.g + uCb.z * s.b + bias) >> shift,
                       (uCr.x * s.r + uCr.y * s.g + uCr.z * s.b + bias) >> shift), 0, 255);
}

// Four bytes in a word, the first lowest (the planes' byte order).
#define pack4(b) (uint((b).x) | (uint((b).y) << 8) | (uint((b).z) << 16) | (uint((b).w) << 24))

void main() {
    int index = int(gl_GlobalInvocationID.x);
    int blockWidth = uSubsampled == 1 ? 8 : 4;
    int blocksPerRow = (uStrides.x + blockWidth - 1) / blockWidth;
    int bx = index % blocksPerRow, by = index / blocksPerRow;
    int rows = uSubsampled == 1 ? (uSize.y + 1) / 2 : uSize.y;
    if (by >= rows) return;
    if (uSubsampled == 0) {
        int x0 = 4 * bx, y = by;
        ivec4 c0 = pixel(x0, y), c1 = pixel(x0 + 1, y), c2 = pixel(x0 + 2, y), c3 = pixel(x0 + 3, y);
        ivec2 u0 = chroma(c0.rgb, 0), u1 = chroma(c1.rgb, 0), u2 = chroma(c2.rgb, 0), u3 = chroma(c3.rgb, 0);
        int word = (y * uStrides.x + x0) / 4;
        planeWords[uOffsets.x + word] = pack4(ivec4(luma(c0.rgb), luma(c1.rgb), luma(c2.rgb), luma(c3.rgb)));
        planeWords[uOffsets.y + word] = pack4(ivec4(u0.x, u1.x, u2.x, u3.x));
        planeWords[uOffsets.z + word] = pack4(ivec4(u0.y, u1.y, u2.y, u3.y));
        if (uStraight == 1) planeWords[uOffsets.w + word] = pack4(ivec4(c0.a, c1.a, c2.a, c3.a));
        return;
    }
    // 4:2:0: pixels 8 bx ... 8 bx + 7 of rows 2 by and 2 by + 1 (the last row repeated at an odd edge).
    int y0 = 2 * by, y1 = min(2 * by + 1, uSize.y - 1);
    ivec4 cb = ivec4(0), cr = ivec4(0);
    for (int part = 0; part < 2; part++) {
        ivec4 top = ivec4(0), bottom = ivec4(0), topA = ivec4(0), bottomA = ivec4(0);
        for (int k = 0; k < 4; k++) {
            int x = 8 * bx + 4 * part + k;
            ivec4 a = pixel(x, y0), b = pixel(x, y1);
            top[k] = luma(a.rgb); bottom[k] = luma(b.rgb);
            topA[k] = a.a; bottomA[k] = b.a;
        }
        int word = (y0 * uStrides.x + 8 * bx + 4 * part) / 4;
        planeWords[uOffsets.x + word] = pack4(top);
        planeWords[uOffsets.x + word + uStrides.x / 4] = pack4(bottom);
        if (uStraight == 1) {
            planeWords[uOffsets.w + word] = pack4(topA);
            planeWords[uOffsets.w + word + uStrides.x / 4] = pack4(bottomA);
        }
        for (int k = 0; k < 2; k++) {
            int x = 8 * bx + 4 * part + 2 * k;
            ivec3 s = pixel(x, y0).rgb + pixel(x + 1, y0).rgb + pixel(x, y1).rgb + pixel(x + 1, y1).rgb;
            ivec2 c = chroma(s, 2);
            cb[2 * part + k] = c.x; cr[2 * part + k] = c.y;
        }
    }
    int cword = (by * uStrides.y + 4 * bx) / 4;
    planeWords[uOffsets.y + cword] = pack4(cb);
    planeWords[uOffsets.z + cword] = pack4(cr);
}
