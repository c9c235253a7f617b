import Foundation
import HaloCore

/// The coverage of a frame's draws, kept for the next frame on the same frame target.
///
/// Coverage is a function of a draw's geometry alone (its pieces, tile lists, tiles, widths
/// and the target's pixels), not of its paint or opacity. A draw whose geometry is the same,
/// bit for bit, as the draw at the same place in the last frame reuses that draw's coverage:
/// the glow's capsule and the border's cards and labels do not move while their paints turn.
/// Only tiles with pieces are kept (a fully covered tile's coverage is a constant).
final class CoverageCache: @unchecked Sendable {
    /// A draw's geometry, as the coverage reads it.
    struct Key: Equatable {
        var mode: Int32
        var widths: SIMD2<UInt32>
        var pieces: [Float]
        var list: [UInt32]
        var tiles: [SIMD4<Int32>]
        var rect: PixelRect

        init(_ u: DrawUniforms, tiles: [SIMD4<Int32>], rect: PixelRect) {
            mode = u.mode
            widths = SIMD2(u.halfWidth.bitPattern, u.alphaScale.bitPattern)
            pieces = u.pieces
            list = u.list
            self.tiles = tiles
            self.rect = rect
        }

        /// Equal geometry: the pieces compared bit for bit (a -0 is not a 0 here).
        static func == (a: Key, b: Key) -> Bool {
            guard a.mode == b.mode, a.widths == b.widths, a.rect == b.rect, a.list == b.list, a.tiles == b.tiles,
                  a.pieces.count == b.pieces.count else { return false }
            return a.pieces.withUnsafeBytes { x in
                b.pieces.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
            }
        }
    }

    /// One draw's coverage: per tile, where its 16 x 16 values start in `values` (-1 for a
    /// tile without pieces).
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
    func next(_ u: DrawUniforms, tiles: [SIMD4<Int32>], rect: PixelRect) -> (entry: Entry, filled: Bool) {
        let (entry, filled) = memo.next(Key(u, tiles: tiles, rect: rect)) { Entry(tiles: tiles) }
        return (entry, filled)
    }
}
