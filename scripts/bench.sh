#!/usr/bin/env bash
# `make bench`: `halo bench` beside the peer renderers of shared/bench/peers (the same scenes
# at the same size, in the same session), then the ratios, and how the glow's cost grows with
# the frame size. Writes $OUT/bench.md and $OUT/bench.jsonl.
#   SIZE=1920x1080 FRAMES=30 scripts/bench.sh [HALO_BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
halo=${1:-.build/release/halo}
size=${SIZE:-1920x1080}
frames=${FRAMES:-30}
out=${OUT:-out}
peers_dir=${PEERS_DIR:-../shared/bench/peers}
venv=${PEERS_VENV:-/tmp/halo-peers}
mkdir -p "$out"
jsonl="$out/bench.jsonl"; : > "$jsonl"

if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import skia, moderngl' 2>/dev/null; then
    echo "bench: setting up the peers in $venv (skia-python, moderngl)" >&2
    "$peers_dir/setup.sh" "$venv" >&2
fi

for scene in intelligence-glow snake rotating-border harmonic text; do
    echo "bench: $scene ($size, $frames frames)" >&2
    "$halo" bench "$scene" --size "$size" --frames "$frames" --json | sed 's/^{/{"kind":"halo",/' >> "$jsonl"
    case $scene in
        intelligence-glow) peer=glow ;; rotating-border) peer=border ;; snake|harmonic) peer=$scene ;; *) peer= ;;
    esac
    if [ -n "$peer" ]; then
        line=$("$venv/bin/python" "$peers_dir/peers.py" "$peer" --size "$size" --frames "$frames" 2>/dev/null | grep '^peer=')
        echo "$line" | python3 -c 'import json,sys; d=dict(kv.split("=") for kv in sys.stdin.read().split()); d["kind"]="peer"; d["halo_scene"]=sys.argv[1]; print(json.dumps(d))' "$scene" >> "$jsonl"
    fi
done

for s in 640x360 1280x720 1920x1080 3840x2160; do
    echo "bench: intelligence-glow at $s" >&2
    "$halo" bench intelligence-glow --size "$s" --frames "${SCALING_FRAMES:-10}" --stages readback --json \
        | sed 's/^{/{"kind":"scaling",/' >> "$jsonl"
done

python3 scripts/bench-table.py "$jsonl" | tee "$out/bench.md"
