/// A frame's encoding packed into the three buffers the per-pixel code reads
/// (Shaders/include/frame.glsl), and where each layer's images lie in the atlas: the GPU
/// uploads them as they are, the CPU twin (`HaloCPU/Frame.swift`) decodes the same words.
///
/// Draw record (`drawStride` vec4s): localX.xyz and opacity; localY.xyz; the paint's params;
/// its frame; (kind, stop count, variant, 0); `Paint.maxStops` colours; the locations, 4 a
/// vec4. Layer record (`layerStride` words): bounds x, y, width, height; the atlas texel of its
/// content; of its rows; the radius; the f index of its weights; the w index of the occupancy
/// its vertical pass (or, without blur, its composite) reads; the occupancy grid's columns and
/// the frame pixel of its first tile; the opacity's bits; the w index of its content's
/// occupancy.
public struct FrameBuffers: Sendable {
    /// vec4s per draw record; words per layer record (keep in sync with frame.glsl).
    public static let drawStride = 25, layerStride = 16

    /// Segments (4 Floats each), then the draw records.
    public var v4: [Float]
    /// Tile covers, then every layer's blur weights.
    public var f: [Float]
    /// Tile lists, commands, tile records, layer records, occupancy flags.
    public var w: [UInt32]
    public var drawBase = 0, commandBase = 0, tileBase = 0, layerBase = 0
    /// The atlas's size: every layer's content, and rows where it has a blur, stacked.
    public var atlas = (width: 1, height: 1)

    /// The bytes of the three buffers.
    public var byteCount: Int { (v4.count + f.count + w.count) * 4 }

    public init(_ e: FrameEncoding) {
        v4 = e.segments
        drawBase = v4.count / 4
        for d in e.draws {
            let p = d.paint
            v4 += [d.localFromPixel.0.x, d.localFromPixel.0.y, d.localFromPixel.0.z, d.opacity]
            v4 += [d.localFromPixel.1.x, d.localFromPixel.1.y, d.localFromPixel.1.z, 0]
            v4 += [p.params.x, p.params.y, p.params.z, p.params.w, p.frame.x, p.frame.y, p.frame.z, p.frame.w]
            v4 += [Float(p.kind), Float(p.colors.count), Float(p.variant), 0]
            let colors = p.colors.prefix(Paint.maxStops)
            v4 += colors.flatMap { [$0.x, $0.y, $0.z, $0.w] }
            v4 += [Float](repeating: 0, count: (Paint.maxStops - colors.count) * 4)
            let locations = p.locations.prefix(Paint.maxStops)
            v4 += Array(locations) + [Float](repeating: 0, count: Paint.maxStops - locations.count)
        }
        f = e.covers
        w = e.list
        commandBase = w.count
        w += e.commands
        tileBase = w.count
        for t in e.tiles { w += [UInt32(bitPattern: t.x), UInt32(bitPattern: t.y), UInt32(t.z), UInt32(t.w)] }
        layerBase = w.count
        w += [UInt32](repeating: 0, count: e.layers.count * FrameBuffers.layerStride)
        var y = 0
        for (i, l) in e.layers.enumerated() {
            let weights = f.count
            f += l.kernel.weights
            let content = w.count
            w += l.content.flags.map(UInt32.init)
            var columnPass = content
            if l.kernel.radius > 0 {
                columnPass = w.count
                w += l.content.grownAlongRows(by: l.kernel.radius).flags.map(UInt32.init)
            }
            let b = l.bounds
            let rowsY = y + b.height
            let record: [Int] = [b.x, b.y, b.width, b.height, 0, y, 0, rowsY, l.kernel.radius, weights, columnPass,
                                 l.content.columns, l.content.origin.x, l.content.origin.y,
                                 Int(l.opacity.bitPattern), content]
            for (k, v) in record.enumerated() {
                w[layerBase + i * FrameBuffers.layerStride + k] = UInt32(truncatingIfNeeded: v)
            }
            y = l.kernel.radius > 0 ? rowsY + b.height : rowsY
            atlas.width = max(atlas.width, b.width)
        }
        atlas.height = max(y, 1)
    }
}
