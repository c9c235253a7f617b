#!/usr/bin/env python3
"""Writes Tests/Fonts/HaloColrTest.ttf: a tiny TrueType font with COLR version 0 colour layers, for the tests of
colour glyphs drawn as layers (Debian 12 packages no COLR font: Noto Color Emoji is CBDT bitmaps).

Glyphs (1000 units per em, ascender 800, descender -200):
- "A" (U+0041): a 600 x 700 square outline as its plain fallback; in COLR, two layers: "big" (the square) in the
  palette's red, then "small" (a 200 x 200 square, inset) in the text's colour (palette index 0xFFFF);
- "B" (U+0042): a plain 500 x 500 square, no colour layers.

Usage: python3 -m pip install fonttools && python3 scripts/make-colr-font.py   (fontTools from PyPI)
"""
import os
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.colorLib.builder import buildCOLR, buildCPAL


def square(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0))
    pen.lineTo((x0, y1))
    pen.lineTo((x1, y1))
    pen.lineTo((x1, y0))
    pen.closePath()
    return pen.glyph()


def main():
    order = [".notdef", "A", "B", "big", "small"]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({0x41: "A", 0x42: "B"})
    boxes = {
        ".notdef": (50, 0, 450, 700),
        "A": (100, 0, 700, 700),
        "B": (100, 0, 600, 500),
        "big": (100, 0, 700, 700),
        "small": (300, 250, 500, 450),
    }
    fb.setupGlyf({name: square(*box) for name, box in boxes.items()})
    # Each glyph's left side bearing is its xMin, as TrueType requires (the origin is xMin - lsb).
    fb.setupHorizontalMetrics({name: (800, boxes[name][0]) for name in order})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "Halo COLR Test", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    fb.setupPost()
    fb.font["COLR"] = buildCOLR({"A": [("big", 0), ("small", 0xFFFF)]}, version=0)
    fb.font["CPAL"] = buildCPAL([[(1.0, 0.0, 0.0, 1.0)]])  # palette 0: opaque red (RGBA)
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fonts", "HaloColrTest.ttf")
    fb.save(out)
    print(f"wrote {os.path.normpath(out)} ({os.path.getsize(out)} bytes)")


if __name__ == "__main__":
    main()
