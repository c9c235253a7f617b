import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `defaultScrollAnchor(_:)` and `defaultScrollAnchor(_:for:)`: content smaller than the scroll
/// view sits at the `alignment` anchor; larger content starts scrolled to the `initialOffset`
/// anchor; without an anchor, at the start.
struct ScrollAnchorTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    static func render<V: View>(_ view: V) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 60, height: 60))
    }

    /// A vertical scroll view filling 60 x 60 with a 20 x 20 red square in it.
    static var small: some View { ScrollView { red.frame(width: 20, height: 20) } }

    @Test func smallContentSitsAtTheAlignmentAnchor() throws {
        // Across the axis the square is centred (x 20...40); along it, at the start without an anchor.
        let plain = try Self.render(Self.small)
        #expect(plain[30, 10] == SIMD4(255, 0, 0, 255) && plain[30, 30].w == 0)
        // Centred: y 20...40.
        let centred = try Self.render(Self.small.defaultScrollAnchor(.center, for: .alignment))
        #expect(centred[30, 30] == SIMD4(255, 0, 0, 255) && centred[30, 10].w == 0 && centred[30, 50].w == 0)
        // At the bottom: y 40...60; the same for the anchor of every role.
        for view in [
            AnyView(Self.small.defaultScrollAnchor(.bottom, for: .alignment)),
            AnyView(Self.small.defaultScrollAnchor(.bottom)),
        ] {
            let bottom = try Self.render(view)
            #expect(bottom[30, 50] == SIMD4(255, 0, 0, 255) && bottom[30, 30].w == 0)
        }
    }

    @Test func largeContentStartsAtTheInitialOffsetAnchor() throws {
        // 60 x 120: red above, blue below.
        let tall = ScrollView {
            VStack(spacing: 0) {
                Self.red.frame(width: 60, height: 60)
                Self.blue.frame(width: 60, height: 60)
            }
        }
        #expect(try Self.render(tall)[30, 30] == SIMD4(255, 0, 0, 255))
        #expect(
            try Self.render(tall.defaultScrollAnchor(.bottom, for: .initialOffset))[30, 30] == SIMD4(0, 0, 255, 255))
        // The alignment anchor is for content that fits; size changes have no visible effect.
        #expect(try Self.render(tall.defaultScrollAnchor(.bottom, for: .alignment))[30, 30] == SIMD4(255, 0, 0, 255))
        #expect(try Self.render(tall.defaultScrollAnchor(.bottom, for: .sizeChanges))[30, 30] == SIMD4(255, 0, 0, 255))
    }
}
