import Foundation
import HaloCore
import HaloIO
import HaloSnapshotTesting
import HaloUI
import Testing

/// What the `.image`, `.frames` and `.scene` strategies make, checked against pixels and sizes worked out by hand.
@Suite struct ImageStrategyTests {
    /// Runs a strategy on a view synchronously.
    func take<V: View, F>(_ view: V, _ strategy: Snapshotting<V, F>) throws -> F {
        var out: F?
        strategy.snapshot(view).run { out = $0 }
        return try #require(out)
    }

    @Test func aFixedLayoutDrawsTheViewCentredOnWhite() throws {
        let shot = try take(SnapshotFixtures.RedBlock(), .image(layout: .fixed(width: 40, height: 20)))
        #expect(shot.image.width == 40 && shot.image.height == 20)
        #expect(shot.image[20, 10] == SIMD4(255, 0, 0, 255))  // inside the 20 x 10 block at (10, 5)
        #expect(shot.image[5, 10] == SIMD4(255, 255, 255, 255))  // the white around it
        #expect(shot.image[30, 2] == SIMD4(255, 255, 255, 255))
    }

    @Test func sizeThatFitsIsTheViewsIdealSizeAndScaleMultipliesIt() throws {
        let one = try take(SnapshotFixtures.TwoBlocks(), .image)
        #expect(one.image.width == 20 && one.image.height == 10)
        #expect(one.image[2, 5] == SIMD4(0, 0, 255, 255) && one.image[17, 5] == SIMD4(255, 0, 0, 255))
        let two = try take(SnapshotFixtures.TwoBlocks(), .image(scale: 2))
        #expect(two.image.width == 40 && two.image.height == 20)
    }

    @Test func aDeviceLayoutIsItsScreenAtItsScale() throws {
        // swift-snapshot-testing's names and sizes: the first iPhone SE, 320 x 568 points (2x here).
        let shot = try take(SnapshotFixtures.RedBlock(), .image(layout: .device(config: .iPhoneSe)))
        #expect(shot.image.width == 640 && shot.image.height == 1136)
        let turned = try take(SnapshotFixtures.RedBlock(), .image(layout: .device(.iPhoneSe(.landscape)), scale: 1))
        #expect(turned.image.width == 568 && turned.image.height == 320)
        // iPads are held in landscape unless asked, as there.
        let pad = try take(SnapshotFixtures.RedBlock(), .image(layout: .device(.iPadPro11), scale: 1))
        #expect(pad.image.width == 1194 && pad.image.height == 834)
    }

    @Test func aClearBackgroundStaysTransparent() throws {
        let shot = try take(
            SnapshotFixtures.RedBlock(), .image(layout: .fixed(width: 30, height: 10), background: .clear))
        #expect(shot.image[1, 5] == SIMD4(0, 0, 0, 0))
    }

    @Test func theTimeSelectsTheAnimationsFrame() throws {
        let start = try take(SnapshotFixtures.FadeIn(), .image(at: 0))
        let half = try take(SnapshotFixtures.FadeIn(), .image(at: 0.5))
        #expect(start.image[5, 5] == SIMD4(255, 255, 255, 255))
        // Black at half opacity over white: 255 x 0.5, within a step.
        #expect(abs(Int(half.image[5, 5].x) - 128) <= 1)
    }

    @Test func framesLayCellsSideBySideEachOverItsLabel() throws {
        let strip = try take(SnapshotFixtures.FadeIn(), .frames(at: [0, 0.5, 1]))
        // Three 10-point cells with 4-point gaps, over an 18-point label band.
        #expect(strip.image.width == 3 * 10 + 2 * 4 && strip.image.height == 10 + 18)
        #expect(strip.frames.map(\.x) == [0, 14, 28] && strip.frames.map(\.time) == [0, 0.5, 1])
        #expect(strip.image[5, 5] == SIMD4(255, 255, 255, 255))
        #expect(strip.image[33, 5] == SIMD4(0, 0, 0, 255))
        #expect(strip.image[11, 5] == SIMD4(200, 200, 200, 255))  // the gap
        // The label band has dark text pixels in each cell.
        for cell in strip.frames {
            let dark = (cell.x..<cell.x + cell.width).contains { x in (10..<28).contains { strip.image[x, $0].x < 160 }
            }
            #expect(dark)
        }
    }

    @Test func theSceneIsJSONTextNamingWhatIsDrawn() throws {
        let text = try take(SnapshotFixtures.RedBlock(), .scene)
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let canvas = try #require(json?["canvas"] as? [String: Any])
        #expect(canvas["width"] as? Double == 20 && canvas["height"] as? Double == 10)
        #expect(text.contains("\"layers\""))
    }
}
