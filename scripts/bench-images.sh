#!/usr/bin/env bash
# `make bench-images`: a 1080p frame with a 4000x3000 JPEG placed to fit, three shadows and a
# gradient masked by a capsule (examples/bench/image-card.json), on Halo's backends and on
# Skia's CPU raster backend (scripts/image-peer.py), in one run, median of ROUNDS alternating
# runs each. The JPEG is made here by ffmpeg (not committed: 4000x3000 of noise-free fractal).
# Usage: scripts/bench-images.sh HALO_BINARY [ROUNDS] [BACKENDS]   (BACKENDS: cpu, gpu or all)
set -euo pipefail
cd "$(dirname "$0")/.."
halo=$1
rounds=${2:-5}
backends=${3:-all}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ffmpeg -v error -y -f lavfi -i "mandelbrot=size=4000x3000:end_pts=1" -frames:v 1 -q:v 3 "$work/photo-4000x3000.jpg"
cp examples/bench/image-card.json "$work/"
venv=${PEERS_VENV:-/tmp/halo-peers}
[ -x "$venv/bin/python" ] || ../shared/bench/peers/setup.sh "$venv" > /dev/null
for r in $(seq "$rounds"); do
  "$halo" bench "$work/image-card.json" --backend "$backends" --stages readback --frames 30 \
    | grep -E "readback" | sed "s/^/round $r: halo /"
  "$venv/bin/python" scripts/image-peer.py "$work/photo-4000x3000.jpg" --frames 30 | sed "s/^/round $r: /"
done
"$halo" render "$work/image-card.json" -o "$work/halo.png" --backend cpu --overwrite > /dev/null
"$venv/bin/python" scripts/image-peer.py "$work/photo-4000x3000.jpg" --frames 1 --out "$work/skia.png" > /dev/null
mkdir -p out && cp "$work/halo.png" out/bench-image-card-halo.png && cp "$work/skia.png" out/bench-image-card-skia.png
echo "bench-images: last frames in out/bench-image-card-{halo,skia}.png"
