#!/usr/bin/env bash
# The test of `make dist`: unpacks the tarball into a temporary directory and renders frames
# with it where no Swift toolchain can be found: PATH without it and, where a mount namespace
# can be made (root), /opt/swift hidden under an empty tmpfs. Checks the PNGs' size and that
# the CPU and GPU frames agree within tolerance (`halo compare`, skipped only with no EGL).
#   scripts/dist-check.sh dist/halo-*.tar.gz
set -euo pipefail
tarball=$(readlink -f "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xzf "$tarball"
root=$(echo "$work"/halo-*)
test -x "$root/bin/halo" && test -f "$root/share/halo/shaders/fine.comp" && test -s "$root/LIBRARIES.txt"
cd "$work"
run() {
  if [ "$(id -u)" -eq 0 ] && [ -d /opt/swift ] && unshare --mount true 2>/dev/null; then
    unshare --mount sh -c 'mount -t tmpfs none /opt/swift && exec env -i PATH=/usr/bin:/bin HOME="$HOME" "$@"' sh "$@"
  else
    env -i PATH=/usr/bin:/bin HOME="$HOME" "$@"
  fi
}
run sh -c '! command -v swift >/dev/null && ! ls /opt/swift/usr/bin/swift >/dev/null 2>&1' \
  || { echo "dist-check: the Swift toolchain is still visible"; exit 1; }
run "$root/bin/halo" render --effect intelligence-glow --size 320x180 --time 0.7 --backend cpu -o "$work/cpu.png"
head -c 24 "$work/cpu.png" | od -An -tx1 | tr -d ' \n' | grep -q '^89504e470d0a1a0a0000000d4948445200000140000000b4' \
  || { echo "dist-check: cpu.png is not a 320x180 PNG"; exit 1; }
if run "$root/bin/halo" probe > "$work/probe.txt" 2>&1; then
  run "$root/bin/halo" render --effect snake --size 320x180 --time 0.7 --backend gpu -o "$work/gpu.png"
  run "$root/bin/halo" compare --effect rotating-border --size 320x180 --time 0.5
else
  echo "dist-check: SKIPPED the GPU frame: no EGL display here:"; cat "$work/probe.txt"
fi
echo "dist-check: $(basename "$tarball") renders without the Swift toolchain"
