import Testing

@testable import HaloCore

/// The tile grid's arithmetic: the shift that finds a pixel's tile, and the growing of a blur's
/// occupied tiles along rows, against the plain definitions they replaced.
@Suite struct TileOccupancyTests {
    @Test func theShiftIsFloorDivisionByTheTileSize() {
        #expect(1 << TileOccupancy.shift == FramePlan.tileSize)
        for p in -100...100 {
            #expect(TileOccupancy.tile(p) == p.floorDivided(by: FramePlan.tileSize), "pixel \(p)")
        }
        #expect(TileOccupancy.tile(-1) == -1)
        #expect(TileOccupancy.tile(-16) == -1)
        #expect(TileOccupancy.tile(-17) == -2)
    }

    /// The definition: a tile is set when an occupied tile of its row lies within k tiles.
    static func grownByDefinition(_ o: TileOccupancy, _ radius: Int) -> [UInt8] {
        let k = (radius + 15) / 16
        var out = o.flags
        for y in 0..<o.rows {
            for x in 0..<o.columns {
                let near = (max(x - k, 0)...min(x + k, o.columns - 1)).contains { o.flags[y * o.columns + $0] != 0 }
                if near { out[y * o.columns + x] = 1 }
            }
        }
        return out
    }

    @Test(arguments: [0, 1, 16, 17, 40, 500])
    func growingAlongRowsMatchesTheDefinition(radius: Int) {
        var o = TileOccupancy(covering: PixelRect(x: -40, y: 0, width: 300, height: 70))
        o.mark(PixelRect(x: 0, y: 0, width: 5, height: 5))
        o.mark(PixelRect(x: 120, y: 20, width: 40, height: 30))
        o.mark(PixelRect(x: 250, y: 60, width: 10, height: 10))
        let grown = o.grownAlongRows(by: radius)
        #expect(grown.flags == Self.grownByDefinition(o, radius))
        #expect(grown.flags != o.flags || radius == 0)
    }

    @Test func markSetsExactlyTheTouchedTiles() {
        var o = TileOccupancy(covering: PixelRect(x: 0, y: 0, width: 64, height: 64))
        o.mark(PixelRect(x: 15, y: 16, width: 2, height: 17))
        var expected = [UInt8](repeating: 0, count: 16)
        for (x, y) in [(0, 1), (1, 1), (0, 2), (1, 2)] { expected[y * 4 + x] = 1 }
        #expect(o.flags == expected)
        o.mark(PixelRect(x: -100, y: -100, width: 10, height: 10))
        #expect(o.flags == expected)
    }

    /// A draw's tiles marked at once set the flags that marking each tile's square sets, tiles off
    /// the grid (left, above, right, below it) left out.
    @Test func markingTilesMatchesMarkingTheirSquares() {
        let rect = PixelRect(x: -40, y: 8, width: 100, height: 70)
        var byTiles = TileOccupancy(covering: rect), bySquares = byTiles
        var tiles: [SIMD4<Int32>] = []
        for y in stride(from: -32, through: 112, by: 16) {
            for x in stride(from: -80, through: 96, by: 16) where (x + 2 * y) % 48 != 0 {
                tiles.append(SIMD4(Int32(x), Int32(y), 0, 0))
                bySquares.mark(PixelRect(x: x, y: y, width: 16, height: 16))
            }
        }
        byTiles.mark(tiles: tiles)
        #expect(byTiles.flags == bySquares.flags)
        #expect(byTiles.flags.contains(0) && byTiles.flags.contains(1))
    }

    /// The count of the tiles a rectangle touches is the number of flags its grid has.
    @Test func countIsTheGridsFlags() {
        for (x, y, w, h) in [(0, 0, 16, 16), (-40, 8, 100, 70), (15, -1, 2, 2), (3, 3, 0, 9), (-17, -33, 1, 50)] {
            let r = PixelRect(x: x, y: y, width: w, height: h)
            #expect(TileOccupancy.count(covering: r) == TileOccupancy(covering: r).flags.count, "\(r)")
        }
    }
}
