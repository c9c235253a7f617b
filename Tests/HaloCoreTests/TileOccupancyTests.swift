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
}
