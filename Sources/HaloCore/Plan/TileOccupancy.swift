/// Which 16 x 16 tiles of a layer can hold anything but transparent pixels: one flag per tile
/// of the absolute tile grid over a rectangle.
///
/// The blur's passes fetch only the taps that land in occupied tiles: the others read exact
/// zeros, which add nothing to a sum that starts at +0, so the sums are the same bits as the
/// full loop's (`gaussianSample` in Shaders/include/gaussian.glsl).
package struct TileOccupancy: Equatable, Sendable {
    /// The absolute index of the first tile column and row.
    package var firstTile: SIMD2<Int>
    package var columns: Int
    package var rows: Int
    /// Row-major, 1 for an occupied tile.
    package var flags: [UInt8]

    static let size = FramePlan.tileSize
    /// log2 of `size` (a literal, so that no call looks a global up): a shift right by it is
    /// floor division by `size`, negative numbers too (`>>` on a signed integer is arithmetic).
    package static let shift = 4

    /// Every tile that `rect` touches, none occupied (`occupied: true`: all of them).
    package init(covering rect: PixelRect, occupied: Bool = false) {
        firstTile = SIMD2(Self.tile(rect.x), Self.tile(rect.y))
        columns = rect.isEmpty ? 0 : Self.tile(rect.maxX - 1) - firstTile.x + 1
        rows = rect.isEmpty ? 0 : Self.tile(rect.maxY - 1) - firstTile.y + 1
        flags = [UInt8](repeating: occupied ? 1 : 0, count: columns * rows)
    }

    /// How many tiles `rect` touches: the flags `init(covering:)` makes for it.
    package static func count(covering rect: PixelRect) -> Int {
        rect.isEmpty ? 0 : (tile(rect.maxX - 1) - tile(rect.x) + 1) * (tile(rect.maxY - 1) - tile(rect.y) + 1)
    }

    /// The tile holding pixel coordinate `p` (floor division, negative pixels too).
    @inline(__always)
    package static func tile(_ p: Int) -> Int { p >> shift }

    /// The frame pixel of the first tile's top-left corner.
    package var origin: SIMD2<Int> { firstTile &* Self.size }

    /// Marks every tile of the grid that `rect` touches.
    package mutating func mark(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        let x0 = max(Self.tile(rect.x) - firstTile.x, 0), x1 = min(Self.tile(rect.maxX - 1) - firstTile.x, columns - 1)
        let y0 = max(Self.tile(rect.y) - firstTile.y, 0), y1 = min(Self.tile(rect.maxY - 1) - firstTile.y, rows - 1)
        guard x0 <= x1, y0 <= y1 else { return }
        let columns = columns
        flags.withUnsafeMutableBufferPointer { f in
            for y in y0...y1 {
                UnsafeMutableBufferPointer(rebasing: f[(y * columns + x0)...(y * columns + x1)]).update(repeating: 1)
            }
        }
    }

    /// Marks the grid's tiles among `tiles` (a draw's, `DrawPlan.tiles`: x, y of each tile's top-left
    /// pixel on the absolute grid): as `mark(_:)` of each tile's square, each flag written once.
    package mutating func mark(tiles: [SIMD4<Int32>]) {
        let (x0, y0, columns, rows) = (firstTile.x, firstTile.y, columns, rows)
        flags.withUnsafeMutableBufferPointer { f in
            for t in tiles {
                let tx = Self.tile(Int(t.x)) - x0, ty = Self.tile(Int(t.y)) - y0
                if tx >= 0, ty >= 0, tx < columns, ty < rows { f[ty * columns + tx] = 1 }
            }
        }
    }

    /// Whether the tile holding frame pixel (x, y) is occupied (false outside the grid).
    @inline(__always)
    package func isOccupied(_ x: Int, _ y: Int) -> Bool {
        let tx = Self.tile(x) - firstTile.x, ty = Self.tile(y) - firstTile.y
        return tx >= 0 && ty >= 0 && tx < columns && ty < rows && flags[ty * columns + tx] != 0
    }

    /// The tiles a horizontal pass of `radius` pixels over these can make non-zero: each
    /// occupied tile grown by ceil(radius / 16) tiles to each side along its row.
    package func grownAlongRows(by radius: Int) -> TileOccupancy {
        let k = (radius + Self.size - 1) / Self.size
        var out = self
        let columns = columns
        // A tile is set when an occupied tile lies within k of it: the nearest one to its left
        // (or itself) from a pass left to right, the nearest to its right from a pass back.
        flags.withUnsafeBufferPointer { src in
            out.flags.withUnsafeMutableBufferPointer { dst in
                for y in 0..<rows {
                    let row = y * columns
                    var last = Int.min / 2
                    for x in 0..<columns {
                        if src[row + x] != 0 { last = x }
                        if x - last <= k { dst[row + x] = 1 }
                    }
                    var next = Int.max / 2
                    for x in stride(from: columns - 1, through: 0, by: -1) {
                        if src[row + x] != 0 { next = x }
                        if next - x <= k { dst[row + x] = 1 }
                    }
                }
            }
        }
        return out
    }
}
