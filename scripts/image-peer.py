#!/usr/bin/env python3
"""Skia's CPU raster backend drawing examples/bench/image-card.json, for `make bench-images`.

The same frame as Halo's: a 4000x3000 JPEG fitted into 1200x960 (decoded once, drawn each
frame with linear filtering and mipmaps, Skia's filter for a minified image) with a blurred
shadow, two cards with blurred shadows, one moving, and a gradient kept to a capsule (Halo masks
it; Skia clips it, anti-aliased: the same pixels) whose start point moves; each frame read back
as RGBA bytes, as Halo's `readback` stage does.
Prints one line: peer=skia-raster scene=image-card size=WxH frames=N fps=F ms_per_frame=M

    python3 scripts/image-peer.py PHOTO.jpg --frames 30 [--out last.png]
"""
import argparse, time


def triangle(t, period):
    """0 -> 1 -> 0 over 2 * period (a repeat-forever, autoreversing ease-in-out, as Halo's)."""
    import math
    p = (t / period) % 2.0
    x = p if p <= 1 else 2 - p
    return 0.5 - 0.5 * math.cos(math.pi * x)


def main():
    import skia
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('photo')
    ap.add_argument('--frames', type=int, default=30)
    ap.add_argument('--out')
    a = ap.parse_args()
    W, H = 1920, 1080
    photo = skia.Image.open(a.photo).withDefaultMipmaps()
    surf = skia.Surface(W, H)
    c = surf.getCanvas()
    sampling = skia.SamplingOptions(skia.FilterMode.kLinear, skia.MipmapMode.kNearest)

    def shadowed(draw, color, sigma, dy):
        paint = skia.Paint(ImageFilter=skia.ImageFilters.DropShadow(0, dy, sigma, sigma, color))
        c.saveLayer(None, paint)
        draw()
        c.restore()

    def frame(t):
        c.clear(skia.Color(0xf2, 0xf2, 0xf7))
        # 4000x3000 fitted into (60, 60, 1200, 960): 1200x900, centred.
        dst = skia.Rect.MakeXYWH(60, 90, 1200, 900)
        shadowed(lambda: c.drawImageRect(photo, dst, sampling), skia.Color4f(0, 0, 0, 0.35).toColor(), 16, 12)
        dy = 40 * triangle(t, 1.0)
        card = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(1340, 120 + dy, 520, 300), 28, 28)
        shadowed(lambda: c.drawRRect(card, skia.Paint(AntiAlias=True, Color=skia.ColorWHITE)),
                 skia.Color4f(0, 0, 0, 0.25).toColor(), 20, 16)
        dark = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(1340, 500, 520, 220), 28, 28)
        shadowed(lambda: c.drawRRect(dark, skia.Paint(AntiAlias=True, Color=skia.Color(0x1c, 0x1c, 0x1e))),
                 skia.Color4f(0.2, 0.3, 1, 0.4).toColor(), 10, 6)
        c.save()
        box = skia.Rect.MakeXYWH(1340, 800, 520, 160)
        c.clipRRect(skia.RRect.MakeRectXY(box, 80, 80), skia.ClipOp.kIntersect, True)
        sx = 1340 + 520 * triangle(t, 2.0)
        shader = skia.GradientShader.MakeLinear(
            [(sx, 800), (1860, 960)], [skia.Color(0xff, 0x2d, 0x55), skia.Color(0xaf, 0x52, 0xde),
                                       skia.Color(0x00, 0x7a, 0xff)])
        c.drawRect(box, skia.Paint(AntiAlias=True, Shader=shader))
        c.restore()
        return surf.makeImageSnapshot().tobytes()

    for f in range(3):
        frame(f / 60)
    t0 = time.perf_counter()
    for f in range(a.frames):
        frame(f / 60)
    dt = time.perf_counter() - t0
    if a.out:
        surf.makeImageSnapshot().save(a.out, skia.kPNG)
    print(f"peer=skia-raster scene=image-card size={W}x{H} frames={a.frames} "
          f"fps={a.frames / dt:.1f} ms_per_frame={1000 * dt / a.frames:.2f}")


if __name__ == '__main__':
    main()
