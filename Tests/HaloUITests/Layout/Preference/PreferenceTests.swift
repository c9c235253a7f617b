import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// Preferences as code passes geometry up: `preference(key:value:)` read by
/// `onPreferenceChange` into state, `anchorPreference` read through a proxy in
/// `overlayPreferenceValue`, reduced in the order the views are met.
struct PreferenceTests {
    struct WidthKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
    }

    struct BoundsKey: PreferenceKey {
        static var defaultValue: Anchor<CGRect>? { nil }
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
            value = nextValue() ?? value
        }
    }

    /// Two children set 10 and 15: the sum, 25, becomes the bar's width.
    struct Summed: View {
        @State private var width: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(width: 1, height: 1).preference(key: WidthKey.self, value: 10)
                Color.clear.frame(width: 1, height: 1).preference(key: WidthKey.self, value: 15)
                Color.black.frame(width: width, height: 10)
            }
            .onPreferenceChange(WidthKey.self) { width = $0 }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    static func render<V: View>(_ view: V, at t: Double = 0) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 60, height: 40, at: t))
    }

    @Test func aChangeOfPreferenceRunsTheActionWithTheReducedValue() throws {
        let image = try Self.render(Summed(), at: 0.1)
        // The bar is 25 wide from x 0 (the stack is leading-aligned in its 25-wide column).
        #expect(image[24, 5].w == 255 && image[26, 5].w == 0)
    }

    @Test func anAnchorIsReadInTheProxysCoordinates() throws {
        // A 10 x 10 square 30 points right of its 60-wide column's left edge and 5 down; a red
        // frame drawn over its anchored bounds in an overlay of the whole column.
        let view = VStack(spacing: 0) {
            Color.black.frame(width: 10, height: 10)
                .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                .padding(.leading, 30)
                .padding(.top, 5)
        }
        .frame(width: 60, height: 40, alignment: .topLeading)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Color.red.frame(width: r.width, height: r.height).offset(x: r.minX, y: r.minY)
                }
            }
        }
        let image = try Self.render(view)
        // The red square lies on the black one's bounds: x 30...40, y 5...15.
        #expect(image[35, 10].x == 255 && image[35, 10].z < 100)
        #expect(image[28, 10].w == 0 && image[35, 17].w == 0)
    }
}
