#!/usr/bin/env python3
"""The cost of a blur by radius (docs/performance.md, "Blurs at constant cost").

Writes one scene a radius into a temporary folder: a 640 x 360 point canvas at scale 3 (1920 x 1080
pixels), one layer blurred by sigma points holding a full-canvas rectangle and eight capsules, so the
blurred output covers the frame at every radius. Then runs `halo bench` on them: the blur taps a frame
(--work) and the render stage's milliseconds on the backends asked for.

Usage: scripts/bench-blur.py HALO [--backend cpu|gpu|all] [--frames N]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

# Sigma in points; times 3 at scale 3: 16, 32, 48, 80, 120, 200 and 600 pixels.
SIGMAS = ["5.33", "10.67", "16", "26.67", "40", "66.67", "200"]
COLOURS = ["#ff2d55", "#5e5ce6", "#30d158", "#ff9f0a"]


def scene(sigma):
    items = [{"shape": {"type": "rect", "frame": [0, 0, 640, 360]}, "paint": "#202030"}]
    for i in range(8):
        items.append({"shape": {"type": "capsule", "frame": [20 + i * 78, 40, 50, 280]}, "paint": COLOURS[i % 4]})
    return {"canvas": {"width": 640, "height": 360, "scale": 3, "background": "#101014"},
            "layers": [{"blur": float(sigma), "items": items}]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("halo")
    parser.add_argument("--backend", default="cpu", choices=["cpu", "gpu", "all"])
    parser.add_argument("--frames", type=int, default=8)
    args = parser.parse_args()
    if not os.access(args.halo, os.X_OK):
        sys.exit(f"bench-blur: {args.halo} is not an executable (swift build --product halo)")
    with tempfile.TemporaryDirectory() as work:
        files = []
        for s in SIGMAS:
            path = os.path.join(work, f"blur-{s}pt.json")
            with open(path, "w") as f:
                json.dump(scene(s), f)
            files.append(path)
        for extra in (["--work", "--frames", "2"],
                      ["--backend", args.backend, "--stages", "render", "--frames", str(args.frames),
                       "--warmup", "1"]):
            run = subprocess.run([args.halo, "bench", *files, *extra], text=True)
            if run.returncode != 0:
                sys.exit(f"bench-blur: halo bench exited with {run.returncode}")


if __name__ == "__main__":
    main()
