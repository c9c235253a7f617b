#!/usr/bin/env python3
"""Compiles a folder of SwiftUI code as its authors wrote it against HaloUI, renders it, prints the table.

    scripts/corpus-check.sh DIR [--work W] [--times 0.5,1.5] [--size 393x852] [--only G1,G2] [--jobs N]

DIR holds one folder per file group (one module each): the group's `.swift` files as written, any
`.metal` files they use, an optional `shim.swift` for the app's own names defined elsewhere, and an
optional `source.json` ({"repo", "commit", "paths", "description", "root", "size", "times"}).

Each group's files are copied into a scratch package with `import SwiftUI` swapped for
`import HaloUI` and `#Preview` blocks cut out (their lines kept blank, so errors keep their line
numbers); nothing else changes. Each group is compiled on its own (Swift 5 language mode, with
`-warn-long-expression-type-checking=300`), so one group's errors never hide another's. The root
view of each group that compiles (source.json's `root`, else its first `#Preview`, else its
`PreviewProvider`, else its View types no other type of the group uses) is rendered on the CPU at
the chosen times into W/stills, one process a view (a crash or a hang fails that view only).

The table goes to standard output, and W/results.json keeps every row for docs/compatibility.md
(scripts/corpus-table.py).
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time

HALO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TYPECHECK_BUDGET_MS = 300


# ---------------------------------------------------------------- Swift text

def scan_code(text):
    """Yields (index, char, in_code) for each character, skipping strings and comments."""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                yield k, text[k], False
            i = j
            continue
        if text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            for k in range(i, j):
                yield k, text[k], False
            i = j
            continue
        m = re.match(r'(#*)("""|")', text[i:i + 12]) if c in '#"' else None
        if m:
            hashes, quote = m.group(1), m.group(2)
            close = quote + hashes
            j = i + len(m.group(0))
            depth = 0
            while j < n:
                if text[j] == "\\" and not hashes:
                    if text.startswith("\\(", j):
                        depth += 1
                        j += 2
                        continue
                    j += 2
                    continue
                if depth and text[j] == "(":
                    depth += 1
                elif depth and text[j] == ")":
                    depth -= 1
                elif not depth and text.startswith(close, j):
                    j += len(close)
                    break
                elif quote == '"' and text[j] == "\n":
                    break
                j += 1
            for k in range(i, j):
                yield k, text[k], False
            i = j
            continue
        yield i, c, True
        i += 1


def code_mask(text):
    """A list of booleans: whether each character is code (not a string or comment)."""
    mask = [False] * len(text)
    for k, _, code in scan_code(text):
        mask[k] = code
    return mask


def matching(text, mask, start, open_c, close_c):
    """The index after the bracket that closes the one at `start`, or -1."""
    depth = 0
    for k in range(start, len(text)):
        if not mask[k]:
            continue
        if text[k] == open_c:
            depth += 1
        elif text[k] == close_c:
            depth -= 1
            if depth == 0:
                return k + 1
    return -1


def blank(text, start, end):
    """`text` with [start, end) replaced by its newlines only."""
    return text[:start] + "".join(ch for ch in text[start:end] if ch == "\n") + text[end:]


def strip_previews(text):
    """Cuts `#Preview` blocks out (their lines left blank); returns (text, [(name, body)])."""
    previews = []
    while True:
        mask = code_mask(text)
        found = None
        for m in re.finditer(r"#Preview\b", text):
            if mask[m.start()]:
                found = m
                break
        if not found:
            return text, previews
        k = found.end()
        while k < len(text) and text[k].isspace():
            k += 1
        name = ""
        if k < len(text) and text[k] == "(":
            end = matching(text, mask, k, "(", ")")
            if end < 0:
                return text, previews
            args = text[k + 1:end - 1]
            named = re.match(r'\s*"([^"]*)"', args)
            name = named.group(1) if named else ""
            k = end
            while k < len(text) and text[k].isspace():
                k += 1
        if k >= len(text) or text[k] != "{":
            text = blank(text, found.start(), found.end())
            continue
        end = matching(text, mask, k, "{", "}")
        if end < 0:
            return text, previews
        previews.append((name, text[k + 1:end - 1]))
        text = blank(text, found.start(), end)


def swap_imports(text):
    """`import SwiftUI` (in any of its spellings) becomes `import HaloUI`."""
    return re.sub(r"^(\s*(?:@_exported\s+|@preconcurrency\s+)?import\s+(?:struct\s+|enum\s+|class\s+)?)SwiftUI\b",
                  r"\1HaloUI", text, flags=re.M)


def view_types(text):
    """Top-level type names declared as conforming to View."""
    mask = code_mask(text)
    names = []
    pattern = r"^\s*(?:(?:public|internal|private|fileprivate|final|@MainActor)\s+)*struct\s+(\w+)\s*(?:<[^>]*>)?\s*:\s*([^{]*)\{"
    for m in re.finditer(pattern, text, flags=re.M):
        if not mask[m.start(1)]:
            continue
        conformances = [c.strip() for c in m.group(2).split(",")]
        generic = "<" in text[m.start(1):m.end(1) + 2]
        if "View" in conformances or "SwiftUI.View" in conformances:
            names.append((m.group(1), generic, m.start()))
    return names


def provider_types(text):
    """Types conforming to PreviewProvider."""
    return re.findall(r"struct\s+(\w+)\s*:\s*[^{]*\bPreviewProvider\b", text)


def previewable_wrapper(name, body):
    """A View type whose body is a preview's; `@Previewable` lines become its stored properties."""
    lines = body.split("\n")
    props = [ln.replace("@Previewable", "", 1).strip() for ln in lines if ln.strip().startswith("@Previewable")]
    rest = [ln for ln in lines if not ln.strip().startswith("@Previewable")]
    out = [f"struct {name}: View {{"]
    out += ["    " + p for p in props]
    out += ["    var body: some View {"] + rest + ["    }", "}"]
    return "\n".join(out)


# ---------------------------------------------------------------- the scratch package

def module_name(group):
    return "G_" + re.sub(r"\W", "_", group)


def package_swift(groups, runner_groups):
    halo = os.path.basename(HALO).lower()
    flags = '.unsafeFlags(["-Xfrontend", "-warn-long-expression-type-checking=%d"])' % TYPECHECK_BUDGET_MS
    targets = []
    for g in groups:
        mod = module_name(g)
        targets.append(
            f'        .target(name: "{mod}", dependencies: [.product(name: "HaloUI", package: "{halo}")], '
            f'path: "Sources/{mod}", swiftSettings: [{flags}]),')
    deps = ", ".join(f'"{module_name(g)}"' for g in runner_groups)
    targets.append(
        '        .executableTarget(name: "corpus-runner", dependencies: ['
        + deps + (", " if deps else "")
        + f'.product(name: "HaloUI", package: "{halo}"), .product(name: "HaloRender", package: "{halo}"), '
        f'.product(name: "HaloIO", package: "{halo}")], path: "Sources/corpus-runner"),')
    return "\n".join([
        "// swift-tools-version:6.0",
        "// Made by scripts/corpus-check.sh: one module a file group of the corpus, and the runner.",
        "import PackageDescription",
        "",
        "let package = Package(",
        '    name: "CorpusCheck",',
        f'    dependencies: [.package(path: "{HALO}")],',
        "    targets: [",
        *targets,
        "    ],",
        "    swiftLanguageModes: [.v5]",
        ")",
        "",
    ])


class Group:
    def __init__(self, name, folder):
        self.name = name
        self.folder = folder
        self.module = module_name(name)
        meta_path = os.path.join(folder, "source.json")
        self.meta = {}
        self.meta_error = None
        if os.path.exists(meta_path):
            try:
                with open(meta_path) as f:
                    self.meta = json.load(f)
            except (OSError, ValueError) as e:
                self.meta_error = f"{meta_path}: {e}"
        self.files = sorted(f for f in os.listdir(folder) if f.endswith(".swift"))
        self.metal = sorted(f for f in os.listdir(folder) if f.endswith(".metal"))
        self.previews = []          # (file, name, body)
        self.views = []             # (file, name, generic)
        self.providers = []
        self.used_names = set()
        self.compiles = None
        self.error = ""
        self.error_kind = ""
        self.slow = []              # type-check warnings: "file:line: N ms"
        self.candidates = []        # (label, expression or wrapper source)
        self.root = None
        self.render = None          # "ok" or the reason
        self.warnings = []
        self.stills = []


def prepare(group, sources):
    """Copies a group's files into the scratch package, import swapped and previews cut."""
    dest = os.path.join(sources, group.module)
    os.makedirs(dest, exist_ok=True)
    all_text = ""
    for f in group.files:
        with open(os.path.join(group.folder, f), encoding="utf-8", errors="replace") as fh:
            text = fh.read()
        text = swap_imports(text)
        text, previews = strip_previews(text)
        group.previews += [(f, n, b) for n, b in previews]
        group.views += [(f, n, g) for n, g, _ in view_types(text)]
        group.providers += provider_types(text)
        all_text += text
        with open(os.path.join(dest, f), "w") as fh:
            fh.write(text)
    if not group.files:
        with open(os.path.join(dest, "Empty.swift"), "w") as fh:
            fh.write("// no Swift files\n")
    group.all_text = all_text


def root_candidates(group):
    """The expressions that may make the group's root view, best first."""
    cands = []
    meta_root = group.meta.get("root")
    if meta_root:
        cands.append(("root", meta_root if "(" in meta_root else f"{meta_root}()"))
    for i, (_, name, body) in enumerate(group.previews):
        cands.append((f"#Preview {name or i + 1}".strip(), ("wrapper", body)))
    for p in group.providers:
        cands.append((f"{p}.previews", f"{p}.previews"))
    names = [n for _, n, g in group.views if not g]
    for n in names:
        used = len(re.findall(r"\b%s\b" % n, group.all_text)) > 1
        if not used:
            cands.append((n, f"{n}()"))
    for n in names:
        if not any(c[1] == f"{n}()" for c in cands):
            cands.append((n, f"{n}()"))
    return cands


def run(cmd, cwd, timeout=None, env=None):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout, env=env)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"") + (e.stderr or b"")
        return 124, out.decode(errors="replace") if isinstance(out, bytes) else out


ERROR_KINDS = [
    ("no such module", r"no such module"),
    ("type-check too slow", r"unable to type-check this expression in reasonable time|reasonable time"),
    ("missing declaration", r"cannot find '.*' in scope|has no member|cannot find type|no type named"),
    ("missing initializer", r"extra argument|missing argument|incorrect argument label|no exact matches|"
                            r"extraneous argument label|cannot be constructed|ambiguous use of 'init"),
    ("protocol incomplete", r"does not conform|requires|protocol"),
    ("type mismatch", r"cannot convert|cannot assign|mismatch|generic parameter|could not infer|"
                      r"is not convertible|cannot infer|failed to produce diagnostic"),
    ("ambiguous", r"ambiguous"),
    ("concurrency", r"actor-isolated|Sendable|concurrency|main actor"),
]


def classify(message):
    for kind, pattern in ERROR_KINDS:
        if re.search(pattern, message):
            return kind
    return "other"


def first_error(output, folder_prefix):
    """The first `error:` a compiler wrote about a file under `folder_prefix`, else the first at all."""
    errors = re.findall(r"^(/[^\n:]+):(\d+):(\d+): error: ([^\n]*)", output, flags=re.M)
    for path, line, _, msg in errors:
        if path.startswith(folder_prefix):
            return f"{os.path.basename(path)}:{line}: {msg}"
    if errors:
        path, line, _, msg = errors[0]
        return f"{os.path.basename(path)}:{line}: {msg}"
    m = re.search(r"^error: ([^\n]*)", output, flags=re.M)
    return m.group(1) if m else output.strip().split("\n")[-1][:200]


def slow_checks(output, folder_prefix):
    found = re.findall(
        r"^(/[^\n:]+):(\d+):\d+: warning: (?:expression|instance method|getter|initializer|global function|"
        r"[\w ]+) took (\d+)ms to type-check", output, flags=re.M)
    return sorted({f"{os.path.basename(p)}:{ln}: {ms} ms" for p, ln, ms in found if p.startswith(folder_prefix)})


def runner_main(groups):
    """The runner's main.swift: a switch from a group's name to its root view."""
    lines = [
        "import Foundation",
        "import HaloCore",
        "import HaloIO",
        "import HaloRender",
        "import HaloUI",
        "",
        "/// The root view of a group, by name (on the main actor, where SwiftUI makes its views).",
        "@MainActor func root(_ key: String) -> AnyView? {",
        "    switch key {",
    ]
    for g in groups:
        lines.append(f'    case "{g.name}": return root_{g.module}()')
    lines += [
        "    default: return nil",
        "    }",
        "}",
        "",
        "/// Renders the group named on the command line (on the main actor, as its root is made).",
        "@MainActor func render() {",
        "let arguments = CommandLine.arguments",
        "guard arguments.count == 6, let view = root(arguments[1]),",
        "    let width = Double(arguments[3]), let height = Double(arguments[4]) else {",
        '    FileHandle.standardError.write("usage: corpus-runner GROUP OUTDIR WIDTH HEIGHT T1,T2 (unknown group?)\\n".data(using: .utf8)!)',
        "    exit(2)",
        "}",
        "do {",
        "    let renderer = try ViewRenderer(backend: .cpu)",
        '    for t in arguments[5].split(separator: ",").compactMap({ Double($0) }) {',
        "        let image = try renderer.image(of: view, width: width, height: height, background: .white, at: t)",
        '        let path = "\\(arguments[2])/\\(arguments[1])-\\(String(format: "%.2f", t)).png"',
        "        try PNG.write(image, to: URL(fileURLWithPath: path))",
        '        print("still \\(path)")',
        "    }",
        "} catch {",
        '    FileHandle.standardError.write("render error: \\(error)\\n".data(using: .utf8)!)',
        "    exit(1)",
        "}",
        "}",
        "",
        "// Top-level code runs on the main thread.",
        "MainActor.assumeIsolated { render() }",
        "",
    ]
    return "\n".join(lines)


def root_file(group, candidate):
    """The runner's file for one group: `@testable import` of the group, and its root."""
    label, expr = candidate
    out = ["import HaloUI", f"@testable import {group.module}", ""]
    if isinstance(expr, tuple):
        wrapper = f"CorpusPreview_{group.module}"
        out.append(previewable_wrapper(wrapper, expr[1]))
        expr = f"{wrapper}()"
    out += [f"@MainActor func root_{group.module}() -> AnyView {{", f"    AnyView({expr})", "}", ""]
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dir")
    ap.add_argument("--work", default=os.path.join(HALO, ".build-corpus-check"))
    ap.add_argument("--times", default="0.5,1.5")
    ap.add_argument("--size", default="393x852")
    ap.add_argument("--only", default="")
    ap.add_argument("--render-timeout", type=int, default=180)
    ap.add_argument("--no-render", action="store_true")
    args = ap.parse_args()

    corpus = os.path.abspath(args.dir)
    if not os.path.isdir(corpus):
        sys.exit(f"corpus-check: {args.dir}: no such folder (give a folder of file groups)")
    names = sorted(d for d in os.listdir(corpus)
                   if os.path.isdir(os.path.join(corpus, d)) and not d.startswith("."))
    if args.only:
        wanted = set(args.only.split(","))
        names = [n for n in names if n in wanted]
    if not names:
        sys.exit(f"corpus-check: {args.dir}: no group folders in it")
    work = os.path.abspath(args.work)
    pkg = os.path.join(work, "package")
    sources = os.path.join(pkg, "Sources")
    shaders = os.path.join(work, "shaders")
    stills = os.path.join(work, "stills")
    for d in (sources, shaders, stills):
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)

    groups = [Group(n, os.path.join(corpus, n)) for n in names]
    for g in groups:
        if g.meta_error:
            print(f"corpus-check: warning: {g.meta_error}: the group is checked without its source.json",
                  file=sys.stderr)
    for g in groups:
        prepare(g, sources)
        if g.metal:
            os.makedirs(os.path.join(shaders, g.module))
            for f in g.metal:
                shutil.copy(os.path.join(g.folder, f), os.path.join(shaders, g.module, f))
    os.makedirs(os.path.join(sources, "corpus-runner"))

    def write_package(runner_groups):
        with open(os.path.join(pkg, "Package.swift"), "w") as f:
            f.write(package_swift([g.name for g in groups], [g.name for g in runner_groups]))

    # 1. Each group compiled on its own.
    write_package([])
    with open(os.path.join(sources, "corpus-runner", "main.swift"), "w") as f:
        f.write(runner_main([]))
    log = lambda s: print(s, file=sys.stderr, flush=True)
    log(f"corpus-check: {len(groups)} groups; building HaloUI for the scratch package (first time: minutes)")
    rc, out = run(["swift", "build", "--product", "corpus-runner"], pkg)
    if rc != 0:
        sys.exit("corpus-check: the scratch package does not build without the corpus:\n" + out[-3000:])
    for i, g in enumerate(groups):
        start = time.time()
        rc, out = run(["swift", "build", "--target", g.module], pkg, timeout=900)
        prefix = os.path.join(sources, g.module) + "/"
        g.compiles = rc == 0
        g.slow = slow_checks(out, prefix)
        if not g.compiles:
            g.error = "compile timed out (900 s)" if rc == 124 else first_error(out, prefix)
            g.error_kind = "timeout" if rc == 124 else classify(g.error)
        log(f"[{i + 1}/{len(groups)}] {g.name}: {'compiles' if g.compiles else g.error} ({time.time() - start:.0f} s)")

    # 2. The runner, with each compiling group's best root that compiles.
    compiled = [g for g in groups if g.compiles]
    for g in compiled:
        g.candidates = root_candidates(g)
    pending = [g for g in compiled if g.candidates]
    for g in compiled:
        if not g.candidates:
            g.render = "no root view (no View type, preview or source.json root)"
    while pending and not args.no_render:
        for f in os.listdir(os.path.join(sources, "corpus-runner")):
            os.remove(os.path.join(sources, "corpus-runner", f))
        for g in pending:
            with open(os.path.join(sources, "corpus-runner", f"Root_{g.module}.swift"), "w") as f:
                f.write(root_file(g, g.candidates[0]))
        with open(os.path.join(sources, "corpus-runner", "main.swift"), "w") as f:
            f.write(runner_main(pending))
        write_package(pending)
        log(f"corpus-check: building the runner with {len(pending)} roots")
        rc, out = run(["swift", "build", "--product", "corpus-runner"], pkg)
        if rc == 0:
            break
        bad = set(re.findall(r"/Root_(G_\w+)\.swift:\d+:\d+: error", out))
        if not bad:
            sys.exit("corpus-check: the runner does not build:\n" + out[-3000:])
        for g in pending:
            if g.module in bad:
                g.candidates.pop(0)
                if not g.candidates:
                    g.render = "no root view builds without arguments: " + first_error(out, os.path.join(
                        sources, "corpus-runner", f"Root_{g.module}.swift"))
        pending = [g for g in pending if g.candidates]

    # 3. Each root's stills, one process a view.
    times = args.times
    runner = os.path.join(pkg, ".build", "debug", "corpus-runner")
    for g in pending if not args.no_render else []:
        g.root = g.candidates[0][0]
        size = g.meta.get("size") or [float(v) for v in args.size.split("x")]
        t = ",".join(str(x) for x in g.meta.get("times", [])) or times
        env = dict(os.environ)
        env["HALO_IMAGE_PATH"] = g.folder
        if g.metal:
            env["HALO_SHADER_PATH"] = os.path.join(shaders, g.module)
        rc, out = run([runner, g.name, stills, str(size[0]), str(size[1]), t], work,
                      timeout=args.render_timeout, env=env)
        g.stills = re.findall(r"^still (.*)$", out, flags=re.M)
        g.warnings = sorted(set(re.findall(r"halo: warning: ([^\n]*)", out)))
        if rc == 0:
            g.render = "ok"
        elif rc == 124:
            g.render = f"timed out ({args.render_timeout} s)"
        elif rc < 0:
            g.render = f"crashed (signal {-rc})"
        else:
            m = re.search(r"render error: ([^\n]*)", out)
            g.render = m.group(1) if m else (out.strip().split("\n")[-1] if out.strip() else f"exit {rc}")
        log(f"render {g.name}: {g.render}")

    rows = []
    for g in groups:
        rows.append({
            "group": g.name, "repo": g.meta.get("repo", ""), "commit": g.meta.get("commit", ""),
            "paths": g.meta.get("paths", g.files), "genre": g.meta.get("genre", ""),
            "description": g.meta.get("description", ""), "compiles": g.compiles,
            "error": g.error, "error_kind": g.error_kind, "slow_type_checks": g.slow,
            "root": g.root, "render": g.render, "warnings": g.warnings, "stills": g.stills,
        })
    with open(os.path.join(work, "results.json"), "w") as f:
        json.dump(rows, f, indent=1)
    print_table(rows)


def print_table(rows):
    n = len(rows)
    compiled = sum(1 for r in rows if r["compiles"])
    rendered = sum(1 for r in rows if r["render"] == "ok")
    print(f"{n} groups: {compiled} compile ({100 * compiled / n:.0f}%), {rendered} render ({100 * rendered / n:.0f}%)")
    kinds = {}
    for r in rows:
        if not r["compiles"]:
            kinds[r["error_kind"]] = kinds.get(r["error_kind"], 0) + 1
    for k, v in sorted(kinds.items(), key=lambda kv: -kv[1]):
        print(f"  {v:3d}  {k}")
    print()
    print("| group | compiles | renders | first error |")
    print("|---|---|---|---|")
    for r in rows:
        err = r["error"] if not r["compiles"] else ("" if r["render"] == "ok" else (r["render"] or ""))
        print(f"| {r['group']} | {'yes' if r['compiles'] else 'no'} | "
              f"{'yes' if r['render'] == 'ok' else 'no'} | {err.replace('|', '/')[:160]} |")


if __name__ == "__main__":
    main()
