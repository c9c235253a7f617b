import Foundation
import HaloCore
import HaloTestSupport
import HaloUI
import Testing

/// `Image`'s `label:` and `variableValue:` forms of a named image, as public code writes them:
/// each draws the named image itself, at its own size.
struct ImageLabelInitTests {
    static let badge = ImageSource(name: "image-label-init-tests-badge", image: TestImages.pattern)

    static func draws<V: View>(_ view: V) throws -> [Draw] {
        ImageCache.shared.register(badge)
        return try ViewScene.scene(of: view, width: 17, height: 15).layers.flatMap(\.allDraws)
    }

    @Test func labelledAndVariableImagesDrawTheNamedImage() throws {
        let name = "image-label-init-tests-badge"
        // The 7 x 5 pattern centred on 17 x 15: at (5, 5).
        let expected = [
            Draw(
                shape: HaloCore.Shape(kind: .rect, frame: Rect(x: 5, y: 5, width: 7, height: 5)),
                paint: .image(ImagePaint(source: Self.badge)))
        ]
        #expect(try Self.draws(HaloUI.Image(name, label: Text("Badge"))) == expected)
        #expect(try Self.draws(HaloUI.Image(name, bundle: nil, label: Text("Badge"))) == expected)
        #expect(try Self.draws(HaloUI.Image(name, variableValue: 0.4)) == expected)
        #expect(try Self.draws(HaloUI.Image(name, variableValue: nil, label: Text("Badge"))) == expected)
        #expect(try Self.draws(HaloUI.Image(decorative: name, variableValue: 1)) == expected)
        // A resizable one fills the canvas instead: the comparison can fail.
        #expect(try Self.draws(HaloUI.Image(name, label: Text("Badge")).resizable()) != expected)
    }
}
