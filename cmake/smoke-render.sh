#!/usr/bin/env bash
# ctest smoke test: one frame of each seed effect rendered on the CPU to a PNG of the right size.
set -euo pipefail
halo=$1 out=$2
mkdir -p "$out"
for effect in $("$halo" list | awk '/^[a-z-]+ /{print $1}' | sort -u); do
    "$halo" render --effect "$effect" --size 160x90 --time 0.5 --backend cpu -o "$out/$effect.png" --overwrite
    head -c 24 "$out/$effect.png" | od -An -tx1 | tr -d ' \n' | grep -q '^89504e470d0a1a0a0000000d49484452000000a00000005a' \
        || { echo "$out/$effect.png is not a 160x90 PNG"; exit 1; }
done
echo "rendered $(ls "$out" | wc -l) effects"
