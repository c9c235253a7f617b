#!/usr/bin/env bash
# End to end through each sink, for any halo binary (so an old build can be measured beside a
# new one in the same session): frames per second to a Y4M file, an mp4 (libx264) and a PNG
# sequence, and ffmpeg alone encoding the same frames from the Y4M file with the same codec
# and preset. Prints a Markdown table.
#   scripts/sink-bench.sh HALO [FRAMES] [SIZE] [SCENES...]
set -euo pipefail
halo=${1:?usage: scripts/sink-bench.sh HALO [FRAMES] [SIZE] [SCENES...]}
frames=${2:-60}
size=${3:-1920x1080}
shift $(( $# < 3 ? $# : 3 ))
scenes=("$@")
[ ${#scenes[@]} -gt 0 ] || scenes=(intelligence-glow snake rotating-border text harmonic-button)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fps_of() { python3 -c 'import json,sys; print("%.1f" % json.loads(sys.stdin.read().strip().splitlines()[-1])["fps"])'; }
echo "| scene | Y4M fps | mp4 fps | ffmpeg alone fps | PNG sequence fps |"
echo "|---|---:|---:|---:|---:|"
for s in "${scenes[@]}"; do
    common=(--effect "$s" --size "$size" --frames "0..<$frames" --backend cpu --json --overwrite --quiet)
    y4m=$("$halo" render "${common[@]}" -o "$scratch/$s.y4m" | fps_of)
    mp4=$("$halo" render "${common[@]}" -o "$scratch/$s.mp4" | fps_of)
    start=$(date +%s.%N)
    ffmpeg -hide_banner -loglevel error -y -i "$scratch/$s.y4m" -an -c:v libx264 -preset medium -crf 18 \
        -pix_fmt yuv420p \
        "$scratch/alone.mp4"
    alone=$(python3 -c "print('%.1f' % ($frames / ($(date +%s.%N) - $start)))")
    pngframes=$(( frames / 2 ))
    png=$("$halo" render --effect "$s" --size "$size" --frames "0..<$pngframes" --backend cpu --json --overwrite \
        --quiet -o "$scratch/$s-png/" | fps_of)
    rm -rf "$scratch"/*
    echo "| $s | $y4m | $mp4 | $alone | $png |"
done
