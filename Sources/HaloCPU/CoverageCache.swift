import Foundation
import HaloCore

/// The coverage of a frame's draws, kept for the next frame on the same frame target.
///
/// Coverage is a function of a draw's geometry alone (its segments, tile lists, tiles, covers
/// and the target's pixels), not of its paint or opacity. A draw whose geometry is the same,
/// bit for bit, as the draw at the same place in the last frame reuses that draw's coverage:
/// the glow's capsule and the border's cards and labels do not move while their paints turn.
/// Only tiles with segments are kept (the others' rows take their covers).
/// Sendable by hand: it belongs to one frame target, which one frame at a time takes from its
/// `TargetPool` (under the pool's lock), and that frame's thread alone starts frames and asks
/// for entries; the workers only fill and read the entries' values.
final class CoverageCache: @unchecked Sendable {
    /// A draw's geometry, as the coverage reads it.
    struct Key: Equatable {
        var segments: [Float]
        var covers: [Float]
        var list: [UInt32]
        var tiles: [SIMD4<Int32>]
        var rect: PixelRect

        init(_ u: DrawInput, tiles: [SIMD4<Int32>], rect: PixelRect) {
            segments = u.segments
            covers = u.covers
            list = u.list
            self.tiles = tiles
            self.rect = rect
        }

        /// Equal geometry: the segments and covers compared bit for bit (a -0 is not a 0 here).
        static func == (a: Key, b: Key) -> Bool {
            a.rect == b.rect && a.list == b.list && a.tiles == b.tiles
                && Key.identical(a.segments, b.segments) && Key.identical(a.covers, b.covers)
        }

        static func identical(_ a: [Float], _ b: [Float]) -> Bool {
            guard a.count == b.count else { return false }
            return a.withUnsafeBytes { x in
                b.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
            }
        }
    }

    /// One draw's coverage: per tile, where its 16 x 16 values start in `values` (-1 for a
    /// tile without segments).
    ///
    /// Sendable by hand: `offsets` and the pointer are constants; during a draw each worker
    /// writes and reads only the values of its own tiles, and the drawing thread waits for all
    /// of them before the next draw or frame.
    final class Entry: @unchecked Sendable {
        let offsets: [Int]
        let values: UnsafeMutablePointer<Float>

        init(tiles: [SIMD4<Int32>]) {
            var offsets: [Int] = [], n = 0
            for t in tiles {
                offsets.append(t.w > 0 ? n : -1)
                if t.w > 0 { n += FramePlan.tileSize * FramePlan.tileSize }
            }
            self.offsets = offsets
            values = .allocate(capacity: max(n, 1))
        }

        deinit { values.deallocate() }
    }

    private var memo = FrameMemo<Key, Entry>()
    /// How many draws have reused the last frame's coverage (for tests).
    var reused: Int { memo.reused }

    /// Starts a frame: the last frame's entries become the ones to match.
    func startFrame() { memo.startFrame() }

    /// The entry for the frame's next draw: the last frame's entry at the same place when its
    /// geometry is the same (`filled`: its values hold that coverage), else a new one to fill.
    func next(_ u: DrawInput, tiles: [SIMD4<Int32>], rect: PixelRect) -> (entry: Entry, filled: Bool) {
        let (entry, filled) = memo.next(Key(u, tiles: tiles, rect: rect)) { Entry(tiles: tiles) }
        return (entry, filled)
    }
}
