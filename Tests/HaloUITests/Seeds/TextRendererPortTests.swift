import HaloCPU
import HaloCore
import HaloEffects
import HaloUI
import HaloSeedPorts
import HaloTestSupport
import Testing

/// Seed 004 ported: the article's four `TextRenderer`s and views (time made explicit with
/// `@Animated`), each against the `text` effect with that renderer on the same canvas.
struct TextRendererPortTests {
    static func effect(_ renderer: String, blur: Bool = false, at t: Double) throws -> Scene {
        let parameters: [String: JSONValue] = [
            "renderer": .string(renderer), "frame": .array([0, 0, 900, 200].map(JSONValue.number)),
            "blur": .bool(blur),
        ]
        let scene = Scene(
            canvas: Canvas(width: 900, height: 200, background: .white),
            layers: [Layer(items: [.effect(EffectItem(name: "textEffects", parameters: parameters))])])
        return try EffectLibrary.resolve(scene, at: t)
    }

    static func compare<V: HaloUI.View>(_ view: V, _ renderer: String, blur: Bool = false, at t: Double) throws {
        let cpu = CPURenderer(threads: 1)
        let port = try ViewScene.scene(of: view, width: 900, height: 200, background: .white, at: t)
        let (a, b) = (try cpu.render(port), try cpu.render(effect(renderer, blur: blur, at: t)))
        // The control: the effect at another time; for the fade, the same at every time, the pulse's.
        let other = try cpu.render(
            renderer == "fade" ? effect("pulse", at: t) : effect(renderer, blur: blur, at: t + 0.35))
        ImageCheck.match(expected: b, actual: a, control: other, tolerance: .exact, "\(renderer) at t = \(t)")
    }

    @Test func fading() throws { try Self.compare(FadingView(), "fade", at: 0) }

    @Test(arguments: [0.0, 0.4, 1.0, 1.7])
    func pulse(t: Double) throws { try Self.compare(PulseView(), "pulse", at: t) }

    @Test(arguments: [0.0, 0.3, 0.8, 1.25])
    func bounce(t: Double) throws {
        try Self.compare(BounceView(), "bounce", at: t)
        try Self.compare(BounceView(blur: true), "bounce", blur: true, at: t)
    }

    @Test(arguments: [0.0, 0.5, 1.6])
    func floating(t: Double) throws { try Self.compare(FloatingView(), "floating", at: t) }

    @Test func theComparisonCatchesAnotherTime() throws {
        let cpu = CPURenderer(threads: 1)
        let port = try ViewScene.scene(of: BounceView(), width: 900, height: 200, background: .white, at: 0.3)
        let (a, b) = (try cpu.render(port), try cpu.render(Self.effect("bounce", at: 0.5)))
        ImageCheck.rejects(expected: b, actual: a, tolerance: ImageCheck.within(32))
    }

    @Test func runsCarryTheirAttributes() throws {
        struct Collect: TextRenderer {
            let found: Box
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                for line in layout {
                    for run in line { found.runs.append(run[FloatingAttribute.self] != nil) }
                }
            }
        }
        final class Box { var runs: [Bool] = [] }
        let box = Box()
        let special = Text("floating").customAttribute(FloatingAttribute())
        _ = try ViewScene.scene(
            of: Text("This word is \(special) in **the** sentence.").textRenderer(Collect(found: box)),
            width: 600, height: 100)
        #expect(box.runs == [false, true, false, false, false])
    }

    @Test func aNonUniformScaleIsNamed() throws {
        struct Stretch: TextRenderer {
            func draw(layout: Text.Layout, in context: inout GraphicsContext) {
                context.scaleBy(x: 2, y: 1)
                for line in layout { context.draw(line) }
            }
        }
        #expect(throws: SceneError.self) {
            try ViewScene.scene(of: Text("wide").textRenderer(Stretch()), width: 200, height: 50)
        }
    }
}
