import HaloCore
import Testing

/// The encoded frame is the contract between the planner and both per-pixel backends: its
/// words for a small scene, worked out by hand.
@Suite struct FrameEncodingTests {
    @Test func wordsOfASmallScene() throws {
        // 32 x 16 (two tiles): an 8 x 8 square at (4, 4) in the first tile, and a layer at
        // opacity 0.5 holding an 8 x 8 square at (20, 2) in the second. Squares run clockwise
        // from their top-left corner; horizontal edges add no area and are left out, so each
        // has its right edge (down) and its left edge (up), both in its tile, nothing to the
        // right (covers 0).
        let a = Draw(shape: Shape(kind: .rect, frame: Rect(x: 4, y: 4, width: 8, height: 8)), paint: .solid(.white))
        let b = Draw(shape: Shape(kind: .rect, frame: Rect(x: 20, y: 2, width: 8, height: 8)), paint: .solid(.black))
        let scene = Scene(
            canvas: Canvas(width: 32, height: 16),
            layers: [Layer(draws: [a]), Layer(items: [.draw(b)], opacity: 0.5)])
        let e = FrameEncoding(try Planner.plan(scene))
        #expect(e.segments == [12, 4, 12, 12, 4, 12, 4, 4, 28, 2, 28, 10, 20, 10, 20, 2])
        #expect(e.covers == [Float](repeating: 0, count: 32))
        #expect(e.list == [0, 1, 2, 3])
        #expect(e.draws.map(\.paint.colors) == [[SIMD4(1, 1, 1, 1)], [SIMD4(0, 0, 0, 1)]])
        #expect(e.layers.count == 1 && e.layers[0].bounds == PixelRect(x: 16, y: 0, width: 16, height: 16))
        // The layer's content first (its one tile), then the frame's two tiles.
        #expect(e.passes == [.fine(layer: 0, tiles: 0..<1), .fine(layer: nil, tiles: 1..<3)])
        #expect(e.tiles == [SIMD4(16, 0, 0, 1), SIMD4(0, 0, 1, 1), SIMD4(16, 0, 2, 1)])
        #expect(
            e.commands == [
                FineCommand.drawTag, 1, 2, 2, 16, 0, 0, 0,  // the layer's square: list 2..<4, covers from 16
                FineCommand.drawTag, 0, 0, 2, 0, 0, 0, 0,  // the first square
                FineCommand.layerTag, 0, 0, 0, 0, 0, 0, FineCommand.noClip,  // the layer, no clip
            ])
    }
}
