#!/usr/bin/env bash
# Checks that Halo's harmonic paint (seed 003's Metal source run as a colour effect) matches the peers' reference GLSL
# (../shared/bench/peers/peers.py, run through moderngl on EGL): the full 1920 x 1080 frame at
# t = 29/60 s (the peers' last of 30 frames), idle. Prints the PSNR; exits 1 below 40 dB.
# Usage: scripts/check-harmonic-peer.sh [HALO_BINARY]   (needs ../shared/bench/peers/setup.sh run)
set -euo pipefail
cd "$(dirname "$0")/.."
halo=${1:-.build/debug/halo}
venv=${HALO_PEERS_VENV:-/tmp/halo-peers}
peers=../shared/bench/peers
[ -x "$venv/bin/python" ] || bash "$peers/setup.sh" "$venv"
out=$(mktemp -d)
"$venv/bin/python" "$peers/peers.py" harmonic --size 1920x1080 --frames 30 --out "$out/peer.png" >/dev/null
"$halo" render examples/harmonic-fullframe.json -o "$out/halo.png" --backend "${HALO_BACKEND:-auto}" >/dev/null
"$venv/bin/python" - "$out/peer.png" "$out/halo.png" <<'PY'
import sys, numpy as np
from PIL import Image
a = np.asarray(Image.open(sys.argv[1]).convert("RGB"), dtype=np.float64)
b = np.asarray(Image.open(sys.argv[2]).convert("RGB"), dtype=np.float64)
mse = ((a - b) ** 2).mean()
psnr = float("inf") if mse == 0 else 10 * np.log10(255 ** 2 / mse)
print(f"harmonic vs peer GLSL (moderngl): PSNR {psnr:.2f} dB, max {int(np.abs(a - b).max())}/255, "
      f"{(np.abs(a - b).max(axis=2) > 1).mean() * 100:.4f}% of pixels over 1/255")
sys.exit(0 if psnr >= 40 else 1)
PY
rm -rf "$out"
