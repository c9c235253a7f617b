#!/usr/bin/env python3
"""Halo's text layout beside pango's (pango-view: HarfBuzz shaping, fontconfig fallback, FriBidi), string by string.

For each string (38, in 15 scripts, emoji sequences and mixed directions), both lay it out in DejaVu Sans at
20 px (pango-view --pixels, no hinting, subpixel positions), unwrapped or wrapped at a width, and this compares:
the faces (by family), the glyph sequence (ids in visual order, line by line), where lines break (each line's
first character), and the glyphs' positions along each line (from its first glyph; within 0.5 px).

Usage: scripts/text-peer.py [HALO_BINARY] [--markdown]   (needs pango1.0-tools; exits 1 where any differs)
       scripts/text-peer.py HALO_BINARY --speed       (2,000 mixed characters to PNG, halo against pango-view)
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


def speed(binary, runs=7):
    """2,000 characters of mixed scripts to PNG, process against process: `halo render` of a 1920x1080 scene
    (CPU backend) and pango-view (cairo) wrapping at the same width; medians of `runs`, interleaved."""
    import statistics, time
    text = ""
    while len(text) < 2000:
        text += SPEED_PARTS[len(text) % len(SPEED_PARTS)] + " "
    text = text[:2000]
    with tempfile.TemporaryDirectory() as tmp:
        txt, scene = os.path.join(tmp, "text.txt"), os.path.join(tmp, "scene.json")
        open(txt, "w").write(text)
        json.dump({"canvas": {"width": 1920, "height": 1080, "background": "white"},
                   "layers": [{"items": [{"text": text, "markdown": False, "font": {"family": "DejaVu Sans", "size": SIZE},
                                          "frame": [20, 20, 1880, 1040], "alignment": "leading"}]}]},
                  open(scene, "w"), ensure_ascii=False)
        halo_s, pango_s = [], []
        for _ in range(runs):
            t = time.perf_counter()
            subprocess.run([binary, "render", scene, "--backend", "cpu", "--overwrite", "-o",
                            os.path.join(tmp, "h.png")], check=True, capture_output=True)
            halo_s.append(time.perf_counter() - t)
            t = time.perf_counter()
            subprocess.run(["pango-view", "--no-display", f"--font=DejaVu Sans {SIZE}", "--pixels", "--hinting=none",
                            "-w", "1880", "-o", os.path.join(tmp, "p.png"), txt], check=True, capture_output=True)
            pango_s.append(time.perf_counter() - t)
    h, p = statistics.median(halo_s) * 1000, statistics.median(pango_s) * 1000
    print(f"2000 characters to PNG, median of {runs}: halo render {h:.0f} ms (1920x1080), pango-view {p:.0f} ms "
          f"(its text's extent); halo / pango {h / p:.2f}")


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
