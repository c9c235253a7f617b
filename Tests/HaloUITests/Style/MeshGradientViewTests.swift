import HaloCPU
import HaloUI
import HaloTestSupport
import Testing

import enum HaloCore.ImageDiff
import struct HaloCore.MeshPaint
import struct HaloCore.Point
import struct HaloCore.RGBA

/// HaloUI's `MeshGradient` against the scene it must lower to: SwiftUI's spelling, the mesh
/// filling its frame, its points animated by `withAnimation`, `.perceptual` refused by name.
struct MeshGradientViewTests {
    @Test func aMeshGradientViewIsTheBowedSceneAndDrawsItsPixels() throws {
        func p(_ x: Float, _ y: Float) -> SIMD2<Float> { SIMD2(x, y) }
        let view = MeshGradient(
            width: 2, height: 2,
            bezierPoints: [
                .init(
                    position: p(0, 0), leadingControlPoint: p(0, 0), topControlPoint: p(0, 0),
                    trailingControlPoint: p(0.3, 0.25), bottomControlPoint: p(-0.2, 0.3)),
                .init(
                    position: p(1, 0), leadingControlPoint: p(0.7, 0.25), topControlPoint: p(1, 0),
                    trailingControlPoint: p(1, 0), bottomControlPoint: p(1.2, 0.3)),
                .init(
                    position: p(0, 1), leadingControlPoint: p(0, 1), topControlPoint: p(-0.2, 0.7),
                    trailingControlPoint: p(0.3, 1.2), bottomControlPoint: p(0, 1)),
                .init(
                    position: p(1, 1), leadingControlPoint: p(0.7, 1.2), topControlPoint: p(1.2, 0.7),
                    trailingControlPoint: p(1, 1), bottomControlPoint: p(1, 1)),
            ],
            colors: [
                Color(red: 0, green: 1, blue: 1), Color(red: 0.5, green: 0, blue: 1), Color(red: 1, green: 1, blue: 0),
                Color(red: 1, green: 0.4, blue: 0.7),
            ], smoothsColors: false
        )
        .frame(width: 200, height: 150)
        let scene = try ViewScene.scene(of: view, width: 220, height: 170, background: .clear)
        // Float control points: the scene's Doubles are their nearest Floats.
        guard case .mesh(let mesh) = scene.layers.flatMap(\.allDraws).first?.paint else {
            Issue.record("no mesh drawn")
            return
        }
        #expect(mesh.width == 2 && mesh.controls?.count == 4 && !mesh.smoothsColors)
        #expect(mesh.controls?[0].trailing == Point(Double(Float(0.3)), Double(Float(0.25))))
        let image = try CPURenderer(threads: 1).render(scene)
        let expected = try CPURenderer(threads: 1).render(MeshFixtures.scene(MeshFixtures.bowed))
        // Float control points move the outline by far less than a pixel. The control: the same
        // mesh with its colours smoothed, as a view that dropped `smoothsColors: false` draws it.
        var smoothed = MeshFixtures.bowed
        smoothed.smoothsColors = true
        let control = try CPURenderer(threads: 1).render(MeshFixtures.scene(smoothed))
        ImageCheck.match(expected: expected, actual: image, control: control, tolerance: ImageCheck.within(1))
    }

    /// The public examples' pattern: a Bool toggled in `withAnimation` moves the middle vertex.
    struct Swinging: View {
        @State private var on = false
        var body: some View {
            MeshGradient(
                width: 2, height: 2, points: [[0, 0], [on ? 0.5 : 1, 0], [0, 1], [1, 1]],
                colors: [.red, .blue, .green, .white]
            )
            .onAppear { withAnimation(.linear(duration: 2)) { on = true } }
        }
    }

    @Test func withAnimationMovesTheVerticesThroughTheirMidpoints() throws {
        func mesh(at t: Double) throws -> MeshPaint? {
            let scene = try ViewScene.scene(of: Swinging(), width: 100, height: 100, at: t)
            guard case .mesh(let m) = scene.layers.flatMap(\.allDraws).first?.paint else { return nil }
            return m
        }
        #expect(try mesh(at: 0)?.points[1] == Point(1, 0))
        #expect(try mesh(at: 1)?.points[1] == Point(0.75, 0))
        #expect(try mesh(at: 2)?.points[1] == Point(0.5, 0))
    }

    @Test func perceptualInterpolationIsRefusedByName() throws {
        let view = MeshGradient(
            width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .white],
            colorSpace: .perceptual)
        #expect {
            try ViewScene.scene(of: view, width: 100, height: 100)
        } throws: { "\($0)".contains("MeshGradient(colorSpace: .perceptual)") && "\($0)".contains("use .device") }
    }
}
