#!/usr/bin/env bash
# Installs the Debian packages Halo needs, only those missing (idempotent; checks dpkg first).
# Usage: scripts/setup.sh        (run as root, or with sudo available)
set -euo pipefail
packages=(
  pkg-config
  libegl-dev libgles-dev libgbm-dev     # EGL, OpenGL ES 3 and GBM headers and loaders
  libegl-mesa0 libgl1-mesa-dri          # Mesa's EGL and llvmpipe: a GPU-less EGL display
  libpng-dev libdeflate-dev             # PNG files (libpng reads, libdeflate compresses)
  libturbojpeg0-dev                     # JPEG images (libjpeg-turbo decodes)
  libfreetype-dev libharfbuzz-dev libfontconfig-dev fonts-dejavu-core   # text
  libfribidi-dev libunibreak-dev        # right-to-left text (UAX #9) and line breaking (UAX #14)
  fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji   # the world's scripts and emoji (79 MB down, 144 MB on disk)
  pango1.0-tools                        # pango-view, the text peer of scripts/text-peer.py (41 KB)
  python3-gi python3-gi-cairo gir1.2-pango-1.0   # pango and cairo from Python: text-peer.py --speed (0.9 MB)
  fonts-material-design-icons-iconfont  # the open icons Image(systemName:) draws (344 KB)
  glslang-tools                         # offline shader validation
  ffmpeg                                # video output (mp4, webm, mov) and its tests
  cmake ninja-build                     # the CMake build (make cmake-test)
  valgrind                              # the speed gate's instruction counts (make perf-check)
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all Debian packages present"
  exit 0
fi
echo "setup: installing ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
