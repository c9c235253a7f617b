import CEGL
import Foundation
import HaloCore

/// Where `ycbcr.comp` writes a frame's planes: each row padded so every invocation owns whole
/// words (8 x 2 pixels for 4:2:0, 4 x 1 for 4:4:4), the planes one after another.
struct PaddedPlanes: Equatable {
    let tight: PlaneLayout
    /// Bytes a row of the luma (and alpha) plane, and of each chroma plane.
    let lumaStride: Int, chromaStride: Int
    /// Rows of the luma (and alpha) plane as stored (4:2:0 rounds up to even).
    let lumaRows: Int
    let subsampled: Bool

    init(_ color: VideoColor, width: Int, height: Int, alpha: Bool) {
        tight = color.layout(width: width, height: height, alpha: alpha)
        subsampled = color.chroma == .c420
        lumaStride = subsampled ? (width + 7) / 8 * 8 : (width + 3) / 4 * 4
        chromaStride = subsampled ? lumaStride / 2 : lumaStride
        lumaRows = subsampled ? (height + 1) / 2 * 2 : height
    }

    /// Word offsets of the Y', Cb, Cr and alpha planes.
    var offsets: SIMD4<Int32> {
        let y = 0, cb = lumaStride * lumaRows / 4
        let cr = cb + chromaStride * tight.chromaHeight / 4
        return SIMD4(Int32(y), Int32(cb), Int32(cr), Int32(cr + chromaStride * tight.chromaHeight / 4))
    }

    /// Bytes of every plane as stored.
    var bytes: Int { 4 * Int(offsets.w) + (tight.alpha ? lumaStride * lumaRows : 0) }

    /// Invocations: one per block of a row of blocks, times the rows of blocks.
    var invocations: Int { lumaStride / (subsampled ? 8 : 4) * tight.chromaHeight }

    /// The stored planes in the tight layout (`tight.bytes`).
    func unpadded(_ stored: UnsafeRawBufferPointer) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: tight.bytes) { out, count in
            unpad(stored, into: UnsafeMutableRawBufferPointer(out))
            count = tight.bytes
        }
    }

    /// Copies the stored planes into the tight layout (`tight.bytes`), row by row.
    func unpad(_ stored: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer) {
        let o = offsets
        func plane(_ word: Int32, _ stride: Int, _ width: Int, _ rows: Int, _ at: Int) {
            if stride == width {
                // Unpadded rows (widths a multiple of 8): the plane in one copy, over the cores.
                ParallelCopy.copy(
                    UnsafeRawBufferPointer(rebasing: stored[(4 * Int(word))...].prefix(width * rows)),
                    into: UnsafeMutableRawBufferPointer(rebasing: out[at...]))
                return
            }
            for r in 0..<rows {
                let src = UnsafeRawBufferPointer(rebasing: stored[(4 * Int(word) + r * stride)...].prefix(width))
                UnsafeMutableRawBufferPointer(rebasing: out[(at + r * width)...].prefix(width)).copyMemory(from: src)
            }
        }
        let t = tight
        plane(o.x, lumaStride, t.width, t.height, 0)
        plane(o.y, chromaStride, t.chromaWidth, t.chromaHeight, t.cbOffset)
        plane(o.z, chromaStride, t.chromaWidth, t.chromaHeight, t.crOffset)
        if t.alpha { plane(o.w, lumaStride, t.width, t.height, t.alphaOffset) }
    }
}

extension GPURenderer {
    /// Plans and renders a display list, converts it to `color`'s planes on the GPU and queues
    /// their readback.
    /// - Throws: as `start(_:)`.
    public func startPlanes(_ list: DisplayList, color: VideoColor, source: YCbCr.Source) throws -> PendingFrame {
        try startPlanes(Planner.plan(list, cache: geometry), color: color, source: source)
    }

    /// Renders a planned frame, converts it to Y'CbCr planes in `ycbcr.comp` and queues their
    /// readback; `finishPlanes` hands them back.
    /// - Throws: as `start(_:)`.
    package func startPlanes(_ plan: FramePlan, color: VideoColor, source: YCbCr.Source) throws -> PendingFrame {
        try startPlanes(try prepare(plan), color: color, source: source)
    }

    /// Renders an encoded frame, converts it and queues the planes' readback, as
    /// `startPlanes(_:color:source:)` for a plan.
    package func startPlanes(_ e: EncodedFrame, color: VideoColor, source: YCbCr.Source) throws -> PendingFrame {
        let padded = PaddedPlanes(color, width: e.width, height: e.height, alpha: source == .straight)
        let frame = try queue(e) { ring in
            try self.convert(padded, YCbCr(color), straight: source == .straight)
            return try ring.start(from: self.planes, bytes: padded.bytes, width: e.width, height: e.height)
        }
        lock.lock()
        pendingPlanes[frame.serial] = padded
        lock.unlock()
        return frame
    }

    /// The planes of a frame started with `startPlanes`, laid out as `color.layout`.
    /// - Throws: `GLError` for a frame not started with `startPlanes` or already finished.
    public func finishPlanes(_ frame: PendingFrame) throws -> [UInt8] {
        lock.lock()
        let padded = pendingPlanes.removeValue(forKey: frame.serial)
        lock.unlock()
        guard let padded else {
            throw GLError(call: "finishPlanes", detail: "frame \(frame.serial) was not started with startPlanes")
        }
        return try collect(frame) { stored, _, _ in padded.unpadded(stored) }
    }

    /// Renders a planned frame, converts it and reads the planes back at once (as `render(_:)`
    /// reads an image: the whole frame under the renderer's lock, through its own readback
    /// buffer, so it never competes with frames in flight from `start` or `startPlanes`).
    /// - Throws: as `render(_:)`.
    package func renderPlanes(_ plan: FramePlan, color: VideoColor, source: YCbCr.Source) throws -> [UInt8] {
        let padded = PaddedPlanes(color, width: plan.width, height: plan.height, alpha: source == .straight)
        return try drawn(try prepare(plan)) {
            try convert(padded, YCbCr(color), straight: source == .straight)
            if once == nil { once = try ReadbackRing(depth: 1) }
            let frame = try once!.start(from: planes, bytes: padded.bytes, width: plan.width, height: plan.height)
            return try once!.finish(frame) { stored, _, _ in padded.unpadded(stored) }
        }
    }

    /// Dispatches `ycbcr.comp` over the frame's output words into the planes buffer.
    private func convert(_ padded: PaddedPlanes, _ c: YCbCr, straight: Bool) throws {
        if padded.bytes > planesBytes {
            try GL.storageBufferData(planes, bytes: padded.bytes)
            planesBytes = padded.bytes
        }
        let p = ycbcrProgram!
        try GL.useProgram(p.id)
        try GL.bindStorageBuffer(3, output)
        try GL.bindStorageBuffer(4, planes)
        let t = padded.tight
        try GL.uniform(p.uniform("uSize"), SIMD2(Int32(t.width), Int32(t.height)), "uSize")
        try GL.uniform(p.uniform("uLuma"), c.y, "uLuma")
        try GL.uniform(p.uniform("uCb"), c.cb, "uCb")
        try GL.uniform(p.uniform("uCr"), c.cr, "uCr")
        try GL.uniform(p.uniform("uLumaOffset"), Int(c.lumaOffset), "uLumaOffset")
        try GL.uniform(p.uniform("uSubsampled"), padded.subsampled ? 1 : 0, "uSubsampled")
        try GL.uniform(p.uniform("uStraight"), straight ? 1 : 0, "uStraight")
        try GL.uniform(p.uniform("uStrides"), SIMD2(Int32(padded.lumaStride), Int32(padded.chromaStride)), "uStrides")
        try GL.uniform(p.uniform("uOffsets"), padded.offsets, "uOffsets")
        try GL.dispatchCompute((padded.invocations + 63) / 64, 1, "Y'CbCr pass over \(t.width)x\(t.height)")
        try GL.memoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT)
    }
}
