import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `Anchor.Source(_:)` of an array and of an optional, read through a proxy's generic subscript
/// as `anchorPreference` code reads them.
struct AnchorSourceInitTests {
    struct CornersKey: PreferenceKey {
        static var defaultValue: Anchor<[CGPoint]>? { nil }
        static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) {
            value = nextValue() ?? value
        }
    }

    struct MaybeKey: PreferenceKey {
        static var defaultValue: Anchor<CGPoint?>? { nil }
        static func reduce(value: inout Anchor<CGPoint?>?, nextValue: () -> Anchor<CGPoint?>?) {
            value = nextValue() ?? value
        }
    }

    /// A 10 x 10 black square at (30, 5) of a 60 x 40 column.
    static func square() -> some View {
        VStack(spacing: 0) { Color.black.frame(width: 10, height: 10).padding(.leading, 30).padding(.top, 5) }
            .frame(width: 60, height: 40, alignment: .topLeading)
    }

    static func render<V: View>(_ view: V) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 60, height: 40))
    }

    @Test func anArrayOfSourcesGivesEachPoint() throws {
        let view = VStack(spacing: 0) {
            Color.black.frame(width: 10, height: 10)
                .anchorPreference(key: CornersKey.self, value: Anchor.Source([.topLeading, .bottomTrailing])) { $0 }
                .padding(.leading, 30).padding(.top, 5)
        }
        .frame(width: 60, height: 40, alignment: .topLeading)
        .overlayPreferenceValue(CornersKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let corners = proxy[anchor]
                    // A red square spanning the two corners.
                    Color.red.frame(width: corners[1].x - corners[0].x, height: corners[1].y - corners[0].y)
                        .offset(x: corners[0].x, y: corners[0].y)
                }
            }
        }
        let image = try Self.render(view)
        // The corners are (30, 5) and (40, 15): red over the black square, nothing beside it.
        #expect(image[35, 10].x == 255 && image[35, 10].z < 100)
        #expect(image[28, 10].w == 0 && image[35, 17].w == 0)
    }

    @Test func anOptionalSourceGivesItsPointOrNil() throws {
        func marked(_ source: Anchor<CGPoint>.Source?) -> some View {
            VStack(spacing: 0) {
                Color.black.frame(width: 10, height: 10)
                    .anchorPreference(key: MaybeKey.self, value: Anchor.Source(source)) { $0 }
                    .padding(.leading, 30).padding(.top, 5)
            }
            .frame(width: 60, height: 40, alignment: .topLeading)
            .overlayPreferenceValue(MaybeKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor, let p = proxy[anchor] {
                        // A 4 x 4 red dot centred on the point.
                        Color.red.frame(width: 4, height: 4).offset(x: p.x - 2, y: p.y - 2)
                    }
                }
            }
        }
        // The centre of the square, (35, 10): red there.
        let centre = try Self.render(marked(.center))
        #expect(centre[35, 10].x == 255 && centre[35, 10].z < 100 && centre[31, 6].z == 0)
        // No source: no point, so no dot; the square stays black.
        let none = try Self.render(marked(nil))
        #expect(none[35, 10].x == 0 && none[35, 10].w == 255)
    }
}
