import Foundation
import HaloCatalog
import HaloCore
import HaloCPU
import HaloGL
import Testing
import HaloTestSupport

/// Proof that the comparisons can fail: a perturbed or wrong frame must be caught.
@Suite struct ComparisonTests {
    static let entry = SceneCatalog.entry(named: "stroke_rounded_continuous_angular")!

    @Test func identicalImagesPass() throws {
        let a = try CPURenderer().render(Self.entry.scene)
        let m = ImageDiff.compare(expected: a, actual: a)
        #expect(m.maxChannelDifference == 0 && m.psnr.isInfinite && m.differingPixels == 0)
        #expect(Tolerance.standard.accepts(m))
    }

    @Test func onePixelOffByThreeIsCaught() throws {
        let a = try CPURenderer().render(Self.entry.scene)
        var b = a
        var p = b[80, 20]
        p.x = p.x > 128 ? p.x - 3 : p.x + 3
        b[80, 20] = p
        let m = ImageDiff.compare(expected: a, actual: b)
        #expect(m.maxChannelDifference == 3)
        #expect(m.worstPixel == [80, 20])
        #expect(!Tolerance.standard.accepts(m))
        #expect(!CatalogTests.goldenTolerance.accepts(m))
    }

    @Test func manyPixelsOffByTwoAreCaught() throws {
        let a = try CPURenderer().render(Self.entry.scene)
        var b = a
        // 0.2% of the pixels off by 2: inside the per-channel bound, over the pixel budget.
        let count = a.width * a.height / 500 + 1
        for i in 0..<count {
            let x = (i * 37) % a.width, y = (i * 53) % a.height
            var p = b[x, y]
            p.y = p.y > 128 ? p.y - 2 : p.y + 2
            b[x, y] = p
        }
        let m = ImageDiff.compare(expected: a, actual: b)
        #expect(m.maxChannelDifference == 2)
        #expect(m.differingPixels == count)
        #expect(!Tolerance.standard.accepts(m))
    }

    @Test func aSlightlyWrongSceneIsCaught() throws {
        // The gradient turned by 2 degrees: a plausible bug, visually close.
        var scene = Self.entry.scene
        guard case let .angular(stops, c, s, e) = scene.layers[0].draws[0].paint else {
            Issue.record("catalog scene changed")
            return
        }
        var draw = scene.layers[0].draws[0]
        draw.paint = .angular(stops: stops, center: c, startAngle: s + 2, endAngle: e + 2)
        scene.layers[0].items[0] = .draw(draw)
        let right = try CPURenderer().render(Self.entry.scene)
        let wrong = try CPURenderer().render(scene)
        #expect(!Tolerance.standard.accepts(ImageDiff.compare(expected: right, actual: wrong)))
    }

    @Test("A wrong GPU frame fails against the CPU frame", .enabled(if: SharedGPU.available))
    func wrongGPUFrameIsCaught() throws {
        var scene = Self.entry.scene
        var draw = scene.layers[0].draws[0]
        draw.style.lineWidth += 0.5
        scene.layers[0].items[0] = .draw(draw)
        let gpu = try SharedGPU.renderer().render(scene)
        let cpu = try CPURenderer().render(Self.entry.scene)
        #expect(!Tolerance.standard.accepts(ImageDiff.compare(expected: cpu, actual: gpu)))
        // And the comparison really sees two renderers: GPU and CPU frames are not the same object.
        #expect(try SharedGPU.renderer().name == "gpu")
    }

    @Test func sizesThatDifferFail() {
        let m = ImageDiff.compare(expected: Image(width: 4, height: 4), actual: Image(width: 4, height: 5))
        #expect(!m.sameSize && !Tolerance.standard.accepts(m))
    }

    @Test func diffImageShowsWhereFramesDiffer() throws {
        let a = Image(width: 8, height: 8)
        var b = a
        b[3, 4] = SIMD4(0, 0, 0, 1)
        let d = ImageDiff.sideBySide(expected: a, actual: b)
        #expect(d.width == 8 * 3 + 8)
        #expect(d[8 + 4 + 3, 4].x > 0)  // the differing pixel is lit in the middle panel
        #expect(d[8 + 4 + 2, 4].x == 0)  // its neighbour is not
    }
}
