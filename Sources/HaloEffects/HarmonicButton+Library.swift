import HaloCore

extension HarmonicButton: TimedEffect {
    /// None: every parameter stands alone.
    public var warnings: [String] { [] }

    static let entry = EffectLibrary.Entry(
        name: "harmonicButton", commandName: "harmonic-button",
        summary: "Seed 003: the oscillating-strings shader in a 240 x 70 capsule button that springs when pressed",
        parameters: [
            ("frame", "[0, 0, 240, 70]"), ("waves", "6"), ("palette", "table (or cosine)"),
            (
                "presses",
                "[] ([[down, up], [down]] in seconds; up omitted: held); "
                    + "the default scene: [[1, 2.5]]"
            ),
        ],
        make: { c in
            try c.only(["frame", "waves", "palette", "presses"])
            let f: [Double] = try c.get("frame", default: [0, 0, 240, 70])
            try check(f.count == 4, "frame", "expected [x, y, width, height], got \(f.count) numbers")
            var b = HarmonicButton(frame: Rect(x: f[0], y: f[1], width: f[2], height: f[3]))
            b.waves = try c.get("waves", default: 6)
            b.palette = try c.get("palette", default: .table)
            let presses: [[Double]] = try c.get("presses", default: [])
            for (i, p) in presses.enumerated() {
                try check(
                    p.count == 1 || p.count == 2, "presses[\(i)]",
                    "a press is [down] or [down, up], got \(p.count) numbers")
                for v in p { try checkFinite(v, "presses[\(i)]", min: -1e6, max: 1e6) }
                if p.count == 2 {
                    try check(
                        p[1] > p[0], "presses[\(i)]",
                        "the release (\(fmt(p[1]))) must come after the press (\(fmt(p[0])))")
                }
                b.presses.append(Press(down: p[0], up: p.count == 2 ? p[1] : nil))
            }
            let sorted = b.presses.sorted { $0.down < $1.down }
            for (a, n) in zip(sorted, sorted.dropFirst()) {
                try check(
                    (a.up ?? .infinity) <= n.down, "presses",
                    "presses overlap: one at \(fmt(n.down)) s starts before the one at \(fmt(a.down)) s is released")
            }
            try b.frame.validate("frame")
            try checkFinite(b.waves, "waves", min: 0, max: 64)
            return b
        },
        defaultSize: (280, 110),
        scene: { w, h in
            Scene(
                canvas: Canvas(width: w, height: h, background: .black),
                layers: [
                    Layer(items: [
                        .effect(
                            EffectItem(
                                name: "harmonicButton",
                                parameters: [
                                    "frame": .array([(w - 240) / 2, (h - 70) / 2, 240, 70].map(JSONValue.number)),
                                    "presses": .array([.array([.number(1), .number(2.5)])]),
                                ]))
                    ])
                ])
        })
}
