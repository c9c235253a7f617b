import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// A `rotation3DEffect` whose angle comes from the view's measured size (not a number until the
/// view is measured): the content is laid out whatever the projection, so its geometry handler
/// measures it and the frame draws the card turned by the finite angle.
struct ZeroSizeProjectionTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    /// Turned by 0 / width x 40 degrees: not a number while the width is 0, then 0.
    struct Card<Content: View>: View {
        @ViewBuilder var content: Content
        @State private var size: CGSize = .zero
        var body: some View {
            let turn = max(min(0 / size.width, 1), 0) * -40
            content
                .onGeometryChange(for: CGSize.self, of: { $0.size }, action: { size = $0 })
                .rotation3DEffect(.degrees(turn), axis: (0, 1, 0), anchor: .center, perspective: 0.5)
        }
    }

    /// Cards made from a view's subviews, stacked.
    struct Stack<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            Group(subviews: content) { collection in
                ZStack { ForEach(collection) { view in Card { view } } }
            }
        }
    }

    static func render<V: View>(_ view: V) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 40, height: 40, at: 0.5))
    }

    @Test func aCardThatMeasuresItselfIsDrawn() throws {
        let image = try Self.render(Card { Self.red.frame(width: 20, height: 20) })
        #expect(image[20, 20] == SIMD4(255, 0, 0, 255) && image[5, 5].w == 0)
        let stacked = try Self.render(
            Stack { ForEach(0..<3, id: \.self) { _ in Self.red.frame(width: 20, height: 20) } })
        #expect(stacked[20, 20] == SIMD4(255, 0, 0, 255) && stacked[5, 5].w == 0)
    }

    @Test func anAngleThatStaysNotANumberStillFailsTheFrame() {
        let view = Self.red.frame(width: 20, height: 20)
            .rotation3DEffect(.degrees(.nan), axis: (0, 1, 0))
        #expect(throws: (any Error).self) { try Self.render(view) }
    }
}
