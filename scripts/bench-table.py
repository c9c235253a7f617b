#!/usr/bin/env python3
"""Turns the JSON lines of scripts/bench.sh into the Markdown tables of docs/performance.md:
every case, the ratios to the peers against the targets, and the glow's cost by frame size."""
import json, sys

TARGETS = {"intelligence-glow": ("glow", 5.0), "snake": ("snake", 5.0), "rotating-border": ("border", 1.5),
           "harmonic": ("harmonic", 3.0), "text": (None, 200.0)}

rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
halo = [r for r in rows if r["kind"] == "halo"]
peers = {r["halo_scene"]: r for r in rows if r["kind"] == "peer"}
scaling = [r for r in rows if r["kind"] == "scaling"]

if halo:
    print(f"### Every case ({halo[0]['width']}x{halo[0]['height']}, {halo[0]['frames']} frames, ms per frame)\n")
    print("| scene | backend | stage | median ms | p10-p90 ms | fps | peak MiB |")
    print("|---|---|---|---:|---:|---:|---:|")
    for r in halo:
        print(f"| {r['scene']} | {r['backend']} | {r['stage']} | {r['median_ms']:.2f} | "
              f"{r['p10_ms']:.2f}-{r['p90_ms']:.2f} | {r['fps']:.1f} | {r['peak_mib']:.0f} |")

    print("\n### Against the peers (render + readback, the faster backend)\n")
    print("| scene | Halo fps (backend) | peer | peer fps | ratio | target | met |")
    print("|---|---:|---|---:|---:|---:|---|")
    for scene, (peer_scene, target) in TARGETS.items():
        cases = [r for r in halo if r["scene"] == scene and r["stage"] == "readback"]
        if not cases:
            continue
        best = max(cases, key=lambda r: r["fps"])
        if peer_scene:
            p = peers.get(scene)
            if p is None:
                print(f"| {scene} | {best['fps']:.1f} ({best['backend']}) | (not run) | | | {target}x | |")
                continue
            ratio = best["fps"] / float(p["fps"])
            print(f"| {scene} | {best['fps']:.1f} ({best['backend']}) | {p['peer']} | {float(p['fps']):.1f} | "
                  f"{ratio:.2f}x | {target}x | {'yes' if ratio >= target else 'no'} |")
        else:
            print(f"| {scene} | {best['fps']:.1f} ({best['backend']}) | none | | | {target:.0f} fps | "
                  f"{'yes' if best['fps'] >= target else 'no'} |")

if scaling:
    print("\n### The glow's cost by frame size (render + readback, median ms per frame)\n")
    sizes = sorted({(r["width"], r["height"]) for r in scaling})
    backends = sorted({r["backend"] for r in scaling})
    print("| size | " + " | ".join(backends) + " |")
    print("|---|" + "---:|" * len(backends))
    for w, h in sizes:
        cells = []
        for b in backends:
            m = [r for r in scaling if (r["width"], r["height"]) == (w, h) and r["backend"] == b]
            cells.append(f"{m[0]['median_ms']:.1f}" if m else "")
        print(f"| {w}x{h} | " + " | ".join(cells) + " |")
