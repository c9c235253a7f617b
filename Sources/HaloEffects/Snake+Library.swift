import HaloCore

extension Snake: TimedEffect {
    /// None: every parameter stands alone.
    public var warnings: [String] { [] }

    static let entry = EffectLibrary.Entry(
        name: "snake", commandName: "snake",
        summary:
            "Seed 001: a glowing trimmed segment running around a shape every 2 s (two copies, the second "
            + "rotated 180 degrees)",
        parameters: Glow.parameterDefaults.filter { $0.name != "lineCap" } + [
            ("period", "2"), ("delay", "0.2"), ("variant", "pair (or single)"),
        ],
        make: { c in
            try c.only(["shape", "paint", "lineWidth", "blurRadius", "period", "delay", "variant"])
            var g = Snake(shape: try c.value("shape", Shape.self))
            g.glow = try Glow(parameters: c)
            g.period = try c.get("period", default: 2)
            g.delay = try c.get("delay", default: 0.2)
            g.variant = try c.get("variant", default: .pair)
            try checkFinite(g.period, "period", above: 0)
            try checkFinite(g.delay, "delay", min: 0, max: 1)
            return g
        },
        defaultSize: (360, 200),
        scene: { w, h in Glow.capsuleScene(effect: "snake", width: w, height: h) },
        aliases: ["glowTrim"])
}
