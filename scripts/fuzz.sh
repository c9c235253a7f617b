#!/usr/bin/env bash
# Fuzzes the scene decoder, the effects, the planner and the CPU renderer with libFuzzer under
# AddressSanitizer: every input goes the whole way a scene file goes (SceneFuzz), and a trap, a
# memory error, a raw error dump or an input slower than 10 s is a finding.
#
# Then the image decoders (PNG, JPEG) and the image sampling the same way (ImageFuzz), for
# IMAGE_SECONDS (default: a third of SECONDS) or IMAGE_RUNS executions, from
# Tests/HaloRenderTests/ImageFuzzCorpus; new inputs to .build-fuzz/image-corpus.
#
# Then Metal shader sources the same way (ShaderFuzz: parsed, emitted as GLSL, run on the CPU), for
# SHADER_SECONDS (default: a third of SECONDS) or SHADER_RUNS executions, from Shaders/metal and
# Tests/HaloRenderTests/ShaderFuzzCorpus with ShaderFuzz.dict; new inputs to .build-fuzz/shader-corpus.
#
# Usage: scripts/fuzz.sh [SECONDS] [RUNS]   (defaults: 60 s, no run limit; `make fuzz`)
# Seeds: Tests/HaloRenderTests/FuzzCorpus (the catalog's scenes, every effect's default scene,
# and past findings), the bad-input corpus and examples/; new inputs libFuzzer finds go to
# .build-fuzz/corpus (kept between runs), findings to .build-fuzz/findings. A finding is fixed
# and then added to FuzzCorpus, where `swift test` replays it (FuzzCorpusTests).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
runs=${2:--1}
scratch=.build-fuzz
runtime=$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift/clang/lib/linux
if [ ! -e "$runtime/libclang_rt.fuzzer-$(uname -m).a" ]; then
  echo "fuzz: this Swift toolchain has no libFuzzer ($runtime)" >&2
  exit 1
fi

echo "fuzz: building halo-fuzz with -sanitize=fuzzer,address (release, $scratch)"
# libFuzzer's own main and SwiftPM's entry point both exist; either runs the same driver. (LeakSanitizer
# is off: the Swift runtime keeps a few allocations to the end, reported as leaks at exit.)
swift build -c release --product halo-fuzz --scratch-path "$scratch" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DHALO_LIBFUZZER -Xlinker --allow-multiple-definition

mkdir -p "$scratch/corpus" "$scratch/image-corpus" "$scratch/shader-corpus" "$scratch/findings"

# One libFuzzer run: NAME, SECONDS, RUNS, then corpus folders (the first gets new inputs).
fuzz_run() {
  local name=$1 secs=$2 count=$3
  shift 3
  local log="$scratch/fuzz-$name.log"
  echo "fuzz: $name for $secs s (log: $log)"
  set +e
  ASAN_OPTIONS=detect_leaks=0 "$scratch/release/halo-fuzz" -max_total_time="$secs" -runs="$count" \
    -timeout=10 -rss_limit_mb=4096 -max_len=65536 -detect_leaks=0 -print_final_stats=1 \
    -artifact_prefix="$scratch/findings/" "$@" > "$log" 2>&1
  local status=$?
  set -e
  local done_runs took
  done_runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  took=$(grep -o 'Done [0-9]* runs in [0-9]* second' "$log" | grep -o 'in [0-9]*' | grep -o '[0-9]*' || echo "$secs")
  if [ "$status" -ne 0 ]; then
    grep -E 'ERROR|Fatal error|SUMMARY|Test unit written' "$log" | head -20 >&2
    echo "fuzz: $name FAILED after ${done_runs:-?} executions: a finding is in $scratch/findings/;" \
         "replay it with .build/debug/halo-fuzz FILE (swift build --product halo-fuzz)" >&2
    exit 1
  fi
  echo "fuzz: $name: $done_runs executions in ${took} s, 0 crashes; $(ls "$1" | wc -l) inputs in $1"
}

fuzz_run scenes "$seconds" "$runs" "$scratch/corpus" Tests/HaloRenderTests/FuzzCorpus Tests/HaloCLITests/BadScenes \
  examples -dict=Tests/HaloRenderTests/FuzzScene.dict
HALO_FUZZ_TARGET=image fuzz_run images "${IMAGE_SECONDS:-$(( (seconds + 2) / 3 ))}" "${IMAGE_RUNS:--1}" \
  "$scratch/image-corpus" Tests/HaloRenderTests/ImageFuzzCorpus
HALO_FUZZ_TARGET=shader fuzz_run shaders "${SHADER_SECONDS:-$(( (seconds + 2) / 3 ))}" "${SHADER_RUNS:--1}" \
  "$scratch/shader-corpus" Shaders/metal Tests/HaloRenderTests/ShaderFuzzCorpus \
  -dict=Tests/HaloRenderTests/ShaderFuzz.dict
