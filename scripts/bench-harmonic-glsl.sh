#!/usr/bin/env bash
# Times the harmonic shader effect (the `harmonic` bench scene) on the GPU backend four ways beside
# the CPU backend, interleaved in one run: the GLSL generated from the seed's Metal source and the
# hand-written port (bench/harmonic-handwritten.glsl), each in the frame's own fine-stage variant
# and in the whole fine stage (every feature, as before 2026-11-28). Prints a Markdown table: per
# case the median over the rounds of each round's median ms a frame, the rounds' range, and the
# ratio to the CPU backend. Run it on a software rasterizer and on a datacenter GPU alike.
# Usage: scripts/bench-harmonic-glsl.sh [HALO_BINARY]
#   env: SIZE (1920x1080), FRAMES per round and case (10), ROUNDS (3), STAGE (readback), and
#   WHOLE=0 to leave out the whole-stage cases (a second a frame each on llvmpipe).
set -euo pipefail
cd "$(dirname "$0")/.."
halo=${1:-.build/release/halo}
size=${SIZE:-1920x1080} frames=${FRAMES:-10} rounds=${ROUNDS:-3} stage=${STAGE:-readback}
hand=bench/harmonic-handwritten.glsl
out=$(mktemp)
trap 'rm -f "$out"' EXIT

# run LABEL ARGS...: one `halo bench harmonic` case, its JSON line tagged with LABEL.
run() {
    local label=$1
    shift
    "$halo" bench harmonic --size "$size" --frames "$frames" --stages "$stage" --json "$@" |
        sed "s/^{/{\"case\": \"$label\", /" >>"$out"
}

"$halo" probe | grep -E '^(Renderer|GL version):' || true
for _ in $(seq "$rounds"); do
    if [ "${WHOLE:-1}" != 0 ]; then
        run "gpu, generated, whole fine stage" --backend gpu --whole-fine-stage
        run "gpu, hand-written, whole fine stage" --backend gpu --whole-fine-stage --effects-glsl "$hand"
    fi
    run "gpu, generated" --backend gpu
    run "gpu, hand-written" --backend gpu --effects-glsl "$hand"
    run "cpu" --backend cpu
done

python3 - "$out" "$size" "$stage" "$frames" "$rounds" <<'PY'
import json, statistics, sys
path, size, stage, frames, rounds = sys.argv[1:]
cases = {}
for line in open(path):
    row = json.loads(line)
    cases.setdefault(row["case"], []).append(row["median_ms"])
cpu = statistics.median(cases["cpu"])
print(f"\nharmonic, {size}, stage {stage}, {rounds} rounds of {frames} frames a case; ms a frame")
print("\n| case | median ms | rounds' range | x CPU |\n|---|---:|---:|---:|")
for name, values in cases.items():
    m = statistics.median(values)
    print(f"| {name} | {m:.1f} | {min(values):.1f}-{max(values):.1f} | {m / cpu:.2f} |")
PY
