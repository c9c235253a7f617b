/// A frame's encoding packed into the three buffers the per-pixel code reads
/// (Shaders/include/frame.glsl), and where each layer's images lie in the atlas: the GPU
/// uploads them as they are, the CPU twin (`HaloCPU/Twins/Frame.swift`) decodes the same words.
///
/// A draw record is `DrawField`'s vec4s, a layer record `LayerField`'s words; both sides read
/// them by the names constants.glsl takes from those (`drawInfo`, `layerOpacity`).
package struct FrameBuffers: Sendable {
    /// vec4s per draw record; words per layer record (generated into constants.glsl).
    package static let drawStride = DrawField.stride, layerStride = LayerField.stride

    /// Segments (4 Floats each), then the draw records.
    package var v4: [Float]
    /// Tile covers, then every layer's blur weights.
    package var f: [Float]
    /// Tile lists, commands, tile records, layer records, occupancy flags, image records, then
    /// the mesh table (each mesh's record's w index) and the mesh records.
    package var w: [UInt32]
    package var drawBase = 0, commandBase = 0, tileBase = 0, layerBase = 0, imageBase = 0, meshBase = 0
    /// The image levels the draws sample, in order of first use; an image record (`ImageField`)
    /// gives each one's first texel in the texel buffer (the levels' texels one after another)
    /// and its size. A draw names its image by index (the fourth Float of its info vec4).
    package private(set) var images: [ImageLevel] = []
    /// Each image's index in `images` (a text's glyph masks are hundreds of images).
    private var imageIndex: [ObjectIdentifier: Int] = [:]
    /// The mesh gradients the draws paint, in order of first use; a mesh draw names its mesh
    /// by index (the fourth Float of its info vec4) into the table at `meshBase`.
    package var meshes: [MeshPatches] = []
    /// The words of the texel buffer: every image's texels.
    package var texelCount: Int { images.reduce(0) { $0 + $1.texels.count } }
    /// The atlas's size: every layer's content, and rows where it has a blur (`placeLayers`).
    package var atlas = (width: 1, height: 1)

    /// The bytes of the three buffers.
    package var byteCount: Int { (v4.count + f.count + w.count) * 4 }

    /// A shader effect's record (`ShaderEffectField`) placed at w index `at`: program `program`
    /// of the frame's set, its maps, its extent, its arguments, then its float arrays (count, values).
    static func effectWords(_ plan: EffectPlan, program: Int, image: Int, at: Int) -> [UInt32] {
        var words = [UInt32(program)]
        for row in [plan.position.0, plan.position.1, plan.pixel.0, plan.pixel.1] {
            words += [row.x.bitPattern, row.y.bitPattern, row.z.bitPattern]
        }
        words += [plan.extent.x, plan.extent.y, plan.extent.z, plan.extent.w].map(\.bitPattern)
        // A float array's word is its w index, known once the arguments are all placed.
        var arrays: [(slot: Int, values: [Float])] = []
        for (values, type) in zip(plan.arguments, plan.entry.arguments) {
            if type.isDeviceArray {
                arrays.append((words.count, values))
                words.append(0)
            } else if type == .texture {
                words.append(UInt32(image))
            } else {
                words += values.map(\.bitPattern)
            }
        }
        for (slot, values) in arrays {
            words[slot] = UInt32(at + words.count)
            words.append(UInt32(values.count))
            words += values.map(\.bitPattern)
        }
        return words
    }

    /// Packs an encoding, which keeps its own words.
    package init(_ e: FrameEncoding) {
        var taken = e
        self.init(packing: &taken)
    }

    /// Packs an encoding, taking its segments and covers as the start of `v4` and `f` (in their
    /// room when `FrameEncoding.init` made it: a frame's covers are megabytes); `e` keeps its
    /// passes, draws and layers, and is left with no segments or covers.
    package init(packing e: inout FrameEncoding) {
        v4 = []
        swap(&v4, &e.segments)
        v4.reserveCapacity(v4.count + e.draws.count * FrameBuffers.drawStride * 4)
        drawBase = v4.count / 4
        v4 += repeatElement(0, count: e.draws.count * FrameBuffers.drawStride * 4)
        f = []
        swap(&f, &e.covers)
        f.reserveCapacity(f.count + e.layers.reduce(0) { $0 + $1.kernel.weights.count })
        let occupancyWords = e.layers.reduce(0) { $0 + $1.content.flags.count * 2 }
        w = []
        w.reserveCapacity(
            e.list.count + e.commands.count + e.tiles.count * 4
                + e.layers.count * FrameBuffers.layerStride + occupancyWords)
        w += e.list
        commandBase = w.count
        w += e.commands
        tileBase = w.count
        // x, y, first command, count: the four Int32s of each tile, as words.
        e.tiles.withUnsafeBytes { w.append(contentsOf: $0.assumingMemoryBound(to: UInt32.self)) }
        layerBase = w.count
        w += [UInt32](repeating: 0, count: e.layers.count * FrameBuffers.layerStride)
        let places = FrameBuffers.placeLayers(e)
        atlas = (places.width, places.height)
        // The images: the draws', then the effects' (a texture argument names its image record).
        var used: [ImageLevel] = [], seen = Set<ObjectIdentifier>()
        for level in e.draws.compactMap(\.paint.image) + e.layers.compactMap(\.effect?.image)
        where seen.insert(ObjectIdentifier(level)).inserted {
            used.append(level)
        }
        images = used
        for (i, level) in used.enumerated() { imageIndex[ObjectIdentifier(level)] = i }
        for (i, l) in e.layers.enumerated() {
            let weights = f.count
            f += l.kernel.weights
            let content = w.count
            w.append(contentsOf: l.content.flags.lazy.map(UInt32.init))
            var columnPass = content
            if l.kernel.radius > 0 {
                columnPass = w.count
                w.append(contentsOf: l.content.grownAlongRows(by: l.kernel.radius).flags.lazy.map(UInt32.init))
            }
            var matrix = -1
            if let m = l.colorMatrix {
                matrix = w.count
                w += m.map(\.bitPattern)
            }
            var effect = -1
            if let plan = l.effect {
                effect = w.count
                let image = plan.image.flatMap { imageIndex[ObjectIdentifier($0)] } ?? 0
                w += Self.effectWords(
                    plan, program: e.shaderEntries.firstIndex(of: plan.entry)!, image: image, at: effect)
            }
            let b = l.bounds
            let (c, r) = (places.content[i], places.rows[i])
            func field(_ f: LayerField) -> Int {
                switch f {
                case .boundsX: b.x
                case .boundsY: b.y
                case .boundsWidth: b.width
                case .boundsHeight: b.height
                case .contentX: c.x
                case .contentY: c.y
                case .rowsX: r.x
                case .rowsY: r.y
                case .radius: l.kernel.radius
                case .weights: weights
                case .columnOccupancy: columnPass
                case .columns: l.content.columns
                case .originX: l.content.origin.x
                case .originY: l.content.origin.y
                case .opacity: Int(l.opacity.bitPattern)
                case .contentOccupancy: content
                case .blendMode: Int(l.blendMode)
                case .mask: e.masks[i]
                case .resampled: l.resample == nil ? 0 : 1
                case .resampleX, .resampleY, .resampleW: 0
                case .colorMatrix: matrix
                case .effect: effect
                }
            }
            let record = layerBase + i * FrameBuffers.layerStride
            for f in LayerField.allCases { w[record + f.rawValue] = UInt32(truncatingIfNeeded: field(f)) }
            if let m = l.resample {
                for (f, row) in [(LayerField.resampleX, m.r0), (.resampleY, m.r1), (.resampleW, m.r2)] {
                    for k in 0..<3 { w[record + f.rawValue + k] = Float(row[k]).bitPattern }
                }
            }
        }
        imageBase = w.count
        var texels = 0
        for level in images {
            w += [UInt32(texels), UInt32(level.width), UInt32(level.height)]
            texels += level.texels.count
        }
        meshBase = w.count
        for d in e.draws {
            if let mesh = d.paint.mesh, !meshes.contains(where: { $0 === mesh }) { meshes.append(mesh) }
        }
        var record = meshBase + meshes.count
        for mesh in meshes {
            w.append(UInt32(record))
            record += mesh.words.count
        }
        for mesh in meshes { w += mesh.words }
        for (i, d) in e.draws.enumerated() { writeDraw(d, at: i) }
    }

    /// The widest atlas `placeLayers` makes (the least GL_MAX_TEXTURE_SIZE of the GPUs Halo
    /// targets; a driver with less refuses the frame by name).
    package static let maxAtlasWidth = 16384

    /// Where each layer's content, and the rows of its horizontal blur pass, lie in the
    /// atlas, in the order the passes run: a layer's content from its fine pass until its
    /// blur's rows pass has read it (or, unblurred, until its parent's pass has), its rows
    /// until its parent's pass has read them; then the space is used again (`AtlasAllocator`).
    /// The width is about the square root of every region's area, so the atlas is near square.
    static func placeLayers(_ e: FrameEncoding) -> (
        content: [(x: Int, y: Int)], rows: [(x: Int, y: Int)], width: Int, height: Int
    ) {
        var area = 0, widest = 1
        for l in e.layers {
            area += l.bounds.width * l.bounds.height * (l.kernel.radius > 0 ? 2 : 1)
            widest = max(widest, l.bounds.width)
        }
        let side = Int(Double(area).squareRoot().rounded(.up))
        var atlas = AtlasAllocator(width: max(widest, min(side, FrameBuffers.maxAtlasWidth)))
        var content = [(x: Int, y: Int)](repeating: (0, 0), count: e.layers.count)
        var rows = content
        var children = [[Int]](repeating: [], count: e.layers.count + 1)
        for (l, p) in e.parents.enumerated() { children[p < 0 ? e.layers.count : p].append(l) }
        for pass in e.passes {
            switch pass {
            case .fine(let layer, _):
                if let l = layer {
                    let b = e.layers[l].bounds
                    content[l] = atlas.allocate(b.width, b.height)
                    // An unblurred layer is read where it was drawn.
                    if e.layers[l].kernel.radius == 0 { rows[l] = content[l] }
                }
                // This pass has composited its children: their images are free.
                for c in children[layer ?? e.layers.count] {
                    atlas.free(x: rows[c].x, y: rows[c].y, w: e.layers[c].bounds.width)
                }
            case .blurRows(let l):
                let b = e.layers[l].bounds
                rows[l] = atlas.allocate(b.width, b.height)
                atlas.free(x: content[l].x, y: content[l].y, w: b.width)
            }
        }
        return (content, rows, atlas.width, max(atlas.height, 1))
    }

    /// Writes draw record `index`: local.xyz and opacity; local y row; local w row; the paint's params; its
    /// frame; (kind, stop count, variant, image or mesh index); the colours; the locations.
    private mutating func writeDraw(_ d: FrameEncoding.Draw, at index: Int) {
        let p = d.paint
        let image =
            p.image.flatMap { imageIndex[ObjectIdentifier($0)] }
            ?? p.mesh.flatMap { mesh in meshes.firstIndex { $0 === mesh } } ?? 0
        let start = (drawBase + index * FrameBuffers.drawStride) * 4
        v4.withUnsafeMutableBufferPointer { all in
            let r = UnsafeMutableBufferPointer(rebasing: all[start..<(start + FrameBuffers.drawStride * 4)])
            /// The first Float of a field's vec4.
            func at(_ f: DrawField) -> Int { f.rawValue * 4 }
            for k in 0..<3 {
                r[at(.localX) + k] = d.localFromPixel.x[k]
                r[at(.localY) + k] = d.localFromPixel.y[k]
                r[at(.localW) + k] = d.localFromPixel.w[k]
            }
            r[at(.localX) + 3] = d.opacity
            for k in 0..<4 {
                r[at(.params) + k] = p.params[k]
                r[at(.frame) + k] = p.frame[k]
            }
            r[at(.info)] = Float(p.kind)
            r[at(.info) + 1] = Float(p.colors.count)
            r[at(.info) + 2] = Float(p.variant)
            r[at(.info) + 3] = Float(image)
            for k in (at(.info) + 4)..<r.count { r[k] = 0 }
            for (i, c) in p.colors.prefix(Paint.maxStops).enumerated() {
                for k in 0..<4 { r[at(.colors) + i * 4 + k] = c[k] }
            }
            for (i, l) in p.locations.prefix(Paint.maxStops).enumerated() { r[DrawField.locations * 4 + i] = l }
        }
    }

    /// Writes draw record `index` again for `d` where it differs from `record` (only the
    /// opacity word where only the opacity changed), and updates `record`: for a draw of the
    /// geometry these buffers were packed from (`EncodedFrame.repaint`). False, and nothing
    /// written, for a draw whose image these buffers do not hold.
    mutating func repaint(_ d: DrawPlan, at index: Int, in record: inout FrameEncoding.Draw) -> Bool {
        if let level = d.paint.image, imageIndex[ObjectIdentifier(level)] == nil { return false }
        if let mesh = d.paint.mesh, !meshes.contains(where: { $0 === mesh }) { return false }
        guard d.paint == record.paint, d.localFromPixel == record.localFromPixel else {
            record = FrameEncoding.Draw(paint: d.paint, opacity: d.opacity, localFromPixel: d.localFromPixel)
            writeDraw(record, at: index)
            return true
        }
        if d.opacity != record.opacity {
            record.opacity = d.opacity
            v4[(drawBase + index * FrameBuffers.drawStride + DrawField.localX.rawValue) * 4 + 3] = d.opacity
        }
        return true
    }

    /// Writes layer record `index`'s opacity and colour matrix: `layer`'s, over a layer of the
    /// same geometry (blend modes, masks and whether there is a matrix are part of the geometry
    /// compared: `PlanNode.sameGeometry`).
    mutating func repaint(_ layer: LayerPlan, at index: Int) {
        let record = layerBase + index * FrameBuffers.layerStride
        w[record + LayerField.opacity.rawValue] = layer.opacity.bitPattern
        if let m = layer.colorMatrix {
            let at = Int(Int32(bitPattern: w[record + LayerField.colorMatrix.rawValue]))
            for (k, v) in m.enumerated() { w[at + k] = v.bitPattern }
        }
    }
}
