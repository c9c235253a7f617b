#!/usr/bin/env bash
# `make dist`: a relocatable tarball of Halo for GPU servers: a release `halo` built with
# --static-swift-stdlib (no Swift toolchain needed where it runs), the shaders, and the list of
# system libraries (and the Debian packages holding them) it needs.
#   scripts/dist.sh [OUT_DIR]     -> OUT_DIR/halo-VERSION-linux-ARCH.tar.gz (default: dist/)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-dist}
# Only the halo product: the tarball ships nothing else, and HaloUI's #Preview macro would add a
# release build of swift-syntax (minutes) for nothing.
swift build -c release --static-swift-stdlib --scratch-path .build-dist --product halo
bin=.build-dist/release/halo
version=$("$bin" --version)
name="halo-$version-linux-$(uname -m)"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
mkdir -p "$root/bin" "$root/share/halo"
cp "$bin" "$root/bin/halo"
strip "$root/bin/halo"
cp -r Shaders "$root/share/halo/shaders"
cp README.md "$root/share/halo/README.md"
cp docs/gpu-servers.md "$root/share/halo/gpu-servers.md"
{
  echo "# System libraries halo $version needs (from ldd on the build machine)"
  echo "# library => Debian package"
  ldd "$bin" | awk '/=>/ {print $1, $3}' | sort | while read -r lib path; do
    pkg=$(dpkg -S "$path" 2>/dev/null | head -1 | cut -d: -f1 || true)
    [ -n "$pkg" ] || pkg=$(dpkg -S "$(readlink -f "$path")" 2>/dev/null | head -1 | cut -d: -f1 || true)
    echo "$lib => ${pkg:-unknown}"
  done
  echo "# Also at run time: an EGL vendor (libegl-mesa0 + libgl1-mesa-dri for llvmpipe, or the NVIDIA"
  echo "# driver's libEGL_nvidia), fonts through fontconfig (fonts-dejavu-core), ffmpeg for video output."
} > "$root/LIBRARIES.txt"
if grep -q "libswift\|libFoundation\|libdispatch" "$root/LIBRARIES.txt"; then
  echo "dist: the binary still needs Swift runtime libraries:" >&2
  grep "libswift\|libFoundation\|libdispatch" "$root/LIBRARIES.txt" >&2
  exit 1
fi
mkdir -p "$out"
tar -C "$stage" -czf "$out/$name.tar.gz.tmp" "$name"
mv "$out/$name.tar.gz.tmp" "$out/$name.tar.gz"
echo "dist: $out/$name.tar.gz ($(du -h "$out/$name.tar.gz" | cut -f1))"
