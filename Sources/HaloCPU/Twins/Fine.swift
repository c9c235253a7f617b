import HaloCore

// The fine stage: per pixel of a target's tiles, its tile's commands with the colour kept
// along (draws: coverage times paint; child layers: their blur's vertical pass, clip and
// opacity), each blended source-over; then the colour written once.
// Twin of Shaders/fine.comp: same functions, same order of operations, in Float. The CPU
// renderer computes the same sums arranged per draw and per layer (`DrawRows`, `BlurRows`);
// `FineTwinTests` checks it against this twin bit for bit.

/// One fine pass's uniforms and the frame it reads.
struct FinePass {
    let frame: FrameReader
    let atlas: Atlas
    /// The layer whose content this pass writes, nil for the frame.
    let layer: Int?
    /// The target's pixels.
    let rect: PixelRect
    let background: SIMD4<Float>
    /// The frame's shader effects' functions (`FrameEncoding.shaderEntries`).
    var entries: [ShaderEntry] = []

    /// The coverage of the pixel whose top-left corner is (x0, y0) by the segments at
    /// list[start ..< start + count], from its row's cover.
    func tileCoverage(_ x0: Float, _ y0: Float, _ start: Int, _ count: Int, _ cover: Int) -> Float {
        var area = frame.f(cover)
        for i in 0..<count {
            let s = frame.fetchSegment(Int(frame.w(start + i)))
            area += segmentArea(x0, y0, s.x, s.y, s.z, s.w)
        }
        return areaCoverage(area)
    }

    /// Draw d's premultiplied colour at the pixel whose top-left corner is (x0, y0).
    func drawColor(_ d: Int, _ x0: Float, _ y0: Float, _ start: Int, _ count: Int, _ cover: Int) -> SIMD4<Float> {
        let r = frame.buffers.drawBase + d * FrameBuffers.drawStride
        let coverage = tileCoverage(x0, y0, start, count, cover)
        let info = frame.v4(r + DrawField.info.rawValue)
        let stops = Int(info.y)
        let paint = PaintInput(
            kind: Int32(info.x), colors: (0..<stops).map { frame.v4(r + DrawField.colors.rawValue + $0) },
            locations: (0..<stops).map { frame.v4(r + DrawField.locations + $0 / 4)[$0 % 4] },
            params: frame.v4(r + DrawField.params.rawValue), frame: frame.v4(r + DrawField.frame.rawValue),
            variant: Int32(info.z), image: Int32(info.x) == PaintPlan.imageKind ? frame.image(Int(info.w)) : nil,
            mesh: Int32(info.x) == PaintPlan.meshKind ? MeshReader.meshRecord(frame, Int(info.w)) : nil)
        let lx = frame.v4(r + DrawField.localX.rawValue), ly = frame.v4(r + DrawField.localY.rawValue)
        let lw = frame.v4(r + DrawField.localW.rawValue)
        let px = x0 + 0.5, py = y0 + 0.5
        let w = lw.x * px + lw.y * py + lw.z
        let x = (lx.x * px + lx.y * py + lx.z) / w, y = (ly.x * px + ly.y * py + ly.z) / w
        if paint.kind == PaintPlan.imageKind { return paint.imageColor(x, y) * (coverage * lx.w) }
        let color = paint.paintColor(x, y)
        let a = color.w * coverage * lx.w
        return SIMD4(color.x * a, color.y * a, color.z * a, a)
    }

    /// Layer l's colour at a pixel, before clip and opacity: its rows blurred along y, or its
    /// content as it is (transparent outside its bounds and in tiles its content pass did not
    /// write).
    func layerColor(_ l: Int, _ px: Int, _ py: Int) -> SIMD4<Float> {
        let k = frame.layerKernel(l, 1)
        let origin = SIMD2(frame.layerWord(l, .boundsX), frame.layerWord(l, .boundsY))
        let size = SIMD2(frame.layerWord(l, .boundsWidth), frame.layerWord(l, .boundsHeight))
        if k.radius > 0 { return frame.gaussianSample(k, atlas, origin, size, px, py, 0, 1) }
        let qx = px - origin.x, qy = py - origin.y
        if qx < 0 || qy < 0 || qx >= size.x || qy >= size.y || !frame.tileOccupied(k, px, py) { return .zero }
        return atlas.fetch(k.texel.x + qx, k.texel.y + qy)
    }

    /// Row `k` (three Floats) of layer l's record.
    func layerRow(_ l: Int, _ k: LayerField) -> SIMD3<Float> {
        let at = frame.buffers.layerBase + l * FrameBuffers.layerStride + k.rawValue
        return SIMD3(
            Float(bitPattern: frame.w(at)), Float(bitPattern: frame.w(at + 1)), Float(bitPattern: frame.w(at + 2)))
    }

    /// The colour at point (qx, qy) of a layer's pixels (pixel centres at whole numbers), read by
    /// `color` at whole pixels: bilinear between the four around it; transparent where the point is
    /// far off the layer or not a number (fine.comp's `bilinearColor`).
    static func bilinearColor(_ qx: Float, _ qy: Float, _ color: (Int, Int) -> SIMD4<Float>) -> SIMD4<Float> {
        withoutActuallyEscaping(color) { bilinearColor(qx, qy, ClosureTexels(color: $0)) }
    }

    /// `bilinearColor(_:_:_:)` reading `texels`, specialised for each reader (a wide blur's read
    /// back calls it for every pixel of the frame).
    @inline(__always)
    static func bilinearColor<T: TexelReader>(_ qx: Float, _ qy: Float, _ texels: T) -> SIMD4<Float> {
        if !(abs(qx) < 1e7 && abs(qy) < 1e7) { return .zero }
        let bx = qx.rounded(.down), by = qy.rounded(.down)
        let fx = qx - bx, fy = qy - by
        let ix = Int(bx), iy = Int(by)
        let top = texels.color(ix, iy) * (1 - fx) + texels.color(ix + 1, iy) * fx
        let bottom = texels.color(ix, iy + 1) * (1 - fx) + texels.color(ix + 1, iy + 1) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// Layer l's colour at a parent pixel through its resample map (a layer drawn flat, then
    /// projected): bilinear between the four flat pixels around the point the map gives the
    /// pixel's centre; transparent where that lies behind the viewer or far off the layer.
    func resampledColor(_ l: Int, _ px: Int, _ py: Int) -> SIMD4<Float> {
        let p1 = SIMD3(Float(px) + 0.5, Float(py) + 0.5, 1)
        let w = (layerRow(l, .resampleW) * p1).sum()
        let qx = (layerRow(l, .resampleX) * p1).sum() / w - 0.5, qy = (layerRow(l, .resampleY) * p1).sum() / w - 0.5
        if !(w > 0) { return .zero }
        return Self.bilinearColor(qx, qy) { layerColor(l, $0, $1) }
    }

    /// Layer l's premultiplied colour at a pixel, clipped, faded and masked (times its mask
    /// layer's alpha); `clip` holds the clip's list start, count and cover index
    /// (`FineCommand.noClip`: none).
    func layerSource(_ l: Int, _ px: Int, _ py: Int, _ clip: SIMD3<UInt32>) -> SIMD4<Float> {
        let c: Float =
            clip.z == FineCommand.noClip
            ? 1 : tileCoverage(Float(px), Float(py), Int(clip.x), Int(clip.y), Int(clip.z))
        let effect = frame.layerWord(l, .effect)
        var own =
            frame.layerWord(l, .resampled) != 0
            ? resampledColor(l, px, py) : effect >= 0 ? shaderEffect(l, effect, px, py) : layerColor(l, px, py)
        let matrix = frame.layerWord(l, .colorMatrix)
        if matrix >= 0 { own = filteredColor(ColorMatrixColumns(frame, at: matrix), own) }
        let color = own * (c * Float(bitPattern: UInt32(truncatingIfNeeded: frame.layerWord(l, .opacity))))
        let mask = frame.layerWord(l, .mask)
        return mask < 0 ? color : color * layerColor(mask, px, py).w
    }

    /// Source-over: the source plus what the destination leaves visible.
    @inline(__always)
    func blend(_ src: SIMD4<Float>, _ dst: SIMD4<Float>) -> SIMD4<Float> {
        src + dst * (1 - src.w)
    }

    /// The frame's colour as bytes: each channel clamped to 0...1 and rounded (`Resolve`; the
    /// GPU packs them into one word, R in the low byte).
    @inline(__always)
    func resolveColor(_ color: SIMD4<Float>) -> SIMD4<UInt8> {
        resolvePixel(color)
    }

    /// Pixel (lx, ly) of tile `tile`: its colour after the tile's commands, or nil outside
    /// the target.
    func main(_ tile: Int, _ lx: Int, _ ly: Int) -> (x: Int, y: Int, color: SIMD4<Float>)? {
        let t = frame.buffers.tileBase + tile * 4
        let px = Int(Int32(bitPattern: frame.w(t))) + lx, py = Int(Int32(bitPattern: frame.w(t + 1))) + ly
        guard px >= rect.x, py >= rect.y, px < rect.maxX, py < rect.maxY else { return nil }
        var color = layer == nil ? background : .zero
        let first = Int(frame.w(t + 2)), count = Int(frame.w(t + 3))
        for c in 0..<count {
            let k = frame.buffers.commandBase + (first + c) * FineCommand.wordCount
            let src: SIMD4<Float>
            if frame.w(k) == FineCommand.drawTag {
                src = drawColor(
                    Int(frame.w(k + 1)), Float(px), Float(py), Int(frame.w(k + 2)), Int(frame.w(k + 3)),
                    Int(frame.w(k + 4)) + ly)
            } else {
                var clip = SIMD3(frame.w(k + 5), frame.w(k + 6), frame.w(k + 7))
                if clip.z != FineCommand.noClip { clip.z += UInt32(ly) }
                src = layerSource(Int(frame.w(k + 1)), px, py, clip)
                let mode = Int32(frame.layerWord(Int(frame.w(k + 1)), .blendMode))
                if mode != BlendMode.normalCode {
                    color = blendMode(src, color, mode)
                    continue
                }
            }
            color = blend(src, color)
        }
        return (px, py, color)
    }
}

/// The twin's whole frame: the encoding's passes in order, pixel by pixel (slow: for tests).
enum FineStage {
    static func render(_ plan: FramePlan) -> Image {
        render(FrameEncoding(plan))
    }

    static func render(_ e: FrameEncoding) -> Image {
        let buffers = FrameBuffers(e)
        let frame = FrameReader(buffers: buffers)
        let atlas = Atlas(width: buffers.atlas.width, height: buffers.atlas.height)
        var pixels = [UInt8](repeating: 0, count: e.width * e.height * 4)
        for pass in e.passes {
            switch pass {
            case .fine(let layer, let tiles):
                let rect = layer.map { e.layers[$0].bounds } ?? PixelRect(x: 0, y: 0, width: e.width, height: e.height)
                var fine = FinePass(frame: frame, atlas: atlas, layer: layer, rect: rect, background: e.background)
                fine.entries = e.shaderEntries
                for t in tiles {
                    for ly in 0..<tileSize {
                        for lx in 0..<tileSize {
                            guard let (x, y, color) = fine.main(t, lx, ly) else { continue }
                            if let layer {
                                atlas.store(
                                    color, frame.layerWord(layer, .contentX) + x - rect.x,
                                    frame.layerWord(layer, .contentY) + y - rect.y)
                            } else {
                                let b = fine.resolveColor(color)
                                for c in 0..<4 { pixels[(y * e.width + x) * 4 + c] = b[c] }
                            }
                        }
                    }
                }
            case .blurRows(let layer):
                let r = e.layers[layer].rowsPass
                let blur = BlurPass(frame: frame, atlas: atlas, layer: layer)
                for y in r.y..<r.maxY { for x in r.x..<r.maxX { blur.main(x, y) } }
            }
        }
        return Image(width: e.width, height: e.height, pixels: pixels)
    }
}
