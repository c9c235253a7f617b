#!/usr/bin/env bash
# The demo reel: every seed effect for a few seconds at 640x360, 30 fps, as PNG frames in
# out/demo/<effect>/ and, when ffmpeg is installed, as out/demo.mp4 (the effects one after the other).
# Usage: scripts/demo-reel.sh [HALO_BINARY] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
halo=${1:-.build/release/halo}
out=${2:-out}
seconds=${DEMO_SECONDS:-3}
mkdir -p "$out/demo"
clips=()
for effect in intelligence-glow glow snake rotating-border harmonic-button; do
  "$halo" render --effect "$effect" --size 640x360 --fps 30 --duration "$seconds" -o "$out/demo/$effect" --overwrite
  if command -v ffmpeg >/dev/null; then
    "$halo" render --effect "$effect" --size 640x360 --fps 30 --duration "$seconds" -o "$out/demo/$effect.mp4" --overwrite --quiet
    clips+=("$out/demo/$effect.mp4")
  fi
done
if [ ${#clips[@]} -gt 0 ]; then
  "$halo" concat "${clips[@]}" -o "$out/demo.mp4" --overwrite
else
  echo "demo: ffmpeg is not installed, so no out/demo.mp4 (apt-get install ffmpeg)"
fi
