import HaloCore
import Testing

/// The atlas allocator: live regions never overlap and stay inside the width; freed space is
/// used again; a frame's layers are placed where every pass finds its images.
@Suite struct AtlasAllocatorTests {
    struct Region {
        var x: Int, y: Int, w: Int, h: Int
        func overlaps(_ o: Region) -> Bool { x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h }
    }

    @Test func liveRegionsNeverOverlap() {
        var atlas = AtlasAllocator(width: 256)
        var live: [Region] = []
        for step in 0..<3000 {
            let r = CounterRandom.unit(seed: 7, counter: UInt64(step), stream: 0)
            if r < 0.4, !live.isEmpty {
                let i = Int(CounterRandom.unit(seed: 7, counter: UInt64(step), stream: 1) * Double(live.count))
                let gone = live.remove(at: i)
                atlas.free(x: gone.x, y: gone.y, w: gone.w)
                continue
            }
            let w = 1 + Int(CounterRandom.unit(seed: 7, counter: UInt64(step), stream: 2) * 120)
            let h = 1 + Int(CounterRandom.unit(seed: 7, counter: UInt64(step), stream: 3) * 60)
            let (x, y) = atlas.allocate(w, h)
            let region = Region(x: x, y: y, w: w, h: h)
            #expect(x >= 0 && x + w <= 256 && y >= 0 && y + h <= atlas.height)
            #expect(!live.contains { $0.overlaps(region) }, "step \(step)")
            live.append(region)
        }
    }

    @Test func freedSpaceIsUsedAgain() {
        var atlas = AtlasAllocator(width: 100)
        for _ in 0..<50 {
            let (x, y) = atlas.allocate(100, 40)
            atlas.free(x: x, y: y, w: 100)
        }
        #expect(atlas.height == 40)
        // Without freeing, the same regions stack.
        var kept = AtlasAllocator(width: 100)
        for _ in 0..<50 { _ = kept.allocate(100, 40) }
        #expect(kept.height == 2000)
    }

    @Test func siblingsShareShelvesAndAChainReusesItsSpace() throws {
        // 40 blurred circles side by side (each layer's content and rows live together until
        // the frame's pass) pack into a near-square atlas, not one column 40 layers tall.
        let layers = (0..<40).map { i in
            Layer(
                items: [
                    .draw(
                        Draw(
                            shape: Shape(
                                kind: .circle,
                                frame: Rect(x: Double(i % 8) * 60, y: Double(i / 8) * 60, width: 50, height: 50)),
                            paint: .solid(.white)))
                ],
                blur: 4)
        }
        let wide = FrameBuffers(
            FrameEncoding(try Planner.plan(Scene(canvas: Canvas(width: 480, height: 300), layers: layers))))
        let column = 40 * 2 * (50 + 2 * GaussianKernel(sigma: 4).radius)
        #expect(wide.atlas.height < column / 4 && wide.atlas.width <= FrameBuffers.maxAtlasWidth)
        // A chain of 64 nested layers needs a layer and its child at a time, not all 64.
        var inner = Layer(
            items: [
                .draw(
                    Draw(
                        shape: Shape(kind: .rect, frame: Rect(x: 0, y: 0, width: 64, height: 64)), paint: .solid(.white)
                    ))
            ], opacity: 0.9)
        for _ in 1..<64 { inner = Layer(items: [.layer(inner)], opacity: 0.9) }
        let chain = FrameBuffers(
            FrameEncoding(try Planner.plan(Scene(canvas: Canvas(width: 64, height: 64), layers: [inner]))))
        #expect(chain.atlas.height <= 2 * 64)
    }
}
