#!/usr/bin/env bash
# The type-checking budget (issue 48): no body written the way public SwiftUI code writes it may
# take the compiler over 300 ms to type-check against HaloUI. Type-checks the corpus views
# (examples/corpus), the seed ports (examples/seeds) and HaloUI's tests with
# -warn-long-expression-type-checking=300 against the debug build's modules, and fails naming
# every expression over the budget.
#     scripts/typecheck-budget.sh [FILE.swift ...]   (default: the three sets above)
#     scripts/typecheck-budget.sh --self-test        (shows the check fails on a slow expression)
# An expression fails when it is over the budget in two passes (the compiler times by the clock).
set -euo pipefail
cd "$(dirname "$0")/.."
BUDGET_MS=300
modules=.build/debug/Modules
if [ ! -d "$modules" ]; then
    echo "typecheck-budget: $modules is missing: run 'swift build --build-tests' first" >&2
    exit 2
fi
flags=(-typecheck -I "$modules" -Xfrontend -warn-long-expression-type-checking=$BUDGET_MS)
# `#Preview` in the corpus views and HaloUI's tests expands through HaloUIMacros (SwiftPM's build of it).
flags+=(-load-plugin-executable ".build/debug/HaloUIMacros-tool#HaloUIMacros")
for map in Sources/C*/module.modulemap; do flags+=(-Xcc "-fmodule-map-file=$map"); done
for inc in $(pkg-config --cflags-only-I freetype2 harfbuzz fribidi fontconfig libpng); do flags+=(-Xcc "$inc"); done

# Type-checks one module's files; prints the expressions over the budget.
check() {
    local name=$1 mode=$2
    shift 2
    swiftc "${flags[@]}" -module-name "$name" -swift-version "$mode" "$@" 2>&1 |
        grep -E "warning: .* took [0-9]+ms to type-check" || true
}

# The compiler times expressions by the clock, so a loaded machine can push one over: a set with
# a slow expression is checked once more, and fails on the expressions slow both times.
checked() {
    local first again
    first=$(check "$@")
    [ -z "$first" ] && return 0
    again=$(check "$@")
    comm -12 <(echo "$first" | grep -oE '^[^ ]+:[0-9]+:[0-9]+' | sort -u) \
        <(echo "$again" | grep -oE '^[^ ]+:[0-9]+:[0-9]+' | sort -u)
}

if [ "${1:-}" = "--self-test" ]; then
    slow=$(mktemp -d)/Slow.swift
    # Interpolated literal arithmetic joined by +: the solver tries every numeric and string
    # overload of each operator (about a second).
    echo 'let y = "\(1 + 2 * 3)" + "\(4 - 5 * 6)" + "\(7 * 8 + 9)" + String(10 + 11 * 12 - 13 / 14)' > "$slow"
    found=$(checked SlowFixture 5 "$slow")
    if [ -z "$found" ]; then
        echo "typecheck-budget: self-test FAILED: a slow expression was not reported" >&2
        exit 1
    fi
    echo "typecheck-budget: self-test passed (the slow fixture was reported twice: $found)"
    exit 0
fi

if [ $# -gt 0 ]; then
    over=$(checked Files 5 "$@")
else
    over=$(checked CorpusViews 5 $(find examples/corpus/Sources -name '*.swift'))
    over+=$(checked SeedPorts 5 $(find examples/seeds/Sources -name '*.swift'))
    over+=$(checked HaloUITests 6 $(find Tests/HaloUITests -name '*.swift'))
fi
if [ -n "$over" ]; then
    echo "typecheck-budget: expressions over ${BUDGET_MS} ms (in two passes):" >&2
    echo "$over" >&2
    exit 1
fi
echo "typecheck-budget: no expression over ${BUDGET_MS} ms"
