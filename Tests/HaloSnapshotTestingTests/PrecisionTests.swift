import Foundation
import HaloCore
import HaloIO
import HaloSnapshotTesting
import HaloTestSupport
import HaloUI
import Testing

/// `precision` and `perceptualPrecision` as swift-snapshot-testing defines them: the fraction of pixels
/// that must match, and how close a pixel must be (a CIE94 difference of at most (1 - p) x 100).
@Suite struct PrecisionTests {
    /// The first issue's text of asserting `RedBlock` with `strategy` against `reference`, or nil when it passes.
    func outcome(_ reference: HaloCore.Image, _ strategy: Snapshotting<SnapshotFixtures.RedBlock, SnapshotImage>)
        throws -> String?
    {
        let dir = try TemporaryDirectory.make("snapshot-precision")
        defer { try? FileManager.default.removeItem(at: dir) }
        try SnapshotFixtures.writeReference(reference, "shot", in: dir)
        return issueText {
            assertSnapshot(
                of: SnapshotFixtures.RedBlock(), as: strategy, named: "1", record: .never,
                snapshotDirectory: dir.path, testName: "shot")
        }
    }

    /// Red with `n` pixels of the first row changed to `rgba`.
    func red(changing n: Int, to rgba: SIMD4<UInt8>) -> HaloCore.Image {
        var image = SnapshotFixtures.solid(20, 10, [255, 0, 0, 255])
        for x in 0..<n { image[x, 0] = rgba }
        return image
    }

    @Test func precisionCountsThePixelsThatMayDiffer() throws {
        let twoOff = red(changing: 2, to: SIMD4(0, 0, 0, 255))
        // 2 of 200 pixels = 1%: 0.99 allows it, 0.995 does not, the default (1) does not.
        #expect(try outcome(twoOff, .image(precision: 0.99)) == nil)
        #expect(try outcome(twoOff, .image(precision: 0.995))?.contains("2 of 200 pixels differ") == true)
        #expect(try outcome(twoOff, .image)?.contains("precision 1.0 allows 0") == true)
    }

    @Test func perceptualPrecisionAcceptsCloseColoursOnly() throws {
        // One step of red is a CIE94 difference of about 0.2; pure red to pure green is over 70.
        let close = red(changing: 5, to: SIMD4(254, 0, 0, 255))
        let far = red(changing: 5, to: SIMD4(0, 255, 0, 255))
        #expect(try outcome(close, .image(perceptualPrecision: 0.98)) == nil)
        #expect(try outcome(close, .image) != nil)
        #expect(try outcome(far, .image(perceptualPrecision: 0.98))?.contains("5 of 200 pixels differ") == true)
        #expect(try outcome(far, .image(perceptualPrecision: 0.3)) == nil)
    }

    @Test func aReferenceOfAnotherSizeFailsSayingBoth() throws {
        let wide = SnapshotFixtures.solid(21, 10, [255, 0, 0, 255])
        #expect(try outcome(wide, .image)?.contains("The snapshot is 20x10 pixels; the reference is 21x10.") == true)
    }

    @Test func aReferenceThatIsNotAPNGFailsClearly() throws {
        let dir = try TemporaryDirectory.make("snapshot-notpng")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("shot.1.png"))
        withKnownIssue {
            assertSnapshot(
                of: SnapshotFixtures.RedBlock(), as: .image, named: "1", record: .never,
                snapshotDirectory: dir.path, testName: "shot")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("the reference is not a PNG Halo can read") }
        }
    }
}
