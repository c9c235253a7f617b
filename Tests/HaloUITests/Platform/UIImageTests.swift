import Foundation
import HaloCore
import HaloTestSupport
import HaloUI
import Testing

/// `Image(uiImage:)` of a `UIImage` made as public code makes one draws what the matching `Image` draws.
struct UIImageTests {
    static let badge = ImageSource(name: "ui-image-tests-badge", image: TestImages.pattern)

    static func draws<V: View>(_ view: V) throws -> [Draw] {
        ImageCache.shared.register(badge)
        return try ViewScene.scene(of: view, width: 17, height: 15).layers.flatMap(\.allDraws)
    }

    @Test func aNamedUIImageDrawsTheNamedImage() throws {
        // The 7 x 5 pattern centred on 17 x 15: at (5, 5), worked by hand.
        let expected = [
            Draw(
                shape: HaloCore.Shape(kind: .rect, frame: Rect(x: 5, y: 5, width: 7, height: 5)),
                paint: .image(ImagePaint(source: Self.badge)))
        ]
        let image = try #require(UIImage(named: "ui-image-tests-badge"))
        #expect(try Self.draws(HaloUI.Image(uiImage: image)) == expected)
        #expect(try Self.draws(HaloUI.Image(uiImage: image).resizable()) != expected)
    }

    @Test func aMissingFileIsNilAndASymbolDrawsAsImageSystemName() throws {
        #expect(UIImage(contentsOfFile: "/nonexistent/halo-ui-image.png") == nil)
        let symbol = try #require(UIImage(systemName: "star.fill"))
        #expect(try Self.draws(HaloUI.Image(uiImage: symbol)) == Self.draws(HaloUI.Image(systemName: "star.fill")))
        #expect(try Self.draws(HaloUI.Image(uiImage: symbol)) != Self.draws(HaloUI.Image(systemName: "heart.fill")))
    }
}
