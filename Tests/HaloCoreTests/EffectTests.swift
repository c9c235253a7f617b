import Foundation
import HaloCatalog
import Testing
@testable import HaloCore
@testable import HaloEffects

/// The effects as functions of time, and their parameters.
@Suite struct EffectTests {
    static let capsule = Shape(kind: .capsule, frame: Rect(x: 0, y: 0, width: 200, height: 60))

    @Test func intelligenceGlowFollowsTheSeedLayout() throws {
        let glow = IntelligenceGlow(shape: Self.capsule)
        let items = glow.items(at: 1.3)
        #expect(items.count == 4)
        // Layer 0 has blur 0: a plain strokeBorder of width 6; the rest are blurred layers.
        guard case .draw(let first) = items[0] else {
            Issue.record("layer 0 should be a plain draw")
            return
        }
        #expect(first.operation == .strokeBorder && first.style.lineWidth == 6)
        for (i, blur) in [(1, 4.0), (2, 12.0), (3, 15.0)] {
            guard case .layer(let l) = items[i] else {
                Issue.record("layer \(i) should be blurred")
                continue
            }
            #expect(l.blur == blur)
            #expect(l.draws[0].style.lineWidth == glow.lineWidths[i])
        }
    }

    /// The default scene puts the glow behind nothing, as the seed's usage does (behind text):
    /// only its strokeBorders are drawn, so the 6-pt inner stroke is not hidden by a fill.
    @Test func intelligenceGlowDefaultSceneHasNoFill() throws {
        let entry = try #require(EffectLibrary.entry(named: "intelligence-glow"))
        let (w, h) = entry.defaultSize
        let scene = try EffectLibrary.resolve(entry.scene(w, h), at: 1)
        let all = scene.layers.flatMap(\.allDraws)
        #expect(all.count == 4)
        #expect(all.allSatisfy { $0.operation == .strokeBorder }, "\(all.map(\.operation))")
    }

    /// Reproducer C of the hostile-input audit: a tiny interval or a huge time counts ticks
    /// past Int's range, which is clamped instead of trapping.
    @Test(arguments: [(1e-300, 5.0), (0.4, 1e19), (1e-300, 1e19), (.leastNonzeroMagnitude, 1e308)])
    func hugeTickCountsDoNotTrap(_ interval: Double, _ t: Double) {
        var glow = IntelligenceGlow(shape: Self.capsule)
        glow.updateInterval = interval
        let items = glow.items(at: t)
        #expect(items.count == 4)
        #expect(glow.items(at: t) == items)
    }

    @Test func decodedEffectsAreKeptPerItem() throws {
        // Items that differ in one parameter decode to their own effects, however often and
        // in whatever order they come; a bad item fails every time.
        func item(_ width: Double) -> EffectItem {
            EffectItem(
                name: "glow", parameters: ["lineWidth": .number(width), "shape": try! JSONValue.from(Self.capsule)])
        }
        func lineWidth(_ e: any TimedEffect) -> Double? {
            for i in e.items(at: 0.5) { if case .draw(let d) = i { return d.style.lineWidth } }
            return nil
        }
        for _ in 0..<3 {
            for w in [2.0, 7.0, 2.0, 11.0] {
                #expect(lineWidth(try EffectLibrary.effect(item(w), path: "e")) == w / 2, "lineWidth \(w)")
            }
        }
        for _ in 0..<2 {
            #expect(throws: SceneError.self) { try EffectLibrary.effect(item(-1), path: "e") }
        }
    }

    @Test func stopsAreRandomSortedAndRetargeted() throws {
        var glow = IntelligenceGlow(shape: Self.capsule)
        let s0 = glow.randomStops(tick: 0), s1 = glow.randomStops(tick: 1)
        #expect(s0.map(\.location) == s0.map(\.location).sorted())
        #expect(Set(s0.map(\.color)) == Set(glow.palette))
        #expect(s0 != s1)
        // At t = 0 every layer shows the initial stops; after a duration with no new tick
        // it would show the target; at 0.2 s it is between (easeInOut of 0.2 / 0.5).
        #expect(glow.stops(layer: 0, at: 0) == s0)
        let f = TimingCurve.easeInOut.value(at: 0.2 / 0.5)
        let mid = glow.stops(layer: 0, at: 0.2)
        for (m, (a, b)) in zip(mid, zip(s0, s1)) {
            #expect(abs(m.location - (a.location + (b.location - a.location) * f)) < 1e-12)
        }
        // Reduced motion: the latest target at once.
        glow.reduceMotion = true
        #expect(glow.stops(layer: 3, at: 0.41) == glow.randomStops(tick: 2))
    }

    @Test func framesArePureFunctionsOfTime() {
        let glow = IntelligenceGlow(shape: Self.capsule)
        let times = [0.0, 0.2, 0.45, 1.0, 2.7, 13.3]
        let forward = times.map { glow.items(at: $0) }
        let backward = times.reversed().map { glow.items(at: $0) }.reversed()
        #expect(forward == Array(backward))
        var other = glow
        other.seed = 2
        #expect(other.items(at: 1.0) != glow.items(at: 1.0))
        // Far in the future, history does not grow: the value still comes from the last ticks.
        #expect(glow.stops(layer: 3, at: 1000.0).count == 6)
    }

    @Test func mismatchedArraysUseTheShortestWithAWarning() throws {
        let json = """
            {"canvas": {"width": 100, "height": 60}, "layers": [{"items": [
              {"effect": "intelligenceGlow", "shape": {"type": "capsule", "frame": [10, 10, 80, 40]},
               "lineWidths": [6, 9, 11], "blurs": [0, 4]}]}]}
            """
        let scene = try Scene.load(json: Data(json.utf8))
        let warnings = try EffectLibrary.validate(scene)
        #expect(
            warnings == [
                "layers[0].items[0]: lineWidths, blurs and animationDurations have 3, 2 and 4 entries; drawing 2 "
                    + "layers (the shortest), as the seed does"
            ])
        let resolved = try EffectLibrary.resolve(scene, at: 0.5)
        guard case .layer(let l) = resolved.layers[0].items[0] else {
            Issue.record("effect not resolved")
            return
        }
        #expect(l.items.count == 2)
    }

    @Test(arguments: [
        (#""blurs": [0, -4]"#, "layers[0].items[0].blurs[1]: must be >= 0, got -4"),
        (#""blurs": [0, -0.5]"#, "layers[0].items[0].blurs[1]: must be >= 0, got -0.5"),
        (
            #""lineWidths": []"#,
            "layers[0].items[0].lineWidths: lineWidths, blurs and animationDurations need at least one entry each"
        ),
        (#""updateInterval": 0"#, "layers[0].items[0].updateInterval: must be > 0, got 0"),
        (#""glowColour": "red""#, "layers[0].items[0].glowColour: unknown parameter 'glowColour'"),
        (#""placement": "behind""#, "layers[0].items[0].placement: must be background or overlay, got 'behind'"),
        (#""lineWidths": "wide""#, "layers[0].items[0].lineWidths: expected an array"),
    ])
    func badParametersAreNamed(_ parameter: String, _ message: String) throws {
        let json = """
            {"canvas": {"width": 100, "height": 60}, "layers": [{"items": [
              {"effect": "intelligenceGlow", "shape": {"type": "capsule", "frame": [10, 10, 80, 40]}, \(parameter)}]}]}
            """
        let scene = try Scene.load(json: Data(json.utf8))
        #expect { try EffectLibrary.validate(scene) } throws: { "\($0)".hasPrefix(message) }
    }

    /// A scene may name an effect either way: `rotatingBorder` or the command line's `rotating-border`.
    @Test(arguments: EffectLibrary.all.map { ($0.name, $0.commandName) })
    func bothSpellingsNameTheEffect(_ sceneName: String, _ commandName: String) throws {
        let entry = try #require(EffectLibrary.entry(named: sceneName))
        // The default scene as a file, once as written and once with the other spelling.
        let json = String(decoding: try JSONEncoder().encode(entry.scene(300, 200)), as: UTF8.self)
        let other = json.replacingOccurrences(of: #""effect":"\#(sceneName)""#, with: #""effect":"\#(commandName)""#)
        #expect(other.contains(commandName))
        let resolved = try [json, other].map { try EffectLibrary.resolve(try Scene.load(json: Data($0.utf8)), at: 0.7) }
        #expect(resolved[0] == resolved[1])
        #expect(!resolved[0].layers.flatMap(\.items).isEmpty)
    }

    /// Scene files written before the snake had one name still render: `glowTrim` is `snake`.
    @Test func theSnakesOlderNameIsAccepted() throws {
        let json = { (name: String) in
            #"{"canvas": {"width": 200, "height": 100}, "layers": [{"items": [{"effect": "\#(name)", "#
                + #""shape": {"type": "capsule", "frame": [20, 30, 160, 40]}}]}]}"#
        }
        let old = try EffectLibrary.resolve(try Scene.load(json: Data(json("glowTrim").utf8)), at: 0.8)
        let new = try EffectLibrary.resolve(try Scene.load(json: Data(json("snake").utf8)), at: 0.8)
        #expect(old == new)
        #expect(EffectLibrary.entry(named: "glowTrim")?.name == "snake")
    }

    @Test func unknownEffectIsNamed() throws {
        let json = #"{"canvas": {"width": 10, "height": 10}, "layers": [{"items": [{"effect": "sparkle"}]}]}"#
        let scene = try Scene.load(json: Data(json.utf8))
        #expect { try EffectLibrary.validate(scene) } throws: { "\($0)".contains("unknown effect 'sparkle'") }
    }

    @Test func blurLimitsAreChecked() throws {
        // Any width renders (wide ones downsampled): 81 and 500 points at scale 2 load.
        for blur in ["81", "500"] {
            let json =
                #"{"canvas": {"width": 10, "height": 10, "scale": 2}, "layers": [{"blur": \#(blur), "items": []}]}"#
            #expect(throws: Never.self) { try Scene.load(json: Data(json.utf8)) }
        }
        for (blur, message) in [("-1", "must be >= 0, got -1"), ("1e308", "must be a finite number")] {
            let json =
                #"{"canvas": {"width": 10, "height": 10, "scale": 2}, "layers": [{"blur": \#(blur), "items": []}]}"#
            #expect(throws: SceneError.self) { try Scene.load(json: Data(json.utf8)) }
            do { _ = try Scene.load(json: Data(json.utf8)) } catch { #expect("\(error)".contains(message), "\(error)") }
        }
    }
}
