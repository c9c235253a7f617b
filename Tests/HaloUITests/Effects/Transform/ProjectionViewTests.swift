import HaloCPU
import HaloUI
import HaloTestSupport
import Testing

import enum HaloCore.ImageDiff
import struct HaloCore.Image
import struct HaloCore.Layer
import struct HaloCore.Point
import struct HaloCore.Projection
import struct HaloCore.Rect

/// HaloUI's `rotation3DEffect`, `projectionEffect` and `GeometryEffect` against the scenes they
/// must lower to: the view's frame turned about its anchor, the angle animated, an effect's
/// projection about the view's corner.
struct ProjectionViewTests {
    static func projection<V: View>(_ view: V) throws -> Projection? {
        let scene = try ViewScene.scene(of: view, width: 200, height: 200)
        func find(_ layers: [Layer]) -> Projection? {
            for l in layers {
                if let p = l.projection { return p }
                let nested = l.items.compactMap { item -> Layer? in
                    if case .layer(let inner) = item { return inner }
                    return nil
                }
                if let p = find(nested) { return p }
            }
            return nil
        }
        return find(scene.layers)
    }

    @Test func rotation3DEffectTurnsTheViewsFrameAboutItsAnchor() throws {
        let view = Rectangle().fill(Color.blue).frame(width: 100, height: 60)
            .rotation3DEffect(.degrees(40), axis: (x: 1, y: 0, z: 0), anchor: .top, perspective: 0.5)
        let p = try #require(try Self.projection(view))
        let want = Projection.rotation3D(
            degrees: 40, axis: (1, 0, 0), anchor: Point(0.5, 0), anchorZ: 0, perspective: 0.5,
            frame: Rect(x: 50, y: 70, width: 100, height: 60))
        #expect(p == want)
    }

    /// A card that flips half a turn on appearing.
    struct Flip: View {
        @State private var flipped = false
        var body: some View {
            Rectangle().fill(Color.black).frame(width: 100, height: 100)
                .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                .onAppear { withAnimation(.linear(duration: 2)) { flipped = true } }
        }
    }

    @Test func aFlipAnimatesItsAngleAndIsEdgeOnHalfway() throws {
        func dark(_ t: Double) throws -> Int {
            let image = try CPURenderer(threads: 1).render(
                try ViewScene.scene(of: Flip(), width: 200, height: 200, background: .white, at: t))
            return stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0] < 128 }.count
        }
        #expect(try dark(0) == 100 * 100)
        // At 1 s the card is at 90 degrees: edge-on, it covers nothing.
        #expect(try dark(1) == 0)
        // At 0.5 s, 45 degrees: a trapezoid, its near edge 100 / (1 - sin 45 / 2) tall at
        // 50 cos 45 / (1 - sin 45 / 2) left of the centre, its far edge likewise with 1 + sin 45 / 2.
        let s = 0.5.squareRoot(), near = 1 - s / 2, far = 1 + s / 2
        let trapezoid = (100 / near + 100 / far) / 2 * (50 * s / near + 50 * s / far)
        let quarter = try dark(0.5)
        #expect(abs(Double(quarter) - trapezoid) < 100, "\(quarter) pixels, \(trapezoid) expected")
    }

    /// A sideways shake, as the public GeometryEffect examples write it.
    struct Shake: GeometryEffect {
        var amount: CGFloat
        var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: 10 * amount, y: 0))
        }
    }

    @Test func aGeometryEffectAndProjectionEffectDrawAsTheOffsetTheyAre() throws {
        func render<V: View>(_ v: V) throws -> HaloCore.Image {
            try CPURenderer(threads: 1).render(try ViewScene.scene(of: v, width: 200, height: 200, background: .white))
        }
        let card = Circle().fill(Color.red).frame(width: 60, height: 60)
        let moved = try render(card.offset(x: 15))
        let shaken = try render(card.modifier(Shake(amount: 1.5)))
        let projected = try render(
            card.projectionEffect(ProjectionTransform(CGAffineTransform(translationX: 15, y: 0))))
        // The control: the card where it was, unmoved; far from the shaken card.
        let unmoved = try render(card)
        ImageCheck.match(expected: moved, actual: shaken, control: unmoved, tolerance: ImageCheck.within(1), "shaken")
        ImageCheck.match(
            expected: moved, actual: projected, control: unmoved, tolerance: ImageCheck.within(1), "projected")
        ImageCheck.rejects(expected: unmoved, actual: shaken, tolerance: ImageCheck.within(100))
    }
}
