import Foundation
import Dispatch
import HaloCore

/// The CPU reference renderer: the Swift twins of the shaders, run over every tile.
///
/// Blending follows OpenGL ES for a normalized 8-bit target: source-over with premultiplied
/// colour (ONE, ONE_MINUS_SRC_ALPHA) computed in Float, then rounded to the nearest byte
/// after every draw, as the GPU does. Tiles of one draw never overlap, so they run in parallel
/// and the bytes do not depend on the thread count.
public final class CPURenderer: Renderer, @unchecked Sendable {
    public let name = "cpu"
    /// How many threads share a draw's tiles (1 renders serially).
    public let threads: Int

    public init(threads: Int = 0) {
        self.threads = threads > 0 ? threads : max(1, ProcessInfo.activeCores)
    }

    public func render(_ scene: Scene) throws -> Image {
        render(Planner.plan(scene))
    }

    /// Renders a planned frame.
    public func render(_ plan: FramePlan) -> Image {
        let w = plan.width, h = plan.height
        let bg = plan.background
        let clear: [UInt8] = [bg.x, bg.y, bg.z, bg.w].map { UInt8(($0 * 255).rounded()) }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = clear[0]; pixels[i + 1] = clear[1]; pixels[i + 2] = clear[2]; pixels[i + 3] = clear[3]
        }
        pixels.withUnsafeMutableBufferPointer { buffer in
            let out = UnsafeSendableBuffer(buffer)
            for draw in plan.draws {
                let u = DrawUniforms(draw)
                let tiles = draw.tiles
                let chunks = min(threads, tiles.count)
                if chunks <= 1 {
                    for t in tiles { shade(t, u, out, w, h) }
                } else {
                    DispatchQueue.concurrentPerform(iterations: chunks) { c in
                        var i = c
                        while i < tiles.count { shade(tiles[i], u, out, w, h); i += chunks }
                    }
                }
            }
        }
        return Image(width: w, height: h, pixels: pixels)
    }

    private func shade(_ tile: SIMD4<UInt32>, _ u: DrawUniforms, _ out: UnsafeSendableBuffer, _ w: Int, _ h: Int) {
        let (xs, ys) = tilePixels(tile, width: w, height: h)
        let start = Int(tile.z), count = Int(tile.w)
        for y in ys {
            let py = Float(y) + 0.5
            for x in xs {
                let src = u.main(Float(x) + 0.5, py, start, count)
                if src.w <= 0 && src.x <= 0 && src.y <= 0 && src.z <= 0 { continue }
                out.blend(src, at: (y * w + x) * 4)
            }
        }
    }
}

/// The frame buffer shared by the tile workers; each pixel is written by one worker only.
struct UnsafeSendableBuffer: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<UInt8>
    init(_ b: UnsafeMutableBufferPointer<UInt8>) { base = b }

    /// Source-over of a premultiplied colour onto the byte pixel at `i`, rounded to bytes.
    @inline(__always)
    func blend(_ src: SIMD4<Float>, at i: Int) {
        let k = 1 - min(max(src.w, 0), 1)
        for c in 0..<4 {
            let s = min(max(src[c], 0), 1)
            let d = Float(base[i + c]) / 255
            base[i + c] = UInt8((min(s + d * k, 1) * 255).rounded())
        }
    }
}

extension ProcessInfo {
    /// The number of cores this process may use.
    static var activeCores: Int { ProcessInfo.processInfo.activeProcessorCount }
}
