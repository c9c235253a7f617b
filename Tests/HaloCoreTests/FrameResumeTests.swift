import Foundation
import HaloCore
import HaloTestSupport
import Testing

/// Frames that share their first nodes with the last frame's resume its encoding: a still photo
/// and its shadow keep their words where they lie in the buffers, and the card that moves beside
/// them, the gradient that turns and the frame's own pass are encoded after them. The words are
/// those of a frame encoded from nothing with the same room (`FrameReuseTests.fresh`).
@Suite struct FrameResumeTests {
    static func scene(_ t: Double, cardHeight: Double = 12) -> Scene {
        ResumeFixtures.scene(t, cardHeight: cardHeight)
    }

    /// Encodes `scenes` through one cache, each frame checked against one encoded from nothing.
    static func encoded(_ scenes: [Scene]) throws -> GeometryCache {
        let cache = GeometryCache()
        for (i, scene) in scenes.enumerated() {
            let frame = EncodedFrame(try Planner.plan(scene, cache: cache))
            #expect(FrameReuseTests.same(frame, try FrameReuseTests.fresh(scene, like: frame)), "frame \(i)")
        }
        return cache
    }

    @Test func framesThatKeepTheirFirstNodesResumeTheLastEncoding() throws {
        let times = [0, 0.1, 0.2, 0.3, 0.45, 0.5, 0.6, 0.4, 0.3, 1]
        let cache = try Self.encoded(times.map { Self.scene($0) })
        // The first frame is encoded from nothing and the second afresh with room (the first
        // had none); every later one fits its room and resumes.
        #expect(cache.resumedEncodings >= times.count - 3, "\(cache.resumedEncodings) resumed")
    }

    @Test func aFrameThatOutgrowsItsRoomIsEncodedAfresh() throws {
        let scenes = [Self.scene(0), Self.scene(0.1), Self.scene(0.2), Self.scene(0.3, cardHeight: 40)]
        let cache = try Self.encoded(scenes)
        // The tall card's tiles are more than the room the small one left them.
        #expect(cache.resumedEncodings == 1)
    }

    @Test func aFrameWhoseFirstNodeChangesIsNotResumed() throws {
        var moved = Self.scene(0.2)
        moved.layers[0].items = [
            .draw(
                Draw(shape: Shape(kind: .circle, frame: Rect(x: 4, y: 4, width: 20, height: 20)), paint: .solid(.white))
            )
        ]
        let cache = try Self.encoded([Self.scene(0), Self.scene(0.1), moved])
        #expect(cache.resumedEncodings == 0)
    }

    @Test func theComparisonCatchesWordsLeftFromTheLastFrame() throws {
        // A resumed frame whose last frame had a draw more: had its words not been zeroed, or
        // its suffix been written elsewhere, it would differ from the fresh frame as this does.
        let cache = GeometryCache()
        for t in [0, 0.5, 0.6] { _ = EncodedFrame(try Planner.plan(Self.scene(t), cache: cache)) }
        let resumed = EncodedFrame(try Planner.plan(Self.scene(0.3), cache: cache))
        #expect(cache.resumedEncodings == 2)
        #expect(FrameReuseTests.same(resumed, try FrameReuseTests.fresh(Self.scene(0.3), like: resumed)))
        #expect(!FrameReuseTests.same(resumed, try FrameReuseTests.fresh(Self.scene(0.6), like: resumed)))
    }
}
