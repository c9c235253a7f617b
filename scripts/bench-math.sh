#!/usr/bin/env bash
# PortableMath's speed beside libm's (make bench-math): builds scripts/bench-math.swift with
# Sources/HaloMath in one optimized module and prints a Markdown table.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/bench-math
mkdir -p "$out"
cp scripts/bench-math.swift "$out/main.swift"  # top-level code must sit in main.swift
swiftc -O -wmo -module-name BenchMath "$out/main.swift" Sources/HaloMath/*.swift -o "$out/bench-math"
"$out/bench-math"
