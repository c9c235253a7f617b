#!/usr/bin/env bash
# Compiles a folder of SwiftUI code, as written, against HaloUI and renders it: see corpus_check.py.
#     scripts/corpus-check.sh DIR [--work W] [--times 0.5,1.5] [--size 393x852] [--only G1,G2]
set -euo pipefail
exec python3 "$(dirname "$0")/corpus_check.py" "$@"
