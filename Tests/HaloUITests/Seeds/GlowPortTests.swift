import HaloCPU
import HaloCore
import HaloEffects
import HaloUI
import HaloSeedPorts
import HaloTestSupport
import Testing

/// Seed 000 ported: the article's `intelligenceBackground(in: .capsule)` (its own modifier, in
/// the port's IntelligenceStroke.swift, with time made explicit) against the `intelligence-glow`
/// default scene, and its `@State` stops as a timeline.
struct GlowPortTests {
    /// The default scene's capsule (0.6 x 0.25 of a 360 x 200 canvas) with nothing in it.
    static var port: some HaloUI.View { IntelligenceGlowDemo() }

    static func effectScene(at t: Double) throws -> Scene {
        let entry = try #require(EffectLibrary.entry(named: "intelligence-glow"))
        return try EffectLibrary.resolve(entry.scene(360, 200), at: t)
    }

    static func portScene(at t: Double) throws -> Scene {
        try ViewScene.scene(
            of: port, width: 360, height: 200, background: Color(red: 10 / 255, green: 10 / 255, blue: 14 / 255), at: t)
    }

    @Test(arguments: [0.0, 0.25, 0.4, 0.65, 1.3, 7.9])
    func thePortIsTheDefaultScene(t: Double) throws {
        let cpu = CPURenderer(threads: 1)
        let (a, b) = (try cpu.render(Self.portScene(at: t)), try cpu.render(Self.effectScene(at: t)))
        // The control: the effect a tenth of a second later (its stops from another time).
        let later = try cpu.render(Self.effectScene(at: t + 0.1))
        ImageCheck.match(expected: b, actual: a, control: later, tolerance: .exact, "t = \(t)")
    }

    @Test func theComparisonCatchesStopsFromAnotherTime() throws {
        let cpu = CPURenderer(threads: 1)
        let (a, b) = (try cpu.render(Self.portScene(at: 0.65)), try cpu.render(Self.effectScene(at: 0.5)))
        ImageCheck.rejects(expected: b, actual: a, tolerance: ImageCheck.within(2))
    }

    /// The article's usage, text and all: the glow behind `Text(...).padding(22)` is the
    /// effect placed on the padded text's frame, under the text.
    @Test func theArticlesUsageIsTheEffectAroundTheText() throws {
        let view = Text("Some text here").padding(22).intelligenceBackground(in: .capsule)
        let scene = try ViewScene.scene(of: view, width: 400, height: 160, background: .white, at: 0.9)
        let draws = scene.layers.flatMap(\.allDraws)
        // Four layers of stroke under the text's glyphs.
        let strokes = draws.filter { $0.operation == .strokeBorder }
        #expect(strokes.count == 4)
        let frame = try #require(strokes.first?.shape.frame)
        let glyphs = draws.filter { $0.operation == .fill }
        #expect(!glyphs.isEmpty)
        let text = glyphs.map(\.shape.frame).reduce(glyphs[0].shape.frame) { $0.union($1) }
        // The capsule is the text's box grown by 22 points each side, centred on the canvas.
        #expect(abs(frame.midX - 200) < 1e-9 && abs(frame.midY - 80) < 1e-9)
        #expect(frame.minX < text.minX - 20 && frame.maxX > text.maxX + 20)
        let glow = IntelligenceGlow(shape: HaloCore.Shape(kind: .capsule, frame: frame))
        let expected = glow.items(at: 0.9).flatMap { item -> [Draw] in
            Layer(items: [item]).allDraws
        }
        #expect(strokes.map(\.paint) == expected.map(\.paint))
    }

    /// `@Animated` reads the frame's time; `$value` is its timeline.
    @Test func animatedStateIsAFunctionOfTime() throws {
        struct Pulse: HaloUI.View {
            @Animated(to: 1.3, .easeInOut(duration: 1).repeatForever(autoreverses: true)) var scale = 1.0
            var body: some HaloUI.View { Rectangle().frame(width: 10 * scale, height: 10) }
        }
        for t in [0.0, 0.3, 1.0, 1.5] {
            let scene = try ViewScene.scene(of: Pulse(), width: 40, height: 40, at: t)
            let width = try #require(scene.layers.first?.allDraws.first?.shape.frame.width)
            let expected = HaloCore.Animation.easeInOut(1).repeatForever().value(from: 1.0, to: 1.3, at: t)
            #expect(abs(width - 10 * expected) < 1e-12, "t = \(t)")
        }
        // Retargeted: the second change runs from wherever the first would be, still moving
        // (at 1.5 s the first is at 7.5, and the second half-way from there to 0).
        let v = StateTimeline(0.0).animate(to: 10, with: .linear(duration: 2), at: 0)
            .animate(to: 0, with: .linear(duration: 1), at: 1)
        #expect(abs(v.value(at: 1) - 5) < 1e-12)
        #expect(abs(v.value(at: 1.5) - 3.75) < 1e-12)
        #expect(v.value(at: 3) == 0)
        // A clock running at the value's speed.
        let speed = StateTimeline(1.0).animate(to: 2, with: nil, at: 1)
        #expect(abs(speed.integral(to: 3) - 5) < 1e-9)
    }

    /// An `Animatable` value animates its `animatableData` only.
    @Test func animatableValuesInterpolateTheirData() {
        struct Renderer: HaloUI.Animatable, Equatable {
            var offset: Double
            var label: String
            var animatableData: Double {
                get { offset }
                set { offset = newValue }
            }
        }
        let a = StateTimeline(Renderer(offset: 0, label: "a"))
            .animate(to: Renderer(offset: 10, label: "b"), with: .linear(duration: 1), at: 0)
        #expect(a.value(at: 0.25) == Renderer(offset: 2.5, label: "b"))
        let pair = AnimatablePair(1.0, 2.0).interpolated(to: AnimatablePair(3.0, 6.0), 0.5)
        #expect(pair.first == 2 && pair.second == 4)
    }
}
