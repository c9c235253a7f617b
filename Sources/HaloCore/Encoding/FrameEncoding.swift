/// A frame encoded for the fine stage: everything both backends' per-pixel code reads, as
/// plain arrays of words, with no GL in it. The GPU uploads these arrays and dispatches the
/// passes; the CPU twin (`HaloCPU/Twins/Fine.swift`) decodes the same words.
///
/// Passes run in order: a layer's content is a fine pass over the tiles it can write, its
/// blur's horizontal pass follows, and the fine pass of its parent composites it (the
/// vertical pass, clip and opacity fused into the parent's `layer` command). The frame's own
/// fine pass comes last: it covers every tile, starts each pixel from the background and
/// writes the rounded bytes, so every output pixel is written once and nothing is cleared.
/// Within a tile, commands keep the plan's drawing order.
package struct FrameEncoding: Sendable {
    /// One step of a frame.
    package enum Pass: Equatable, Sendable {
        /// The fine stage over `tiles` (indices into `tiles`) of the frame (`layer` nil) or of
        /// a layer's content.
        case fine(layer: Int?, tiles: Range<Int>)
        /// The horizontal pass of a layer's blur, over its `rowsPass`.
        case blurRows(layer: Int)
    }

    /// A draw's paint and placement (its geometry is in `segments`, `list` and `covers`).
    package struct Draw: Sendable {
        package var paint: PaintPlan
        package var opacity: Float
        /// Maps a pixel position to local points (`LocalMap`).
        package var localFromPixel: LocalMap
    }

    package var width: Int
    package var height: Int
    /// The background, premultiplied.
    package var background: SIMD4<Float>
    /// Every draw's segments, 4 Floats each.
    package var segments: [Float] = []
    /// Every draw's tile covers, `FramePlan.tileSize` Floats per tile.
    package var covers: [Float] = []
    /// Segment indices (into `segments`, counted in segments) of each draw's tiles.
    package var list: [UInt32] = []
    package var draws: [Draw] = []
    /// The layers, children before their parents.
    package var layers: [LayerPlan] = []
    /// Each layer's parent: the layer whose fine pass composites it (or, for a mask, reads it),
    /// or -1 for the frame's.
    package var parents: [Int] = []
    /// Each layer's mask: the layer whose alpha keeps its pixels, or -1.
    package var masks: [Int] = []
    /// The shader effects' functions the layers run, in order of first use: a layer's effect
    /// record names its program by index here (the GPU compiles the set into its fine stage).
    package var shaderEntries: [ShaderEntry] = []
    /// `FineCommand.wordCount` words per command.
    package var commands: [UInt32] = []
    /// Per tile of a fine pass: x, y of its top-left pixel, first command, command count.
    package var tiles: [SIMD4<Int32>] = []
    package var passes: [Pass] = []
    /// Where the arrays stood after each of the plan's top-level layers and large draws (the
    /// node's index, and the mark): a later frame whose first nodes have the same geometry takes
    /// its words up to the last of these among them from this one
    /// (`init(resuming:_:from:fitting:)`). Not after small draws: a text's hundreds of glyphs
    /// would each pay for one, for words a copy costs as little as keeping.
    var marks: [(node: Int, mark: Mark)] = []
    /// The fewest tiles of a top-level draw after which `marks` notes where the arrays stand.
    static let markedTiles = 64
    /// The frame pass's steps, one a top-level node.
    var topSteps: [Step] = []
    /// Where `segments`, `covers`, `list`, `commands` and `tiles` begin in the whole frame's: 0 but in
    /// an encoding resumed from another (`init(resuming:_:from:fitting:)`), whose arrays hold only the words after
    /// the nodes it took, the others being where the frame it resumed left them.
    package internal(set) var origin = Mark()

    /// How many of each a frame's arrays hold (or, for an origin, lie before them).
    package struct Mark: Equatable, Sendable {
        package var segments = 0, covers = 0, list = 0, commands = 0, tiles = 0
        var draws = 0, layers = 0, shaderEntries = 0, passes = 0
    }

    /// Where the arrays stand now, in the whole frame's.
    var mark: Mark {
        Mark(
            segments: origin.segments + segments.count, covers: origin.covers + covers.count,
            list: origin.list + list.count, commands: origin.commands + commands.count,
            tiles: origin.tiles + tiles.count, draws: draws.count, layers: layers.count,
            shaderEntries: shaderEntries.count, passes: passes.count)
    }

    /// Encodes a frame's plan.
    package init(_ plan: FramePlan) {
        width = plan.width
        height = plan.height
        background = plan.background
        reserve(plan.nodes[...])
        encode(plan.nodes, layer: false, occupancy: TileOccupancy(covering: plan.region, occupied: true))
    }

    /// Sizes each array once for `nodes`' words, with the room `FrameBuffers(packing:)` gives it and
    /// what it appends: a frame's covers are megabytes, and growing them copies each byte about twice more.
    @discardableResult
    mutating func reserve(_ nodes: ArraySlice<PlanNode>) -> Mark {
        var segmentFloats = 0, coverCount = 0, listCount = 0, drawCount = 0, weights = 0, commandCount = 0
        Self.walk(Array(nodes)) { d in
            segmentFloats += d.segments.count * 4
            coverCount += d.covers.count
            listCount += d.list.count
            drawCount += 1
            commandCount += d.tiles.count
        } layer: { l in
            weights += l.kernel.weights.count
            commandCount += TileOccupancy.count(covering: l.output)
        }
        let room = FrameBuffers.Room.roomy
        segments.reserveCapacity(room(segmentFloats) + room(drawCount) * FrameBuffers.drawStride * 4)
        covers.reserveCapacity(room(coverCount) + weights)
        list.reserveCapacity(listCount)
        commands.reserveCapacity(commandCount * FineCommand.wordCount)
        draws.reserveCapacity(drawCount)
        return Mark(segments: segmentFloats, covers: coverCount, list: listCount, draws: drawCount)
    }

    /// A node of a pass: a draw, or a child layer (`draw` is its clip, if any).
    struct Step {
        var draw: Placed?
        var layer: Int?
    }

    /// Where a draw's tiles lie in `list` and `covers`.
    struct Placed {
        var index: Int
        var tiles: [SIMD4<Int32>]
        var listBase: Int
        var coverBase: Int

        /// The list range and first cover of its tile `i`.
        func tile(_ i: Int) -> (list: Range<Int>, cover: Int) {
            let t = tiles[i]
            return (listBase + Int(t.z)..<listBase + Int(t.z) + Int(t.w), coverBase + i * FramePlan.tileSize)
        }
    }

    /// Calls `draw` and `layer` for a plan's draws and layers in the order the encoding lists
    /// them: a layer's mask (its draws and layers, then itself), its own draws and layers, then
    /// the layer, then its clip.
    /// Inlined where it is called, so a frame's thousands of draws reach `draw` without a call each;
    /// layers go through `walk(layer:draw:layer:)`.
    @inline(__always)
    static func walk(_ nodes: [PlanNode], draw: (DrawPlan) -> Void, layer: (LayerPlan) -> Void) {
        for node in nodes {
            switch node {
            case .draw(let d): draw(d)
            case .layer(let l): walk(layer: l, draw: draw, layer: layer)
            }
        }
    }

    /// A layer's part of `walk(_:draw:layer:)`: its mask, its nodes, itself, its clip.
    static func walk(layer l: LayerPlan, draw: (DrawPlan) -> Void, layer: (LayerPlan) -> Void) {
        if let m = l.mask {
            walk(m.nodes, draw: draw, layer: layer)
            layer(m)
        }
        walk(l.nodes, draw: draw, layer: layer)
        layer(l)
        if let clip = l.clip { draw(clip) }
    }

    /// Adds a draw's geometry to the arrays.
    private mutating func place(_ d: DrawPlan) -> Placed {
        let segmentBase = UInt32((origin.segments + segments.count) / 4)
        let p = Placed(
            index: draws.count, tiles: d.tiles, listBase: origin.list + list.count,
            coverBase: origin.covers + covers.count)
        Segment.appendFloats(of: d.segments, to: &segments)
        covers += d.covers
        let first = list.count
        list += d.list
        if segmentBase != 0 {
            list.withUnsafeMutableBufferPointer { for i in first..<$0.count { $0[i] += segmentBase } }
        }
        draws.append(Draw(paint: d.paint, opacity: d.opacity, localFromPixel: d.localFromPixel))
        return p
    }

    /// Encodes the nodes drawn into a target: its child layers first, then its fine pass over
    /// the tiles `occupancy` marks. A layer's content (`layer`) gets the index the layer takes
    /// right after its children: `layers.count` once they are in.
    /// The frame's own pass (`layer` false) notes where the arrays stand after each layer and large
    /// draw (`marks`) and keeps its steps (`topSteps`); it may start at node `start`, after `kept`, the
    /// steps of the nodes before it (`init(resuming:_:from:fitting:)`).
    mutating func encode(
        _ nodes: [PlanNode], from start: Int = 0, after kept: [Step] = [], layer: Bool, occupancy: TileOccupancy
    ) {
        var steps = kept
        for i in start..<nodes.count {
            switch nodes[i] {
            case .draw(let d):
                steps.append(Step(draw: place(d), layer: nil))
                if !layer, d.tiles.count >= Self.markedTiles { marks.append((i, mark)) }
            case .layer(let l):
                defer { if !layer { marks.append((i, mark)) } }
                // A mask first: its passes, then the layer's (whose content pass takes the
                // index the layer gets next).
                var mask = -1
                if let m = l.mask {
                    encode(m.nodes, layer: true, occupancy: m.content)
                    mask = layers.count
                    layers.append(m)
                    parents.append(-1)
                    masks.append(-1)
                    if m.kernel.radius > 0 { passes.append(.blurRows(layer: mask)) }
                }
                encode(l.nodes, layer: true, occupancy: l.content)
                let index = layers.count
                layers.append(l)
                if let entry = l.effect?.entry, !shaderEntries.contains(entry) { shaderEntries.append(entry) }
                parents.append(-1)
                masks.append(mask)
                if l.kernel.radius > 0 { passes.append(.blurRows(layer: index)) }
                steps.append(Step(draw: l.clip.map { place($0) }, layer: index))
            }
        }
        if !layer { topSteps = steps }
        // Each occupied tile's slot: its index among them, row-major; -1 where unoccupied. Where
        // every tile is occupied (the frame's own pass) the slot is the index itself.
        let size = FramePlan.tileSize, grid = occupancy
        let everyTile = !grid.flags.contains(0)
        var slots: [Int] = []
        var occupied = grid.flags.count
        if !everyTile {
            slots = [Int](repeating: -1, count: grid.flags.count)
            occupied = 0
            for i in grid.flags.indices where grid.flags[i] != 0 {
                slots[i] = occupied
                occupied += 1
            }
        }
        // Each step's commands: the slot of the tile it lands in and the index of its draw's tile there
        // (-1 for a layer without a clip), found once, in the step's order of tiles (row-major).
        var bound = 0
        for step in steps {
            if let draw = step.draw {
                bound += draw.tiles.count
            } else if let l = step.layer {
                bound += TileOccupancy.count(covering: layers[l].output)
            }
        }
        let hits = UnsafeMutableBufferPointer<SIMD2<Int32>>.allocate(capacity: max(bound, 1))
        defer { hits.deallocate() }
        var hitCount = 0
        var ends: [Int] = []
        ends.reserveCapacity(steps.count)
        var counts = [Int32](repeating: 0, count: occupied)
        counts.withUnsafeMutableBufferPointer { counts in
            let (fx, fy, columns, rows) = (grid.firstTile.x, grid.firstTile.y, grid.columns, grid.rows)
            /// The slot of the tile at tile indices (tx, ty) of the absolute grid, or -1.
            func slot(_ tx: Int, _ ty: Int) -> Int {
                let x = tx - fx, y = ty - fy
                guard x >= 0, y >= 0, x < columns, y < rows else { return -1 }
                return everyTile ? y * columns + x : slots[y * columns + x]
            }
            func hit(_ s: Int, _ i: Int) {
                hits[hitCount] = SIMD2(Int32(s), Int32(i))
                hitCount += 1
                counts[s] += 1
            }
            for step in steps {
                let output = step.layer.map { self.layers[$0].output }
                if let draw = step.draw {
                    for (i, t) in draw.tiles.enumerated() {
                        let x = Int(t.x), y = Int(t.y)
                        // A clip's tile adds the layer only where the layer's output reaches it.
                        if let output,
                            x >= output.maxX || y >= output.maxY || x + size <= output.x || y + size <= output.y
                                || output.isEmpty
                        {
                            continue
                        }
                        let s = slot(TileOccupancy.tile(x), TileOccupancy.tile(y))
                        if s >= 0 { hit(s, i) }
                    }
                } else if let output, !output.isEmpty {
                    // Outside a clip's tiles its coverage is 0, so only layers without one cover their output.
                    for y in TileOccupancy.tile(output.y)...TileOccupancy.tile(output.maxY - 1) {
                        for x in TileOccupancy.tile(output.x)...TileOccupancy.tile(output.maxX - 1) {
                            let s = slot(x, y)
                            if s >= 0 { hit(s, -1) }
                        }
                    }
                }
                ends.append(hitCount)
            }
        }
        // Write the tile records, row-major (slot s is the s-th occupied tile in that order), each
        // tile's commands starting where the tiles before it end and its count 0; then the commands
        // in the plan's order, each tile's count advancing as its commands are written. A frame's
        // pass has a record for each of its thousands of tiles: they are written once, straight
        // into an array of their number.
        var total = Int32((origin.commands + commands.count) / FineCommand.wordCount)
        let base = total
        let first = tiles.count, firstTile = origin.tiles + first
        Self.append(occupied, to: &tiles) { out in
            counts.withUnsafeBufferPointer { counts in
                let x0 = Int32(grid.firstTile.x * size), step = Int32(size)
                var s = 0
                for row in 0..<grid.rows {
                    let y = Int32((grid.firstTile.y + row) * size)
                    if everyTile {
                        var x = x0
                        for _ in 0..<grid.columns {
                            out[s] = SIMD4(x, y, total, 0)
                            total += counts[s]
                            s += 1
                            x += step
                        }
                        continue
                    }
                    for column in 0..<grid.columns where grid.flags[row * grid.columns + column] != 0 {
                        out[s] = SIMD4(x0 + Int32(column) * step, y, total, 0)
                        total += counts[s]
                        s += 1
                    }
                }
            }
        }
        commands += repeatElement(0, count: Int(total - base) * FineCommand.wordCount)
        let commandOrigin = origin.commands
        commands.withUnsafeMutableBufferPointer { words in
            tiles.withUnsafeMutableBufferPointer { all in
                let out = UnsafeMutableBufferPointer(rebasing: all[first...])
                var k = 0
                for (n, step) in steps.enumerated() {
                    while k < ends[n] {
                        let s = Int(hits[k].x), i = Int(hits[k].y)
                        k += 1
                        let command: SIMD8<UInt32>
                        if let l = step.layer {
                            command = FineCommand.layer(l, clip: i < 0 ? nil : step.draw!.tile(i))
                        } else {
                            let here = step.draw!.tile(i)
                            command = FineCommand.draw(step.draw!.index, list: here.list, cover: here.cover)
                        }
                        let at = Int(out[s].z + out[s].w) * FineCommand.wordCount - commandOrigin
                        UnsafeMutableRawPointer(words.baseAddress! + at).storeBytes(of: command, as: SIMD8<UInt32>.self)
                        out[s].w += 1
                    }
                }
            }
        }
        for step in steps {
            guard let l = step.layer else { continue }
            parents[l] = layer ? layers.count : -1
            if masks[l] >= 0 { parents[masks[l]] = parents[l] }
        }
        passes.append(.fine(layer: layer ? layers.count : nil, tiles: firstTile..<origin.tiles + tiles.count))
    }

    /// Appends `count` elements, which `write` writes each once, to `array`: into a new array, with
    /// `array`'s elements copied in first, when they are fewer (the frame's pass comes last, and its
    /// thousands of tile records are most of a frame's), else as an array of their own.
    private static func append<T>(
        _ count: Int, to array: inout [T], _ write: (UnsafeMutableBufferPointer<T>) -> Void
    ) {
        guard array.count < count else {
            array += [T](unsafeUninitializedCapacity: count) { out, written in
                write(out)
                written = count
            }
            return
        }
        let kept = array.count
        array = [T](unsafeUninitializedCapacity: kept + count) { out, written in
            _ = array.withUnsafeBufferPointer { out.initialize(fromContentsOf: $0) }
            write(UnsafeMutableBufferPointer(rebasing: out[kept...]))
            written = kept + count
        }
    }
}
