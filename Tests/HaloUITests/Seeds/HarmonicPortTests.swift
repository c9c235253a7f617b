import Foundation
import HaloCPU
import HaloCore
import HaloEffects
import HaloUI
import HaloSeedPorts
import HaloTestSupport
import Testing

/// Seed 003 ported: the article's `HarmonicButton` and `HarmonicStyle` with time made explicit,
/// against the `harmonic-button` default scene (pressed from 1 s to 2.5 s).
struct HarmonicPortTests {
    static func render(_ scene: Scene) throws -> HaloCore.Image { try CPURenderer(threads: 1).render(scene) }

    static func effectScene(at t: Double) throws -> Scene {
        let entry = try #require(EffectLibrary.entry(named: "harmonic-button"))
        return try EffectLibrary.resolve(entry.scene(280, 110), at: t)
    }

    @Test(arguments: [0.0, 0.5, 1.0, 1.1, 1.4, 2.5, 2.62, 4.0])
    func thePortIsTheDefaultScene(t: Double) throws {
        let view = try ViewScene.scene(of: HarmonicButtonDemo(), width: 280, height: 110, background: .black, at: t)
        let (a, b) = (try Self.render(view), try Self.render(Self.effectScene(at: t)))
        // The control: the effect a tenth of a second later.
        let later = try Self.render(Self.effectScene(at: t + 0.1))
        ImageCheck.match(expected: b, actual: a, control: later, tolerance: .exact, "t = \(t)")
    }

    @Test func theComparisonCatchesAnUnpressedButton() throws {
        let unpressed = Button(action: {}, label: {}).frame(width: 240, height: 70).buttonStyle(HarmonicStyle())
        let view = try ViewScene.scene(of: unpressed, width: 280, height: 110, background: .black, at: 1.2)
        let (a, b) = (try Self.render(view), try Self.render(Self.effectScene(at: 1.2)))
        ImageCheck.rejects(expected: b, actual: a, tolerance: ImageCheck.within(16))
    }

    @Test func badShaderArgumentsAreNamed() throws {
        // Too few arguments: a warning (the view drawn without the effect), an error when strict.
        let view = Rectangle().colorEffect(ShaderLibrary.default.harmonicColorEffect(.float(6), .float(0)))
        #expect(throws: StrictWarningError.self) {
            try StrictWarnings.checking { try ViewScene.scene(of: view, width: 20, height: 20) }
        }
        do {
            _ = try StrictWarnings.checking { try ViewScene.scene(of: view, width: 20, height: 20) }
        } catch let e as StrictWarningError {
            #expect("\(e)".contains("colorEffect") && "\(e)".contains("harmonicColorEffect takes 5 arguments"), "\(e)")
        }
        let nan = Rectangle().colorEffect(
            ShaderLibrary.default.harmonicColorEffect(.boundingRect, .float(Double.nan), .float(0)))
        #expect(throws: SceneError.self) { try ViewScene.scene(of: nan, width: 20, height: 20) }
    }

    /// A scaled, clipped view turns whole: its clip scales with it.
    @Test func aScaledClipScalesWithItsContent() throws {
        let view = Rectangle().fill(.red).clipShape(Circle()).scaleEffect(0.5).frame(width: 40, height: 40)
        let scene = try ViewScene.scene(of: view, width: 40, height: 40)
        let image = try Self.render(scene)
        func alpha(_ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * image.width + x) * 4 + 3] }
        // Half-size circle (radius 10 about the centre): 12 points out is outside it.
        #expect(alpha(20, 20) == 255)
        #expect(alpha(32, 20) == 0)
        #expect(alpha(27, 20) == 255)
    }
}
