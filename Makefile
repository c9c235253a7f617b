# Halo: the two commands of the README's Quick start, and helpers.
#   make demo   installs what is missing, builds, renders the demo to out/demo.png
#   make test   installs what is missing, builds, runs every test (GPU tests on llvmpipe)

SWIFT ?= swift
OUT ?= out

.PHONY: test-release examples setup build release demo test lint format compare shaders clean bench bench-math \
	perf-check \
	cmake-test dist dist-check slurm-test fuzz corpus-stills bench-images typecheck-budget coverage snapshots \
	bench-snapshots batch-demo

setup:
	@scripts/setup.sh

build: setup
	$(SWIFT) build

# The release build links the Swift runtime statically, as `make dist`'s tarball does: a process
# starts about 5 ms sooner without resolving the runtime's shared libraries (docs/performance.md).
release: setup
	$(SWIFT) build -c release --static-swift-stdlib

demo: release
	@mkdir -p $(OUT)
	.build/release/halo probe || true
	.build/release/halo render examples/demo.json -o $(OUT)/demo.png --backend auto --overwrite
	.build/release/halo compare examples/demo.json --diff $(OUT)/demo-compare.png
	scripts/demo-reel.sh .build/release/halo $(OUT)
	@echo "demo: $(OUT)/demo.png, CPU | difference | GPU in $(OUT)/demo-compare.png, frames in $(OUT)/demo/, $(OUT)/demo.mp4"

# The batch demo (docs/batch.md): 50 product cards with their own photos, text and lengths over a
# music bed, rendered by one `halo batch`, with its report and timings in $(OUT)/batch.
batch-demo: release
	scripts/batch-demo.sh .build/release/halo $(OUT)/batch

test: setup lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(MAKE) examples EXAMPLE_FPS=5 EXAMPLE_OUT=$$(mktemp -d)
	$(MAKE) snapshots

# examples/snapshots: a team's views and their snapshot tests against committed references
# (docs/testing.md), one of them deliberately failing, checked by a test of its failure. Never records:
# a missing reference fails the run.
snapshots:
	SNAPSHOT_TESTING_RECORD=never $(SWIFT) test --package-path examples/snapshots

# The type-checking budget (300 ms an expression) over the corpus views, the seed ports and
# HaloUI's tests, after a self-test showing it catches a slow expression (needs the debug build).
typecheck-budget:
	$(SWIFT) build --build-tests
	scripts/typecheck-budget.sh --self-test
	scripts/typecheck-budget.sh

# The checks that are whole only in an optimised build (every one of the 2^24 colours through
# the Y'CbCr conversion; debug builds sample them), and the CLI tests against the release
# `halo` users run (HaloBinary finds the one beside the test bundle): the tests built -O.
test-release: setup
	$(SWIFT) build -c release --build-tests -Xswiftc -enable-testing
	$(SWIFT) test -c release -Xswiftc -enable-testing --skip-build --filter 'YCbCrTests|HaloCLITests'

# examples/seeds: the five seeds' views ported to HaloUI, a package depending on Halo by path;
# halo-seeds renders a 2-s clip and a still at 1 s of each (EXAMPLE_FPS frames a second).
EXAMPLE_FPS ?= 30
EXAMPLE_OUT ?= $(OUT)/seeds
examples:
	$(SWIFT) build -c release --package-path examples/seeds
	examples/seeds/.build/release/halo-seeds $(EXAMPLE_OUT) --backend cpu --fps $(EXAMPLE_FPS)
	@for s in 000-intelligence-glow 001-snake 002-rotating-border \
	          003-harmonic-button 004-text-bounce; do \
	  test -s $(EXAMPLE_OUT)/$$s.png || { echo "examples: $$s.png missing"; exit 1; }; \
	  n=$$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames \
	       -of csv=p=0 $(EXAMPLE_OUT)/$$s.mp4) && test "$$n" = "$$(( 2 * $(EXAMPLE_FPS) ))" \
	    || { echo "examples: $$s.mp4 has '$$n' frames, expected 2 s x $(EXAMPLE_FPS) fps"; exit 1; }; \
	done
	@echo "examples: 5 clips of 2 s at $(EXAMPLE_FPS) fps and 5 stills in $(EXAMPLE_OUT)"

# docs/swiftui-coverage.md: every declaration of SwiftUI's iOS API (docs/data/swiftui-declarations.tsv)
# beside what HaloUI declares (its build's symbol graph), with the reasons in
# docs/data/swiftui-coverage-notes.tsv; prints the counts per area and HaloUI's names SwiftUI lacks.
coverage: setup
	SWIFT=$(SWIFT) scripts/swiftui-coverage.py

# swift-format's lint over the Swift sources and tests (.swift-format: 4 spaces, lines of at most
# 120, no semicolons, a /// comment on every public declaration); `make format` fixes layout.
lint:
	$(SWIFT) format lint --strict --recursive Sources Tests examples/seeds/Sources examples/seeds/Package.swift \
	  examples/snapshots/Sources examples/snapshots/Tests examples/snapshots/Package.swift

format:
	$(SWIFT) format format --in-place --recursive Sources Tests examples/seeds/Sources examples/seeds/Package.swift \
	  examples/snapshots/Sources examples/snapshots/Tests examples/snapshots/Package.swift

# How long snapshot tests take (docs/testing.md, "Speed"): the first snapshot in a fresh process, then
# further ones at 390x844, medians, in the debug build `swift test` uses.
bench-snapshots: setup
	$(SWIFT) build --package-path examples/snapshots --product snapshot-bench
	examples/snapshots/.build/debug/snapshot-bench --runs 9

# The speed gate: instructions a frame of each host stage (callgrind) and the GPU's work a frame,
# of every bench and scale scene, against bench/baselines.json; more than 5% above fails
# (scripts/perf-check.py; PERF_UPDATE=1 writes the measured counts as the baselines).
perf-check: setup
	$(SWIFT) build --product halo
	scripts/perf-check.py .build/debug/halo $(if $(PERF_UPDATE),--update)

# PortableMath's elementary functions beside the platform's libm (docs/performance.md).
bench-math:
	scripts/bench-math.sh

# GPU against CPU over the whole scene catalog.
compare: build
	.build/debug/halo compare --catalog --diff $(OUT)/compare

# Write Shaders/include/constants.glsl from the Swift definitions, then re-embed Shaders/ into
# Sources/HaloGL/ShaderSources.swift (after editing a shader or a shared constant).
shaders:
	$(SWIFT) build --product halo
	.build/debug/halo shader-constants > Shaders/include/constants.glsl
	scripts/embed-shaders.sh

clean:
	rm -rf .build $(OUT)

# A 1080p frame with a 4000x3000 JPEG fitted, three shadows and a clipped gradient, on Halo's
# backends and Skia's raster backend in one run (scripts/bench-images.sh; BACKENDS=cpu|gpu|all).
BACKENDS ?= all
bench-images: release
	scripts/bench-images.sh .build/release/halo 5 $(BACKENDS)

# halo bench beside the Skia and moderngl peers (../shared/bench/peers), with ratios: out/bench.md;
# then HaloUI's host stages (the runtime's replay, the corpus views' lowering): out/bench-ui.txt.
bench: release
	scripts/bench.sh .build/release/halo
	@mkdir -p $(OUT)
	.build/release/halo-corpus bench | tee $(OUT)/bench-ui.txt

# The corpus's stills (examples/corpus) into docs/images/corpus.
corpus-stills: release
	.build/release/halo-corpus stills docs/images/corpus --backend cpu

# The CMake build and its ctest smoke tests (CMake >= 3.25, Ninja).
cmake-test: setup
	cmake -G Ninja -S . -B .build-cmake -DCMAKE_BUILD_TYPE=Release
	ninja -C .build-cmake
	ctest --test-dir .build-cmake --output-on-failure

# A relocatable tarball for GPU servers (static Swift runtime), and its test.
dist: setup
	scripts/dist.sh dist

dist-check: dist
	scripts/dist-check.sh dist/halo-*-linux-$$(uname -m).tar.gz

# docs/distributed.md's Slurm job-array scripts on a real single-node cluster (installs slurm-wlm
# and munge; starts and stops its own daemons): frames, scancel and --resume, mp4 shards joined.
# SLURM_HALO names a halo already built (CI passes the tarball's, .build-dist/release/halo,
# instead of building the release a third time); without it, `make release` builds one.
SLURM_HALO ?=
slurm-test: $(if $(SLURM_HALO),,release)
	scripts/slurm-test.sh $(or $(SLURM_HALO),.build/release/halo)

# libFuzzer with AddressSanitizer on the scene decoder, effects, planner and CPU renderer, for
# FUZZ_SECONDS (corpus: Tests/HaloRenderTests/FuzzCorpus; findings: .build-fuzz/findings).
FUZZ_SECONDS ?= 60
fuzz: setup
	scripts/fuzz.sh $(FUZZ_SECONDS)
