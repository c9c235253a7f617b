#!/usr/bin/env bash
# ctest smoke test: catalog scenes of every kind on the GPU and the CPU, compared within the
# standard tolerance. Exits 77 (ctest: skipped) only when no EGL display can be made at all.
set -uo pipefail
halo=$1
if ! probe=$("$halo" probe 2>&1); then
    if grep -q "no EGL display" <<<"$probe"; then
        echo "SKIPPED: no EGL display can be made here:"; echo "$probe"; exit 77
    fi
    echo "$probe"; exit 1
fi
exec "$halo" compare --catalog --match fill_ --match stroke_dash --match blur_sigma --match opacity \
    --match glow_capsule --match snake_t0.6 --match rotating_border_t0.5 --match harmonic_button_idle \
    --match text_bounce_t0.3 --match text_plain_17pt
