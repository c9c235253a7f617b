#!/usr/bin/env python3
"""The speed gate (make perf-check, run by .ci/run; docs/performance.md, "The speed gate").

For every benchmark scene, valgrind's callgrind counts the instructions of each host stage of a
frame (evaluate, resolve, plan, encode, and the whole host frame): the difference of a run of
FRAMES_B frames and one of FRAMES_A frames, divided by the difference, so loading and first-frame
caches are left out. `halo bench --work` adds the GPU's work by pass (invocations, segment
evaluations, blur taps, bytes), which the plan fixes on every machine. Each count is compared with
bench/baselines.json: more than 5% above its baseline (and more than 2,000 above, so a stage of a
few hundred instructions is not failed by one added check) fails, naming the scene, the stage and
both counts. Counts are instructions, not seconds: the same on a busy machine.

  scripts/perf-check.py HALO [--scenes a,b] [--baselines FILE] [--update]

--update writes the measured counts as the baselines (after an improvement, in the same commit).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAMED = ["intelligence-glow", "snake", "rotating-border", "harmonic", "text"]
FILES = ["examples/bench/image-card.json", "examples/scale/grid-2000-animated.json",
         "examples/scale/grid-2000-static.json", "examples/scale/nested-30.json", "examples/scale/blur-200.json"]
SIZE = "480x270"
FRAMES_A, FRAMES_B = 2, 42
LIMIT = 1.05
# Counts this close to their baseline pass whatever the share: a stage of a few hundred
# instructions a frame (a scene with nothing to resolve) would otherwise fail on any added check.
SLACK = 2000
# The host stages: the function whose inclusive count is the stage's (demangled, as callgrind_annotate
# and `swift demangle` print them): halo bench's own wrappers, which no build inlines.
STAGES = {
    "evaluate": "static BenchCommand.evaluateStage(_:_:)",
    "resolve": "static BenchCommand.resolveStage(_:_:_:)",
    "plan": "static BenchCommand.planStage(_:_:)",
    "encode": "static BenchCommand.encodeStage(_:)",
    "host": "BenchCommand.measureHost(_:_:)",
}
WORK_COUNTS = ["invocations", "segment_evaluations", "blur_taps", "bytes_written", "bytes_cleared",
               "bytes_uploaded", "bytes_read_back"]


def fail(message):
    print(f"perf-check: {message}", file=sys.stderr)
    sys.exit(2)


def scene_arguments(scene, work):
    """The scene as `halo bench` takes it, with the size for a named scene."""
    if scene.endswith(".json"):
        return [os.path.join(work, os.path.basename(scene))]
    return [scene, "--size", SIZE]


def stage_counts(halo, scene, frames, work):
    """Inclusive instruction counts of each stage's function over `frames` frames, from callgrind."""
    out = os.path.join(work, f"callgrind.{os.path.basename(scene)}.{frames}")
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", halo, "bench", "--stages", "host",
               "--warmup", "0", "--frames", str(frames), "--threads", "1"] + scene_arguments(scene, work)
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    run = subprocess.run(command, capture_output=True, text=True, env=env)
    if run.returncode != 0:
        fail(f"{scene}: valgrind {halo} bench failed ({run.returncode}):\n{run.stderr[-2000:]}")
    annotate = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
                              capture_output=True, text=True)
    demangled = subprocess.run(["swift", "demangle", "--simplified"], input=annotate.stdout,
                               capture_output=True, text=True).stdout
    counts = {}
    for stage, function in STAGES.items():
        # "COUNT (SHARE)  FILE:FUNCTION [BINARY]"; FILE is ??? in a build without debug information.
        pattern = re.compile(r"^\s*([\d,]+) \([^)]*\)\s+\S*:" + re.escape(function) + r" \[")
        values = [int(m.group(1).replace(",", "")) for line in demangled.splitlines()
                  if (m := pattern.match(line))]
        if not values:
            fail(f"{scene}: no count for {function} in callgrind's output ({out})")
        counts[stage] = max(values)
    return counts


def host_per_frame(halo, scene, work):
    a = stage_counts(halo, scene, FRAMES_A, work)
    b = stage_counts(halo, scene, FRAMES_B, work)
    return {stage: round((b[stage] - a[stage]) / (FRAMES_B - FRAMES_A)) for stage in STAGES}


def work_per_frame(halo, scene, work):
    """`halo bench --work`'s counts a frame, by pass (the same on every machine)."""
    command = [halo, "bench", "--work", "--json", "--warmup", "0", "--frames", str(FRAMES_B)]
    run = subprocess.run(command + scene_arguments(scene, work), capture_output=True, text=True)
    if run.returncode != 0:
        fail(f"{scene}: {halo} bench --work failed ({run.returncode}): {run.stderr.strip()[-500:]}")
    passes = {}
    for line in run.stdout.splitlines():
        row = json.loads(line)
        passes[row["pass"]] = {k: round(row[k] / row["frames"]) for k in WORK_COUNTS if k in row}
    return passes


def prepare(work):
    """The scene files in `work`, with the 4000x3000 photo image-card.json draws (ffmpeg)."""
    for scene in FILES:
        shutil.copy(os.path.join(ROOT, scene), work)
    photo = os.path.join(work, "photo-4000x3000.jpg")
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "mandelbrot=size=4000x3000:end_pts=1",
                    "-frames:v", "1", "-q:v", "3", photo], check=True)


def compare(measured, baselines):
    """Lines for the counts more than 5% above their baselines, and for counts with no baseline."""
    failures = []
    for kind in ("host", "work"):
        for scene, groups in measured[kind].items():
            base_scene = baselines.get(kind, {}).get(scene)
            if base_scene is None:
                failures.append(f"{scene}: no {kind} baseline in bench/baselines.json (run with --update)")
                continue
            items = groups.items() if kind == "host" else (
                (f"{p} {c}", v) for p, counts in groups.items() for c, v in counts.items())
            for name, value in items:
                if kind == "host":
                    base = base_scene.get(name)
                else:
                    p, c = name.rsplit(" ", 1)
                    base = base_scene.get(p, {}).get(c)
                if base is None:
                    failures.append(f"{scene}: {kind} {name}: no baseline (run with --update)")
                elif value > max(base * LIMIT, base + SLACK):
                    what = "instructions a frame" if kind == "host" else "a frame"
                    failures.append(f"{scene}: {kind} stage {name}: {value:,} {what}, baseline {base:,} "
                                    f"(+{100 * (value / base - 1):.1f}%, limit +5%)")
    return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("halo")
    parser.add_argument("--scenes", help="comma-separated subset of the scenes")
    parser.add_argument("--baselines", default=os.path.join(ROOT, "bench", "baselines.json"))
    parser.add_argument("--update", action="store_true", help="write the measured counts as the baselines")
    args = parser.parse_args()
    for tool in ("valgrind", "callgrind_annotate", "swift", "ffmpeg"):
        if shutil.which(tool) is None:
            fail(f"{tool} is not installed (apt-get install valgrind ffmpeg; swift from swift.org)")
    scenes = NAMED + FILES
    if args.scenes:
        wanted = args.scenes.split(",")
        unknown = [s for s in wanted if s not in scenes]
        if unknown:
            fail(f"unknown scenes {unknown}; the scenes are {scenes}")
        scenes = [s for s in scenes if s in wanted]
    measured = {"host": {}, "work": {}}
    with tempfile.TemporaryDirectory(prefix="perf-check-") as work:
        prepare(work)
        for scene in scenes:
            measured["host"][scene] = host_per_frame(args.halo, scene, work)
            measured["work"][scene] = work_per_frame(args.halo, scene, work)
            h = measured["host"][scene]
            print(f"{scene:42} " + "  ".join(f"{s} {h[s]:>11,}" for s in STAGES), flush=True)
    if args.update:
        old = {}
        if os.path.exists(args.baselines):
            with open(args.baselines) as f:
                old = json.load(f)
        for kind in ("host", "work"):
            old.setdefault(kind, {}).update(measured[kind])
        old["about"] = ("Instructions a frame of each host stage (callgrind, frames "
                        f"{FRAMES_B} less {FRAMES_A}, named scenes at {SIZE}) and the GPU's work a frame "
                        "by pass (halo bench --work): scripts/perf-check.py; more than 5% above fails.")
        with open(args.baselines, "w") as f:
            json.dump(old, f, indent=1, sort_keys=True)
            f.write("\n")
        print(f"perf-check: wrote {args.baselines}")
        return
    if not os.path.exists(args.baselines):
        fail(f"no baselines at {args.baselines} (run with --update)")
    with open(args.baselines) as f:
        baselines = json.load(f)
    failures = compare(measured, baselines)
    for line in failures:
        print(f"perf-check: FAIL {line}", file=sys.stderr)
    if failures:
        sys.exit(1)
    print(f"perf-check: {len(scenes)} scenes within 5% of their baselines")


if __name__ == "__main__":
    main()
