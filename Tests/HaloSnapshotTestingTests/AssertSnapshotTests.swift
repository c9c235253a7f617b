import Foundation
import HaloCore
import HaloIO
import HaloSnapshotTesting
import HaloTestSupport
import HaloUI
import Testing

/// `assertSnapshot` with Halo's strategies: recording, passing, and failing with a readable message and a
/// difference image, against references made independently (solid images encoded by HaloIO's PNG).
@Suite struct AssertSnapshotTests {
    let red = SnapshotFixtures.solid(20, 10, [255, 0, 0, 255])

    @Test func aMatchingReferencePasses() throws {
        let dir = try TemporaryDirectory.make("snapshot-pass")
        defer { try? FileManager.default.removeItem(at: dir) }
        try SnapshotFixtures.writeReference(red, "aMatchingReferencePasses", in: dir)
        assertSnapshot(of: SnapshotFixtures.RedBlock(), as: .image, record: .never, snapshotDirectory: dir.path)
    }

    @Test func aOnePixelChangeFailsNamingThePixelAndWritesTheDifference() throws {
        let dir = try TemporaryDirectory.make("snapshot-fail")
        defer { try? FileManager.default.removeItem(at: dir) }
        var changed = red
        changed[7, 3] = SIMD4(255, 0, 1, 255)
        try SnapshotFixtures.writeReference(
            changed, "aOnePixelChangeFailsNamingThePixelAndWritesTheDifference", in: dir)
        let message = try #require(
            issueText {
                assertSnapshot(of: SnapshotFixtures.RedBlock(), as: .image, record: .never, snapshotDirectory: dir.path)
            })
        #expect(message.contains("Snapshot does not match reference."))
        #expect(message.contains("1 of 200 pixels differ"))
        #expect(message.contains("Largest channel difference: 1 of 255, at pixel (7, 3)"))
        #expect(message.contains("reference rgba(255, 0, 1, 255), snapshot rgba(255, 0, 0, 255)"))
        // expected | difference | actual, three panels of 20 with two 4-pixel gaps.
        let path = try #require(message.split(separator: "\n").first { $0.contains(".difference.png") })
        let file = String(path.split(separator: "file://").last!.dropLast())
        let triptych = try PNG.read(URL(fileURLWithPath: file))
        #expect(triptych.width == 3 * 20 + 8 && triptych.height == 10)
        #expect(triptych[24 + 7, 3].x > 0 && triptych[24 + 2, 2] == SIMD4(0, 0, 0, 255))
    }

    // A reference recorded is checked by a second assertion named as the first ("1": the counter's name for
    // a test's first snapshot), as the next run of the test would check it.
    @Test func aMissingReferenceIsRecordedThenPasses() throws {
        let dir = try TemporaryDirectory.make("snapshot-record")
        defer { try? FileManager.default.removeItem(at: dir) }
        withKnownIssue {
            assertSnapshot(
                of: SnapshotFixtures.TwoBlocks(), as: .image, named: "1", record: .missing, snapshotDirectory: dir.path)
        } matching: {
            $0.comments.contains { $0.rawValue.contains("No reference was found on disk") }
        }
        let recorded = try PNG.read(dir.appendingPathComponent("aMissingReferenceIsRecordedThenPasses.1.png"))
        #expect(
            recorded.width == 20 && recorded[2, 5] == SIMD4(0, 0, 255, 255) && recorded[15, 5] == SIMD4(255, 0, 0, 255))
        assertSnapshot(
            of: SnapshotFixtures.TwoBlocks(), as: .image, named: "1", record: .never, snapshotDirectory: dir.path)
    }

    @Test func aViewThatCannotBeDrawnFailsAndRecordsNothing() throws {
        let dir = try TemporaryDirectory.make("snapshot-bad")
        defer { try? FileManager.default.removeItem(at: dir) }
        withKnownIssue {
            assertSnapshot(
                of: SnapshotFixtures.RedBlock(), as: .image(layout: .fixed(width: -5, height: 10)), record: .all,
                snapshotDirectory: dir.path)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("layout .fixed(width: -5.0, height: 10.0): give a positive size")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    // The call a test writes, with swift-snapshot-testing's own parameters only, reaches Halo's assertion
    // (which alone says it compared nothing), not the general one, which would look for a reference.
    @Test func theUsualCallIsHalosAssertion() throws {
        let message = try #require(
            issueText {
                assertSnapshot(
                    of: SnapshotFixtures.RedBlock(), as: .image(layout: .fixed(width: 0, height: 10)), record: .never)
            })
        #expect(message.contains("Halo could not draw the snapshot") && message.contains("No reference was written"))
    }

    @Test func aFilmStripNamesTheFirstFrameThatDiffers() throws {
        let dir = try TemporaryDirectory.make("snapshot-strip")
        defer { try? FileManager.default.removeItem(at: dir) }
        let times = [0, 0.5, 1.0]
        withKnownIssue {
            assertSnapshot(
                of: SnapshotFixtures.FadeIn(), as: .frames(at: times), named: "1", record: .missing,
                snapshotDirectory: dir.path)
        } matching: { _ in
            true
        }
        // Change one pixel of the third frame (columns 28..<38) in the recorded strip.
        let url = dir.appendingPathComponent("aFilmStripNamesTheFirstFrameThatDiffers.1.png")
        var strip = try PNG.read(url)
        strip[30, 4] = SIMD4(255, 255, 255, 255)
        try PNG.write(strip, to: url)
        let message = try #require(
            issueText {
                assertSnapshot(
                    of: SnapshotFixtures.FadeIn(), as: .frames(at: times), named: "1", record: .never,
                    snapshotDirectory: dir.path)
            })
        #expect(message.contains("First frame that differs: frame 3 of 3, at t = 1.00 s (1 pixels)."))
    }

    @Test func theSceneStrategyRecordsJSONAndFailsLineByLine() throws {
        let dir = try TemporaryDirectory.make("snapshot-scene")
        defer { try? FileManager.default.removeItem(at: dir) }
        withKnownIssue {
            assertSnapshot(
                of: SnapshotFixtures.RedBlock(), as: .scene, named: "1", record: .missing, snapshotDirectory: dir.path)
        } matching: { _ in
            true
        }
        let url = dir.appendingPathComponent("theSceneStrategyRecordsJSONAndFailsLineByLine.1.json")
        #expect(try String(contentsOf: url, encoding: .utf8).contains("\"canvas\""))
        assertSnapshot(
            of: SnapshotFixtures.RedBlock(), as: .scene, named: "1", record: .never, snapshotDirectory: dir.path)
        withKnownIssue {
            assertSnapshot(
                of: SnapshotFixtures.TwoBlocks(), as: .scene, named: "1", record: .never, snapshotDirectory: dir.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("@@") }
        }
    }

    @Test(.enabled(if: SharedGPU.available)) func theGPUBackendChecksItsFrameThenComparesTheCPUs() throws {
        let dir = try TemporaryDirectory.make("snapshot-gpu")
        defer { try? FileManager.default.removeItem(at: dir) }
        try SnapshotFixtures.writeReference(red, "theGPUBackendChecksItsFrameThenComparesTheCPUs", in: dir)
        assertSnapshot(
            of: SnapshotFixtures.RedBlock(), as: .image(backend: .gpu), record: .never, snapshotDirectory: dir.path)
    }
}
