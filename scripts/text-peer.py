#!/usr/bin/env python3
"""Halo's text layout beside pango's (pango-view: HarfBuzz shaping, fontconfig fallback, FriBidi), string by string.

For each string (38, in 15 scripts, emoji sequences and mixed directions), both lay it out in DejaVu Sans at
20 px (pango-view --pixels, no hinting, subpixel positions), unwrapped or wrapped at a width, and this compares:
the faces (by family), the glyph sequence (ids in visual order, line by line), where lines break (each line's
first character), and the glyphs' positions along each line (from its first glyph; within 0.5 px).

Usage: scripts/text-peer.py [HALO_BINARY] [--markdown]   (needs pango1.0-tools; exits 1 where any differs)
       scripts/text-peer.py HALO_BINARY --speed       (2,000 mixed characters: to PNG against pango-view, and
                                                      frame by frame in one process against pango and cairo)
"""
import json, os, subprocess, sys, tempfile

SIZE = 20
# (label, text, wrap width in px or 0)
STRINGS = [
    ("Latin", "Hello, world", 0),
    ("Latin, kerning", "AVATAR Wave To", 0),
    ("Latin, accents", "héllo naïve café", 0),
    ("Latin, combining", "e\u0301 a\u0308 o\u0302\u0323", 0),
    ("Latin, wrapped", "The quick brown fox jumps over the lazy dog", 160),
    ("Latin, hyphen", "well-known state-of-the-art", 120),
    ("Greek", "Καλημέρα κόσμε", 0),
    ("Cyrillic", "Съешь же ещё этих мягких", 0),
    ("Cyrillic, wrapped", "Съешь же ещё этих мягких французских булок", 180),
    ("Armenian", "Բարեւ աշխարհ", 0),
    ("Georgian", "გამარჯობა მსოფლიო", 0),
    ("Arabic", "مرحبا بالعالم", 0),
    ("Arabic, numbers", "عام 2024 سعيد", 0),
    ("Arabic, wrapped", "اللغة العربية جميلة جدا ومليئة بالكلمات", 150),
    ("Hebrew", "שלום עולם", 0),
    ("Hebrew with English", "שלום world עולם", 0),
    ("English with Hebrew", "hello שלום עולם world", 0),
    ("English with Hebrew, wrapped", "abc אבג דהו", 110),
    ("Hebrew with English, wrapped", "שלום world עולם again", 150),
    ("Devanagari", "नमस्ते दुनिया", 0),
    ("Devanagari, conjuncts", "क्षत्रिय श्री", 0),
    ("Bengali", "হ্যালো বিশ্ব", 0),
    ("Tamil", "வணக்கம் உலகம்", 0),
    ("Thai", "สวัสดีชาวโลก", 0),
    ("Chinese", "你好世界", 0),
    ("Chinese, wrapped", "中文文本没有空格也能在字符之间换行显示", 120),
    ("Japanese", "こんにちは世界、カタカナ", 0),
    ("Japanese, wrapped", "日本語のテキストは文字の間で改行できます", 130),
    ("Japanese, kana kerning", "日本語のテキスト、カタカナとひらがな", 200),
    ("Korean", "안녕하세요 세계", 0),
    ("Ethiopic", "ሰላም ለዓለም", 0),
    ("Emoji", "hi 😀", 0),
    ("Emoji, skin tone", "👋🏽 wave", 0),
    ("Emoji, ZWJ family", "👨‍👩‍👧‍👦", 0),
    ("Emoji, flags", "🇯🇵 🇫🇷 🇧🇷", 0),
    ("Emoji, keycap", "#️⃣ 1️⃣", 0),
    ("Mixed", "مرحبا بالعالم 👋🏽 héllo 中文", 0),
    ("Mixed, wrapped", "Hello مرحبا 你好 שלום नमस्ते", 140),
]


def scalar_index(text, byte_index):
    """The index, in Unicode scalars, of a UTF-8 byte offset."""
    return len(text.encode("utf-8")[:byte_index].decode("utf-8", errors="ignore"))


def pango(text, width, tmp):
    out = os.path.join(tmp, "p.json")
    cmd = ["pango-view", "--no-display", f"--font=DejaVu Sans {SIZE}", "--pixels", "--hinting=none",
           "--subpixel-positions", f"--serialize-to={out}", "-o", os.path.join(tmp, "p.png"), "-t", text]
    if width:
        cmd += ["-w", str(width)]
    subprocess.run(cmd, check=True, capture_output=True)
    data = json.load(open(out))
    lines = []
    for line in data["output"]["lines"]:
        x, runs = 0.0, []
        for run in line["runs"]:
            words = run["font"]["description"].split()
            family = " ".join(w for w in words[:-1])
            glyphs = []
            for g in run["glyphs"]:
                glyphs.append((g["glyph"] & 0x0FFFFFFF, x + g.get("x-offset", 0) / 1024))
                x += g["width"] / 1024
            runs.append((family, glyphs))
        lines.append((scalar_index(text, line["start-index"]), runs))
    return lines


def halo(binary, text, width):
    cmd = [binary, "layout", "--size", str(SIZE), text]
    if width:
        cmd[2:2] = ["--width", str(width)]
    data = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
    return [(line["start"], [(r["family"], [(g["id"], g["x"], g["character"]) for g in r["glyphs"]])
                             for r in line["runs"]])
            for line in data["lines"]]


EMPTY = 0x0FFFFFFF  # PANGO_GLYPH_EMPTY: pango's glyph for the spaces a wrapped line ends with


def hanging(lines, text, pango_side):
    """Each line without the invisible spaces it hangs at its end where it wraps: pango writes them as its empty
    glyph, Halo keeps the space glyphs (both draw nothing there and measure the line without them)."""
    out = []
    for n, (start, runs) in enumerate(lines):
        if pango_side:
            runs = [(f, [(g, x) for g, x in gs if g != EMPTY]) for f, gs in runs]
        else:
            spaces = set()
            if n + 1 < len(lines):
                i = lines[n + 1][0] - 1
                while i >= start and text[i].isspace():
                    spaces.add(i)
                    i -= 1
            runs = [(f, [(g, x) for g, x, c in gs if c not in spaces]) for f, gs in runs]
        out.append((start, [(f, gs) for f, gs in runs if gs]))
    return out


def compare(label, text, width, binary, tmp):
    p, h = pango(text, width, tmp), halo(binary, text, width)
    p, h = hanging(p, text, True), hanging(h, text, False)
    def flat(lines):
        return [[(fam, gid) for fam, gs in runs for gid, _ in gs] for _, runs in lines]
    def xs(lines):
        out = []
        for _, runs in lines:
            pts = [x for _, gs in runs for _, x in gs]
            out.append([x - pts[0] for x in pts] if pts else [])
        return out
    same_breaks = [s for s, _ in p] == [s for s, _ in h]
    same_glyphs = [[g for _, g in l] for l in flat(p)] == [[g for _, g in l] for l in flat(h)]
    same_faces = flat(p) == flat(h)
    worst = None
    if same_glyphs and same_breaks:
        worst = max((abs(a - b) for lp, lh in zip(xs(p), xs(h)) for a, b in zip(lp, lh)), default=0.0)
    faces = sorted({fam for _, runs in h for fam, _ in runs})
    return dict(label=label, text=text, width=width, breaks=same_breaks, glyphs=same_glyphs, faces=same_faces,
                worst=worst, halo_faces=faces, glyph_count=sum(len(l) for l in flat(h)), lines=len(h),
                detail=None if same_glyphs and same_breaks and same_faces else (p, h))


SPEED_PARTS = ["Hello world, this is mixed text.", "مرحبا بالعالم، هذا نص عربي.", "שלום עולם, זה טקסט עברי.",
               "你好世界,这是中文文本。", "こんにちは世界、日本語のテキスト。", "안녕하세요 세계, 한국어 텍스트.",
               "नमस्ते दुनिया, यह हिंदी पाठ है।", "สวัสดีชาวโลก นี่คือข้อความภาษาไทย", "Привет мир, это русский текст.",
               "Γειά σου κόσμε, ελληνικό κείμενο."]


BLUE = "#1e3a8a"  # a text colour that is not grey, for the speed measure's second frame

PANGO_FRAMES = r"""
import json, sys, time
started = time.perf_counter()
import gi
gi.require_version("Pango", "1.0"); gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo
import cairo
text, size, frames = open(sys.argv[1]).read(), int(sys.argv[2]), int(sys.argv[3])
surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, 1920, 1080)
options = cairo.FontOptions()
options.set_hint_style(cairo.HINT_STYLE_NONE)
options.set_hint_metrics(cairo.HINT_METRICS_OFF)
def frame(layout=None):
    cr = cairo.Context(surface)
    cr.set_source_rgb(1, 1, 1)
    cr.paint()
    if layout is None:
        layout = PangoCairo.create_layout(cr)
        PangoCairo.context_set_font_options(layout.get_context(), options)
        layout.set_font_description(Pango.FontDescription.from_string(f"DejaVu Sans {size}px"))
        layout.set_width(1880 * Pango.SCALE)
        layout.set_wrap(Pango.WrapMode.WORD_CHAR)
        layout.set_text(text, -1)
    cr.move_to(20, 20)
    cr.set_source_rgb(0, 0, 0)
    PangoCairo.show_layout(cr, layout)
    surface.flush()
    return layout
t = time.perf_counter()
kept = frame()
first = time.perf_counter() - t
def median(body):
    times = []
    for _ in range(frames):
        t = time.perf_counter()
        body()
        times.append(time.perf_counter() - t)
    return sorted(times)[len(times) // 2]
print(json.dumps({"first": first * 1000, "layout_and_render": median(frame) * 1000,
                  "render": median(lambda: frame(kept)) * 1000}))
"""


def halo_bench(binary, scene, *args):
    """`halo bench` of a scene file on the CPU: {stage: median ms}, and the host stages' columns."""
    out = subprocess.run([binary, "bench", scene, "--backend", "cpu", *args], check=True, capture_output=True,
                         text=True).stdout.splitlines()
    result = {}
    for i, line in enumerate(out):
        cells = line.split()
        if cells and cells[0] == "scene" and "evaluate" in cells and i + 1 < len(out):
            values = out[i + 1].split()
            result.update(zip(["evaluate", "resolve", "plan", "encode", "host"], map(float, values[2:7])))
        elif len(cells) >= 4 and cells[1] == "cpu":
            result[cells[2]] = float(cells[3])
    return result


def speed(binary, runs=9):
    """2,000 characters of mixed scripts, Halo beside pango in the same run:
    - to PNG, process against process: `halo render` of a 1920x1080 scene and of one the text's height
      (CPU backend) against pango-view (cairo, the text's extent); medians of `runs`, interleaved; and the
      1080p frame in a colour that is not grey (so an RGB file) against `pango-view --foreground`;
    - in one process (`halo bench` on the CPU; pango and cairo through PyGObject onto a 1920x1080 surface): the
      first frame (fonts loaded, laid out, drawn) and, after it, a frame of the same text (Halo keeps the layout
      and the geometry; pango lays out again, or draws its kept layout), and a frame of every glyph moving (seed
      004's bounce: Halo plans and covers each glyph afresh)."""
    import statistics, time
    text = ""
    while len(text) < 2000:
        text += SPEED_PARTS[len(text) % len(SPEED_PARTS)] + " "
    text = text[:2000]
    with tempfile.TemporaryDirectory() as tmp:
        txt = os.path.join(tmp, "text.txt")
        open(txt, "w").write(text)
        def scene(name, height, item):
            path = os.path.join(tmp, name)
            json.dump({"canvas": {"width": 1920, "height": height, "background": "white"},
                       "layers": [{"items": [item]}]}, open(path, "w"), ensure_ascii=False)
            return path
        font = {"family": "DejaVu Sans", "size": SIZE}
        still = {"text": text, "markdown": False, "font": font, "frame": [20, 20, 1880, 1040], "alignment": "leading"}
        full = scene("scene.json", 1080, still)
        short = scene("short.json", 420, dict(still, frame=[20, 20, 1880, 400]))
        blue = scene("blue.json", 1080, dict(still, color=BLUE))
        moving = scene("bounce.json", 1080, {"effect": "textEffects", "renderer": "bounce", "text": text, "font": font,
                                             "color": "black", "frame": [20, 20, 1880, 1040], "alignment": "leading"})
        times = {"halo": [], "short": [], "pango": [], "blue": [], "pango blue": []}
        for _ in range(runs):
            for key, cmd in (("halo", [binary, "render", full]), ("short", [binary, "render", short]),
                             ("blue", [binary, "render", blue])):
                t = time.perf_counter()
                subprocess.run(cmd + ["--backend", "cpu", "--overwrite", "-o", os.path.join(tmp, "h.png")], check=True,
                               capture_output=True)
                times[key].append(time.perf_counter() - t)
            for key, extra in (("pango", []), ("pango blue", [f"--foreground={BLUE}"])):
                t = time.perf_counter()
                subprocess.run(["pango-view", "--no-display", f"--font=DejaVu Sans {SIZE}", "--pixels",
                                "--hinting=none", "-w", "1880", "-o", os.path.join(tmp, "p.png"), *extra, txt],
                               check=True, capture_output=True)
                times[key].append(time.perf_counter() - t)
        h, s, p, b, pb = (statistics.median(times[k]) * 1000 for k in ("halo", "short", "pango", "blue", "pango blue"))
        print(f"To PNG, process against process, median of {runs}: halo render {h:.1f} ms (1920x1080), "
              f"{s:.1f} ms (1920x420); pango-view {p:.1f} ms (1900x398, its text's extent); "
              f"halo / pango {h / p:.2f} and {s / p:.2f}")
        print(f"The same in {BLUE} (not grey: RGB files): halo render {b:.1f} ms (1920x1080); pango-view "
              f"--foreground {pb:.1f} ms; halo / pango {b / pb:.2f}")
        cold = halo_bench(binary, full, "--stages", "host,render", "--warmup", "0", "--frames", "1")
        warm = halo_bench(binary, full, "--stages", "host,render", "--frames", "30")
        bounce = halo_bench(binary, moving, "--stages", "host,render", "--frames", "20")
        first = cold["resolve"] + cold["render"]
        print(f"Halo in one process (CPU): first frame {first:.1f} ms (resolve {cold['resolve']:.1f}: fonts and "
              f"layout; render {cold['render']:.1f}: plan and draw); the same text again {warm['host'] + warm['render']:.1f}"
              f" ms a frame (host {warm['host']:.2f}, render {warm['render']:.2f}: a still frame is drawn once); "
              f"every glyph moving "
              f"{bounce['host'] + bounce['render']:.1f} ms (host {bounce['host']:.1f}, render {bounce['render']:.1f})")
        peer = subprocess.run(["/usr/bin/python3", "-c", PANGO_FRAMES, txt, str(SIZE), "30"], capture_output=True,
                              text=True)
        if peer.returncode != 0:
            print("pango in one process: skipped (needs python3-gi, python3-gi-cairo and gir1.2-pango-1.0): "
                  + peer.stderr.strip().splitlines()[-1] if peer.stderr.strip() else "")
            return
        q = json.loads(peer.stdout)
        print(f"pango in one process: first frame {q['first']:.1f} ms; laid out and drawn again "
              f"{q['layout_and_render']:.2f} ms a frame; its layout drawn again {q['render']:.2f} ms")
        print(f"Halo / pango: first frame {first / q['first']:.2f}; the same text "
              f"{(warm['host'] + warm['render']) / q['layout_and_render']:.2f} (against pango laying out again), "
              f"moving glyphs {(bounce['host'] + bounce['render']) / q['layout_and_render']:.2f}")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    binary = args[0] if args else ".build/debug/halo"
    markdown = "--markdown" in sys.argv
    if "--speed" in sys.argv:
        return speed(binary)
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for label, text, width in STRINGS:
            results.append(compare(label, text, width, binary, tmp))
    bad = 0
    if markdown:
        print("| string | width | lines | glyphs | same glyphs | same faces | same breaks | worst position (px) |")
        print("|---|---:|---:|---:|---|---|---|---:|")
    for r in results:
        ok = r["glyphs"] and r["faces"] and r["breaks"] and r["worst"] is not None and r["worst"] <= 0.5
        bad += 0 if ok else 1
        worst = "-" if r["worst"] is None else f"{r['worst']:.3f}"
        yes = lambda b: "yes" if b else "**no**"
        if markdown:
            print(f"| {r['label']} | {r['width'] or '-'} | {r['lines']} | {r['glyph_count']} | {yes(r['glyphs'])} | "
                  f"{yes(r['faces'])} | {yes(r['breaks'])} | {worst} |")
        else:
            print(f"{'ok ' if ok else 'BAD'} {r['label']:<24} lines {r['lines']} glyphs {r['glyph_count']:>3} "
                  f"glyphs {yes(r['glyphs'])} faces {yes(r['faces'])} breaks {yes(r['breaks'])} worst {worst}"
                  f" ({', '.join(r['halo_faces'])})")
            if r["detail"] and "--verbose" in sys.argv:
                p, h = r["detail"]
                print("   pango:", p)
                print("   halo: ", h)
    scripts = {label.split(",")[0] for label, _, _ in STRINGS} - {"Emoji", "Mixed", "English with Hebrew", "Hebrew with English"}
    print(f"{len(results) - bad} of {len(results)} strings the same ({len(scripts)} scripts, emoji sequences, mixed)")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
