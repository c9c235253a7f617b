import Foundation
import HaloCatalog
import HaloCore
import HaloCPU
import HaloGL
import HaloTestSupport
import Testing
import HaloTestSupport

/// The harmonic shader, GPU against CPU: 6 times idle and 6 pressed at scales 1, 2 and 3, and
/// full frame at 1920 x 1080. The transcendental functions (cos, sin, pow) differ between the
/// GPU and libm by a few ulps; the standard tolerance still holds, so it is not widened.
@Suite(.enabled(if: SharedGPU.available)) struct HarmonicTests {
    static let idleTimes = [0.0, 0.15, 0.4, 0.7, 0.85, 0.95]
    static let pressedTimes = [1.05, 1.2, 1.5, 1.9, 2.2, 2.45]

    @Test(arguments: [1.0, 2.0, 3.0])
    func buttonMatchesAtEveryScale(_ scale: Double) throws {
        let gpu = try SharedGPU.renderer(), cpu = CPURenderer()
        let times = Self.idleTimes + Self.pressedTimes
        let frames = try times.map { try cpu.render(SceneCatalog.harmonicScene(at: $0, scale: scale)) }
        for (i, t) in times.enumerated() {
            let scene = SceneCatalog.harmonicScene(at: t, scale: scale)
            // The control: the CPU's frame at the next time in the list (the last: the first).
            let outcome = ImageCheck.match(
                expected: frames[i], actual: try gpu.render(scene), control: frames[(i + 1) % times.count],
                "harmonic at scale \(scale), t = \(t)")
            print("harmonic scale \(fmt(scale)) t \(fmt(t)): \(outcome.metrics.summary)")
        }
    }

    @Test func fullFrameMatches() throws {
        // The peers' scene: the shader over the whole 1920 x 1080 frame, idle, at t = 29/60 s.
        let scene = Scene(
            canvas: Canvas(width: 1920, height: 1080),
            layers: [
                Layer(draws: [
                    Draw(
                        shape: Shape(kind: .rect, frame: Rect(x: 0, y: 0, width: 1920, height: 1080)),
                        paint: .harmonic(HarmonicPaint(time: 29.0 / 60)))
                ])
            ])
        let cpu = try CPURenderer().render(scene)
        // The control: the CPU's frame one pixel right and down.
        let outcome = ImageCheck.match(
            expected: cpu, actual: try SharedGPU.renderer().render(scene),
            control: ImageCheck.shifted(cpu, dx: 1, dy: 1), "full frame")
        print("harmonic full frame 1920x1080: \(outcome.metrics.summary)")
    }
}
