import HaloUI
import Testing

import enum HaloCore.Paint

/// Xcode's image asset symbols (`Image(.photo)`): an image found nowhere draws as a placeholder
/// rectangle of `Color.missingAsset` (100 x 100 points, or its frame when resizable) instead
/// of failing the frame, as `Image("photo")` does.

extension ImageResource {
    fileprivate static let photo = ImageResource(name: "halo-no-such-photo", bundle: .main)
}

struct ImageResourceTests {
    @Test func aMissingAssetImageDrawsAPlaceholder() throws {
        let scene = try ViewScene.scene(of: Image(.photo), width: 200, height: 200)
        let draws = scene.layers.flatMap(\.allDraws)
        try #require(draws.count == 1)
        #expect(draws[0].shape.frame.width == 100 && draws[0].shape.frame.minX == 50)
        #expect(draws[0].paint == Paint.solid(Color.missingAsset.rgba))
        #expect(Color.missingAsset == Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255))
        // Resizable, it fills its frame.
        let sized = Image(ImageResource.photo).resizable().frame(width: 40, height: 30)
        let frame = try #require(ViewScene.scene(of: sized, width: 200, height: 200).layers.flatMap(\.allDraws).first)
        #expect(frame.shape.frame.width == 40 && frame.shape.frame.height == 30)
        // A control: a file named by path that is not there fails the frame, naming it.
        #expect(throws: (any Error).self) {
            try ViewScene.scene(of: Image(path: "/halo/no-such-photo.png"), width: 200, height: 200)
        }
    }
}
