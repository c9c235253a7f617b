import Foundation
import HaloCPU
import HaloCore
import HaloIO
import HaloTestSupport
import HaloUI
import Testing

/// HaloUI's `Image` against the scenes it must lower to, worked out from SwiftUI's documented
/// sizing: its own size unless resizable; `aspectRatio` fits or fills the offer, centred.
struct ImageViewTests {
    static let source = ImageSource(name: "pattern", image: TestImages.pattern)

    static func draws<V: View>(_ view: V, width: Double = 100, height: Double = 100) throws -> [Draw] {
        try ViewScene.scene(of: view, width: width, height: height).layers.flatMap(\.allDraws)
    }

    static func frame(_ draws: [Draw]) -> Rect? { draws.first?.shape.frame }

    @Test func anImageIsDrawnAtItsOwnSizeCentredAndMatchesTheSceneWrittenByHand() throws {
        let view = HaloUI.Image(source: Self.source)
        let draws = try Self.draws(view, width: 17, height: 15)
        // 7 x 5 points centred on 17 x 15: (5, 5).
        let expected = Draw(
            shape: HaloCore.Shape(kind: .rect, frame: Rect(x: 5, y: 5, width: 7, height: 5)),
            paint: .image(ImagePaint(source: Self.source)))
        #expect(draws == [expected])
        let rendered = try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 17, height: 15))
        #expect(rendered[5, 5] == TestImages.pattern[0, 0] && rendered[11, 9] == TestImages.pattern[6, 4])
        // At scale 2 (an "@2x" image) it takes half the points.
        let half = try Self.draws(HaloUI.Image(source: Self.source, scale: 2), width: 17, height: 15)
        #expect(Self.frame(half) == Rect(x: 6.75, y: 6.25, width: 3.5, height: 2.5))
    }

    @Test func resizableFillsTheOfferAndAspectRatioFitsOrFillsIt() throws {
        let stretched = try Self.draws(HaloUI.Image(source: Self.source).resizable().frame(width: 80, height: 40))
        #expect(Self.frame(stretched) == Rect(x: 10, y: 30, width: 80, height: 40))
        // 7:5 fit into 80 x 40: height-limited, 56 x 40, centred.
        let fit = try Self.draws(
            HaloUI.Image(source: Self.source).resizable().scaledToFit().frame(width: 80, height: 40))
        #expect(Self.frame(fit) == Rect(x: 22, y: 30, width: 56, height: 40))
        // 7:5 filling 80 x 40: width-limited, 80 x 57.14, overflowing above and below.
        let fill = try Self.draws(
            HaloUI.Image(source: Self.source).resizable().aspectRatio(contentMode: .fill).frame(width: 80, height: 40))
        let f = try #require(Self.frame(fill))
        #expect(f.x == 10 && f.width == 80 && abs(f.height - 80.0 * 5 / 7) < 1e-9 && abs(f.midY - 50) < 1e-9)
        // A given ratio wins over the image's.
        let square = try Self.draws(
            HaloUI.Image(source: Self.source).resizable().aspectRatio(1, contentMode: .fit).frame(width: 80, height: 40)
        )
        #expect(Self.frame(square) == Rect(x: 30, y: 30, width: 40, height: 40))
        // Not resizable, it keeps its size whatever the frame.
        let fixed = try Self.draws(HaloUI.Image(source: Self.source).frame(width: 80, height: 40))
        #expect(Self.frame(fixed) == Rect(x: 46.5, y: 47.5, width: 7, height: 5))
    }

    @Test func aTemplateImageTakesTheForegroundStyleAndInterpolationNoneIsNearest() throws {
        let view = HaloUI.Image(source: Self.source).renderingMode(.template).interpolation(.none)
            .foregroundStyle(Color.red)
        let draws = try Self.draws(view)
        guard case .image(let paint) = draws.first?.paint else {
            Issue.record("not an image paint: \(draws)")
            return
        }
        #expect(paint.tint == Color.red.rgba && paint.interpolation == .none)
        // Without a style, the template is black (the primary style in light mode).
        let plain = try Self.draws(HaloUI.Image(source: Self.source).renderingMode(.template))
        guard case .image(let p) = plain.first?.paint else {
            Issue.record("not an image paint")
            return
        }
        #expect(p.tint == RGBA(0, 0, 0, 1))
    }

    /// A registered image is Halo's asset catalog: views and scene files name it.
    @Test func aRegisteredImageIsDrawnByItsName() throws {
        let badge = ImageSource(name: "image-view-tests-badge", image: TestImages.pattern)
        ImageCache.shared.register(badge)
        let draws = try Self.draws(HaloUI.Image("image-view-tests-badge"))
        guard case .image(let paint) = draws.first?.paint else {
            Issue.record("not an image paint: \(draws)")
            return
        }
        #expect(paint.source === badge)
        let scene = try SceneDocument(
            json: Data(
                #"{"canvas": {"width": 9, "height": 9}, "layers": [{"items": [{"image": "image-view-tests-badge"}]}]}"#
                    .utf8)
        ).scene(at: 0)
        #expect(scene.layers[0].allDraws.first?.paint == .image(ImagePaint(source: badge)))
    }

    @Test func imagesAreFoundByNameInABundleAndMissingOnesDrawThePlaceholder() throws {
        try TemporaryDirectory.with { dir in
            try PNG.write(TestImages.pattern, to: dir.appendingPathComponent("logo.png"))
            let bundle = try #require(Bundle(path: dir.path))
            let found = try Self.draws(HaloUI.Image("logo", bundle: bundle))
            #expect(Self.frame(found)?.width == 7)
            let byPath = try Self.draws(HaloUI.Image(path: dir.appendingPathComponent("logo.png").path))
            #expect(Self.frame(byPath)?.height == 5)
        }
        // An asset name found nowhere: a 100 x 100 rectangle of UIKit's systemGray, warned.
        let missing = try Self.draws(HaloUI.Image("no-such-logo"))
        #expect(missing.count == 1)
        #expect(Self.frame(missing)?.width == 100 && Self.frame(missing)?.height == 100)
        #expect(missing.first?.paint == .solid(RGBA(142 / 255, 142 / 255, 147 / 255, 1)))
        // A file named by path that is not there still fails the frame: the path is the user's.
        #expect(throws: (any Error).self) { _ = try Self.draws(HaloUI.Image(path: "/no/such/logo.png")) }
        // A symbol is no file: it draws its icon (SymbolTests).
        #expect(try Self.draws(HaloUI.Image(systemName: "star.fill")).count == 1)
    }
}
