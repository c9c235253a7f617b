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
    /// Each region's room, and how much of it the frame uses (`update(_:)`).
    package private(set) var room: Room
    private var used: FrameEncoding.Mark
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
    /// passes, draws and layers, and is left with no segments or covers. Each region is as large
    /// as the frame's words, or (`roomy`) has room to grow for a later frame (`update(_:)`).
    /// `room` gives the regions' room instead (at least the frame's words: a frame packed as
    /// another was, for a test).
    package init(packing e: inout FrameEncoding, roomy: Bool = false, room given: Room? = nil) {
        var room = Room(e, roomy: roomy)
        if let given {
            room = Room(
                segments: max(given.segments, room.segments), draws: max(given.draws, room.draws),
                covers: max(given.covers, room.covers), list: max(given.list, room.list),
                commands: max(given.commands, room.commands), tiles: max(given.tiles, room.tiles))
        }
        self.room = room
        used = e.mark
        v4 = []
        swap(&v4, &e.segments)
        v4.reserveCapacity(room.segments + room.draws * FrameBuffers.drawStride * 4)
        v4 += repeatElement(0, count: room.segments - v4.count)
        drawBase = v4.count / 4
        v4 += repeatElement(0, count: room.draws * FrameBuffers.drawStride * 4)
        f = []
        swap(&f, &e.covers)
        f.reserveCapacity(room.covers + e.layers.reduce(0) { $0 + $1.kernel.weights.count })
        f += repeatElement(0, count: room.covers - f.count)
        let occupancyWords = e.layers.reduce(0) { $0 + $1.content.flags.count * 2 }
        w = []
        w.reserveCapacity(
            room.list + room.commands + room.tiles * 4 + e.layers.count * FrameBuffers.layerStride + occupancyWords)
        w += e.list
        w += repeatElement(0, count: room.list - e.list.count)
        commandBase = w.count
        w += e.commands
        w += repeatElement(0, count: room.commands - e.commands.count)
        tileBase = w.count
        // x, y, first command, count: the four Int32s of each tile, as words.
        e.tiles.withUnsafeBytes { w.append(contentsOf: $0.assumingMemoryBound(to: UInt32.self)) }
        w += repeatElement(0, count: (room.tiles - e.tiles.count) * 4)
        writeRest(e)
    }

    /// The room of each region whose words a later frame may keep (`update(_:)`): Floats of
    /// segments, draw records, Floats of covers, words of lists and of commands, and tiles.
    package struct Room: Equatable, Sendable {
        package var segments = 0, draws = 0, covers = 0, list = 0, commands = 0, tiles = 0

        /// `n` and an eighth more and 64, a multiple of 16: a region's room in a frame that a
        /// later one may resume.
        static func roomy(_ n: Int) -> Int { (n + n / 8 + 64 + 15) & ~15 }

        package init(segments: Int, draws: Int, covers: Int, list: Int, commands: Int, tiles: Int) {
            (self.segments, self.draws, self.covers) = (segments, draws, covers)
            (self.list, self.commands, self.tiles) = (list, commands, tiles)
        }

        /// The regions of `e` (an encoding of a whole frame), as large as its words or `roomy`.
        init(_ e: FrameEncoding, roomy: Bool) {
            let m = e.mark
            let size = roomy ? Room.roomy : { $0 }
            segments = size(m.segments)
            draws = size(m.draws)
            covers = size(m.covers)
            list = size(m.list)
            commands = size(m.commands)
            tiles = size(m.tiles)
        }
    }

    /// Packs `e` into these buffers, when it resumes the encoding they were packed from
    /// (`FrameEncoding(resuming:_:from:fitting:)`) and its words fit each region's room: the words before
    /// its origin stay where they are, its own are written after them, the words the last frame
    /// had past its end are zeroed, and the layers, images and meshes are written again. The
    /// bytes are those of `FrameBuffers(packing:)` of the whole frame's encoding with this room
    /// (`FrameResumeTests`). False, and nothing written, where it does not fit.
    package mutating func update(_ e: FrameEncoding) -> Bool {
        let new = e.mark, o = e.origin
        guard new.segments <= room.segments, new.covers <= room.covers, new.list <= room.list,
            new.commands <= room.commands, new.tiles <= room.tiles, new.draws <= room.draws,
            o.segments <= used.segments, o.covers <= used.covers, o.list <= used.list,
            o.commands <= used.commands, o.tiles <= used.tiles
        else { return false }
        /// Writes `words` at `at` of `array`, then zeros up to `end` (the region's last frame's end).
        func put<T: Numeric>(_ words: UnsafeBufferPointer<T>, at: Int, zeroingTo end: Int, in array: inout [T]) {
            array.withUnsafeMutableBufferPointer { a in
                if let src = words.baseAddress, !words.isEmpty {
                    (a.baseAddress! + at).update(from: src, count: words.count)
                }
                let stop = at + words.count
                if end > stop { (a.baseAddress! + stop).update(repeating: 0, count: end - stop) }
            }
        }
        e.segments.withUnsafeBufferPointer { put($0, at: o.segments, zeroingTo: used.segments, in: &v4) }
        let record = FrameBuffers.drawStride * 4
        put(
            UnsafeBufferPointer(start: nil, count: 0), at: drawBase * 4 + new.draws * record,
            zeroingTo: drawBase * 4 + used.draws * record, in: &v4)
        e.covers.withUnsafeBufferPointer { put($0, at: o.covers, zeroingTo: used.covers, in: &f) }
        f.removeSubrange(room.covers...)
        e.list.withUnsafeBufferPointer { put($0, at: o.list, zeroingTo: used.list, in: &w) }
        e.commands.withUnsafeBufferPointer {
            put($0, at: commandBase + o.commands, zeroingTo: commandBase + used.commands, in: &w)
        }
        // x, y, first command, count: the four Int32s of each tile, as words, written straight from them.
        let tilesAt = tileBase + o.tiles * 4, tilesEnd = tileBase + used.tiles * 4
        e.tiles.withUnsafeBytes {
            put($0.assumingMemoryBound(to: UInt32.self), at: tilesAt, zeroingTo: tilesEnd, in: &w)
        }
        w.removeSubrange((tileBase + room.tiles * 4)...)
        used = new
        writeRest(e)
        return true
    }

    /// Writes what follows the regions, which every frame writes again: the layer records and their
    /// blur weights, occupancy, matrices and effect records, the images' and meshes' records, and
    /// every draw record (`f` and `w` end at their regions' room).
    private mutating func writeRest(_ e: FrameEncoding) {
        imageIndex = [:]
        meshes = []
        layerBase = w.count
        w += [UInt32](repeating: 0, count: e.layers.count * FrameBuffers.layerStride)
        let places = FrameBuffers.placeLayers(e)
        atlas = (places.width, places.height)
        // The images: the draws', then the effects' (a texture argument names its image record).
        var levels: [ImageLevel] = [], seen = Set<ObjectIdentifier>()
        for level in e.draws.compactMap(\.paint.image) + e.layers.compactMap(\.effect?.image)
        where seen.insert(ObjectIdentifier(level)).inserted {
            levels.append(level)
        }
        images = levels
        for (i, level) in levels.enumerated() { imageIndex[ObjectIdentifier(level)] = i }
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
