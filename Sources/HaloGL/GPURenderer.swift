import CEGL
import Foundation
import HaloCore

/// The GPU renderer: a frame plan drawn by the shaders of `Shaders/` and read back.
///
/// Draws: `tile.vert` + `draw.frag`, one instanced draw per draw, blended source-over
/// (ONE, ONE_MINUS_SRC_ALPHA). Isolated layers: drawn into a target over their bounds, blurred
/// along x by `blur.frag` into a second target, then `composite.frag` blurs along y, clips,
/// fades and blends into the parent. Targets, the frame's included, are RGBA32F where the
/// driver renders and blends 32-bit floats (else RGBA16F, else RGBA8: `ProbeReport.layerFormat`);
/// the frame is rounded once into an RGBA8 target by `resolve.frag` and read back with
/// glReadPixels: premultiplied RGBA8, rows top first, as `CPURenderer`'s. All GL objects live
/// on the device's GL thread; every frame uploads its geometry once.
public final class GPURenderer: PipelinedRenderer, @unchecked Sendable {
    public let name = "gpu"
    public let device: GLDevice
    /// Texels per row of the segment and list textures (keep in sync with draw.frag).
    public static let textureWidth = 1024
    /// The format of layer targets (`ProbeReport.layerFormat`).
    public let layerFormat: LayerFormat

    /// `draw.frag` specialised per mode and paint kind, compiled on first use.
    private var drawPrograms: [Int32: GLProgram] = [:]
    /// The last frame's geometry, for scenes handed to `render(_:)` one frame after another.
    private let geometry = GeometryCache()
    private let library: ShaderLibrary
    private var blurProgram: GLProgram!
    private var compositeProgram: GLProgram!
    private var resolveProgram: GLProgram!
    private var vao: GLuint = 0
    private var tileBuffer: GLuint = 0
    private var segmentTexture: GLuint = 0
    private var listTexture: GLuint = 0
    /// R8UI, one texel per tile: the occupancy of the blur's source (content, then rows).
    private var occupancyTextures: [GLuint] = [0, 0]
    private var segmentRows = 0
    private var listRows = 0
    private let targets = RenderTargetPool()
    private let lock = NSLock()
    /// Pixel-pack buffers for `start` and `finish`, made on first use.
    private var ring: ReadbackRing?
    /// How many frames `start` may have in flight.
    public let pipelineDepth = 3
    /// GPU timer queries around each pass, while `timePasses(true)` holds.
    private var timer: PassTimer?
    /// The GPU milliseconds of each pass of the last frame `render(_:)` or
    /// `renderWithoutReadback(_:)` drew while passes are timed, in order; nil when the GPU
    /// reported a disjoint event during it, or before any.
    public private(set) var lastPassTimes: [(name: String, milliseconds: Double)]?

    /// Compiles the shaders and creates the GL objects on the device's thread.
    /// - Throws: `GLError` naming the failing call, or the shader file and line.
    public init(device: GLDevice, library: ShaderLibrary = .builtIn) throws {
        self.device = device
        self.library = library
        layerFormat = LayerFormat(rawValue: device.report.layerFormat) ?? .rgba8
        guard device.report.hasCompute else {
            throw GLError(call: "GPURenderer", detail: "\(device.report.renderer) gives an OpenGL ES "
                          + "\(device.report.contextVersion) context; Halo's GPU path needs compute shaders (OpenGL ES 3.1)")
        }
        try device.run {
            // Every shader compiles here, at start-up, so an error names its file and line before
            // any frame: draw.frag unspecialised (all branches), then its variants on first use.
            _ = try GLProgram(vertex: "tile.vert", fragment: "draw.frag", library: library)
            // The blur passes run as compute shaders (GLES 3.1): far faster than fragment passes
            // on datacenter GPUs, which carry little graphics hardware (DESIGN.md).
            let format = [("LAYER_FORMAT", layerFormat.bits)]
            blurProgram = try GLProgram(compute: "blur.comp", library: library, defines: format)
            compositeProgram = try GLProgram(compute: "composite.comp", library: library, defines: format)
            resolveProgram = try GLProgram(vertex: "quad.vert", fragment: "resolve.frag", library: library)
            glGenVertexArrays(1, &vao)
            glGenBuffers(1, &tileBuffer)
            glGenTextures(1, &segmentTexture)
            glGenTextures(1, &listTexture)
            glGenTextures(2, &occupancyTextures)
            try glCheck("glGenVertexArrays/glGenBuffers/glGenTextures")
            glBindVertexArray(vao)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), tileBuffer)
            glEnableVertexAttribArray(0)
            glVertexAttribIPointer(0, 4, GLenum(GL_INT), 16, nil)
            glVertexAttribDivisor(0, 1)
            glBindVertexArray(0)
            try glCheck("glVertexAttribIPointer")
            for t in [segmentTexture, listTexture] + occupancyTextures {
                glBindTexture(GLenum(GL_TEXTURE_2D), t)
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
            }
            try glCheck("glTexParameteri")
        }
    }

    deinit {
        _ = try? device.run {
            drawPrograms = [:]; blurProgram = nil; compositeProgram = nil; resolveProgram = nil
            timer?.release()
            targets.releaseAll()
            ring?.release()
            glDeleteVertexArrays(1, &vao)
            glDeleteBuffers(1, &tileBuffer)
            glDeleteTextures(1, &segmentTexture)
            glDeleteTextures(1, &listTexture)
            glDeleteTextures(2, &occupancyTextures)
        }
    }

    /// Times every pass of the frames drawn from now on with GL_EXT_disjoint_timer_query
    /// (`lastPassTimes`), or stops. Queries cost a little; frames started with `start` are not
    /// timed.
    /// - Returns: false where the context lacks the extension.
    public func timePasses(_ on: Bool) throws -> Bool {
        lock.lock(); defer { lock.unlock() }
        return try device.run {
            timer?.release()
            timer = on ? PassTimer() : nil
            lastPassTimes = nil
            try glCheck("timer queries")
            return timer != nil || !on
        }
    }

    public func render(_ scene: Scene) throws -> Image {
        try render(try Planner.plan(scene, cache: geometry))
    }

    /// Renders a planned frame and reads it back.
    /// - Throws: `GLError` naming the failing call; a size the driver cannot hold.
    public func render(_ plan: FramePlan) throws -> Image {
        try drawn(plan) {
            // Read straight into the image's array: no zero-filled buffer first.
            glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
            let count = plan.width * plan.height * 4
            let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                glReadPixels(0, 0, GLsizei(plan.width), GLsizei(plan.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE),
                             buffer.baseAddress)
                initialized = count
            }
            try glCheck("glReadPixels", "\(plan.width)x\(plan.height)")
            return Image(width: plan.width, height: plan.height, pixels: pixels)
        }
    }

    public func start(_ scene: Scene) throws -> PendingFrame {
        try start(try Planner.plan(scene, cache: geometry))
    }

    /// Renders a planned frame and queues its readback into a pixel-pack buffer; its pixels
    /// come from `finish(_:)`, which waits on the frame's fence.
    /// - Throws: as `render(_:)`; `pipelineDepth` frames already in flight.
    public func start(_ plan: FramePlan) throws -> PendingFrame {
        try drawn(plan, timed: false) {
            if ring == nil { ring = try ReadbackRing(depth: pipelineDepth) }
            return try ring!.start(width: plan.width, height: plan.height)
        }
    }

    /// The pixels of a started frame: premultiplied RGBA8, rows top first, as `render(_:)`'s.
    /// - Throws: `GLError` for a frame not started here or already finished, or naming the call.
    public func finish(_ frame: PendingFrame) throws -> Image {
        lock.lock(); defer { lock.unlock() }
        return try device.run {
            guard let ring else { throw GLError(call: "finish", detail: "no frame was started on this renderer") }
            return try ring.finish(frame)
        }
    }

    /// Renders a planned frame and waits for the GPU to finish it, without reading it back.
    /// - Throws: as `render(_:)`.
    public func renderWithoutReadback(_ plan: FramePlan) throws {
        try drawn(plan) {
            glFinish()
            try glCheck("glFinish")
        }
    }

    /// Draws a planned frame on the GL thread, then runs `read` with its RGBA8 target bound.
    /// Passes are timed when `timed` and `timePasses(true)` hold (not for frames whose
    /// readback is left in flight: reading the queries would wait for them).
    private func drawn<R>(_ plan: FramePlan, timed: Bool = true, read: () throws -> R) throws -> R {
        try checkSize(plan)
        let batch = FrameBatch(plan)
        lock.lock(); defer { lock.unlock() }
        return try device.run {
            let kept = timer
            if !timed { timer = nil }
            defer { timer = kept }
            return try frame(plan, batch, read: read)
        }
    }

    private func checkSize(_ plan: FramePlan) throws {
        let maxSize = device.report.maxTextureSize
        guard plan.width <= maxSize, plan.height <= maxSize else {
            throw GLError(call: "render", detail: "\(plan.width)x\(plan.height) pixels is above this driver's GL_MAX_TEXTURE_SIZE of \(maxSize)")
        }
    }

    /// Draws a frame and rounds it into its RGBA8 target, then runs `read` with that target
    /// bound (before it goes back to the pool).
    private func frame<R>(_ plan: FramePlan, _ batch: FrameBatch, read: () throws -> R) throws -> R {
        try upload(batch)
        glDisable(GLenum(GL_DITHER))
        let frameRect = PixelRect(x: 0, y: 0, width: plan.width, height: plan.height)
        let root = try targets.take(frameRect, format: layerFormat)
        defer { targets.give(root) }
        root.bind()
        timer?.begin("clear")
        let bg = plan.background
        glClearColor(bg.x, bg.y, bg.z, bg.w)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        try glCheck("glClear")
        var next = 0
        try render(plan.nodes, into: root, batch, &next)

        // Round the float frame to bytes once, into the RGBA8 target that is read back.
        timer?.begin("resolve")
        let bytes = try targets.take(frameRect, format: .rgba8)
        defer { targets.give(bytes) }
        bytes.bind()
        glDisable(GLenum(GL_BLEND))
        let p = resolveProgram!
        glUseProgram(p.id)
        bindSource(p, root, unit: 0, name: "uSource")
        setTarget(p, bytes)
        setRect(p, frameRect)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        try glCheck("glDrawArrays", "resolve to RGBA8")
        guard let timer else { return try read() }
        timer.begin("readback")
        let result = try read()
        lastPassTimes = try timer.collect()
        return result
    }

    /// Renders nodes into `target`; `next` counts draws in `FramePlan.allDraws` order.
    private func render(_ nodes: [PlanNode], into target: RenderTarget, _ batch: FrameBatch, _ next: inout Int) throws {
        for node in nodes {
            switch node {
            case .draw(let d):
                try draw(d, batch.placement[next], into: target)
                next += 1
            case .layer(let l):
                try composite(l, into: target, batch, &next)
            }
        }
    }

    private func draw(_ d: DrawPlan, _ placement: FrameBatch.Placement, into target: RenderTarget) throws {
        timer?.begin("draw")
        target.bind()
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        let p = try drawProgram(d)
        glUseProgram(p.id)
        glActiveTexture(GLenum(GL_TEXTURE0)); glBindTexture(GLenum(GL_TEXTURE_2D), segmentTexture)
        glActiveTexture(GLenum(GL_TEXTURE1)); glBindTexture(GLenum(GL_TEXTURE_2D), listTexture)
        glUniform1i(p.uniform("uSegments"), 0)
        glUniform1i(p.uniform("uList"), 1)
        setTarget(p, target)
        setUniforms(p, d)
        glUniform1i(p.uniform("uCoverBase"), GLint(placement.coverTexel))
        glBindVertexArray(vao)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), tileBuffer)
        glVertexAttribIPointer(0, 4, GLenum(GL_INT), 16, UnsafeRawPointer(bitPattern: placement.firstTile * 16))
        glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(d.tiles.count))
        glBindVertexArray(0)
        try glCheck("glDrawArraysInstanced", "\(d.tiles.count) tiles")
    }

    private func composite(_ l: LayerPlan, into parent: RenderTarget, _ batch: FrameBatch, _ next: inout Int) throws {
        let content = try targets.take(l.bounds, format: layerFormat)
        defer { targets.give(content) }
        try clearTarget(content)
        try render(l.nodes, into: content, batch, &next)
        var mask: RenderTarget? = nil
        defer { if let m = mask { targets.give(m) } }
        if let c = l.clip {
            let m = try targets.take(l.bounds, format: layerFormat)
            mask = m
            try clearTarget(m)
            try draw(c, batch.placement[next], into: m)
            next += 1
        }
        var source = content
        var rows: RenderTarget? = nil
        defer { if let r = rows { targets.give(r) } }
        if l.kernel.radius > 0 {
            timer?.begin("blur rows")
            let r = try targets.take(l.bounds, format: layerFormat)
            rows = r
            let p = blurProgram!
            glUseProgram(p.id)
            bindSource(p, content, unit: 0, name: "uSource")
            setKernel(p, l.kernel)
            try setOccupancy(p, l.content, slot: 0)
            bindImage(r, unit: 0, access: GL_WRITE_ONLY)
            try dispatch(p, over: l.rowsPass, target: r, "horizontal blur pass, radius \(l.kernel.radius)")
            glMemoryBarrier(GLbitfield(GL_TEXTURE_FETCH_BARRIER_BIT))
            source = r
        }
        timer?.begin("composite")
        let p = compositeProgram!
        glUseProgram(p.id)
        bindSource(p, source, unit: 0, name: "uSource")
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_2D), mask?.texture ?? source.texture)
        glUniform1i(p.uniform("uClip"), 1)
        glUniform1i(p.uniform("uHasClip"), mask == nil ? 0 : 1)
        glUniform1f(p.uniform("uOpacity"), l.opacity)
        setKernel(p, l.kernel)
        // The vertical pass reads the rows: non-zero within the radius of the content's tiles.
        try setOccupancy(p, l.kernel.radius > 0 ? l.content.grownAlongRows(by: l.kernel.radius) : l.content, slot: 1)
        bindImage(parent, unit: 1, access: GL_READ_ONLY)
        bindImage(parent, unit: 2, access: GL_WRITE_ONLY)
        try dispatch(p, over: l.output, target: parent, "layer composite over \(l.output)")
        // Later draws blend into the parent, passes fetch it or load it as an image.
        glMemoryBarrier(GLbitfield(GL_FRAMEBUFFER_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT))
    }

    /// Binds level 0 of `t`'s texture to image unit `unit` in the layer format.
    /// The corresponding GL call is glBindImageTexture.
    private func bindImage(_ t: RenderTarget, unit: GLuint, access: Int32) {
        glBindImageTexture(unit, t.texture, 0, GLboolean(GL_FALSE), 0, GLenum(access), layerFormat.internalFormat)
    }

    /// Runs compute program `p` over the pixels of `rect` in 16 x 16 workgroups, writing into
    /// `target` (whose texel (0, 0) is frame pixel `target.rect.x, y`).
    /// The corresponding GL call is glDispatchCompute.
    private func dispatch(_ p: GLProgram, over rect: PixelRect, target: RenderTarget, _ what: @autoclosure () -> String) throws {
        guard !rect.isEmpty else { return }
        glUniform4i(p.uniform("uRect"), GLint(rect.x), GLint(rect.y), GLint(rect.width), GLint(rect.height))
        glUniform2i(p.uniform("uTargetOrigin"), GLint(target.rect.x), GLint(target.rect.y))
        glDispatchCompute(GLuint((rect.width + 15) / 16), GLuint((rect.height + 15) / 16), 1)
        try glCheck("glDispatchCompute", what())
    }

    private func clearTarget(_ t: RenderTarget) throws {
        timer?.begin("clear")
        t.bind()
        glClearColor(0, 0, 0, 0)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        try glCheck("glClear", "layer target \(t.rect)")
    }

    private func bindSource(_ p: GLProgram, _ t: RenderTarget, unit: Int32, name: String) {
        glActiveTexture(GLenum(GL_TEXTURE0 + unit))
        glBindTexture(GLenum(GL_TEXTURE_2D), t.texture)
        glUniform1i(p.uniform(name), GLint(unit))
        glUniform2i(p.uniform("uSourceOrigin"), GLint(t.rect.x), GLint(t.rect.y))
        glUniform2i(p.uniform("uSourceSize"), GLint(t.rect.width), GLint(t.rect.height))
    }

    private func setKernel(_ p: GLProgram, _ k: GaussianKernel) {
        var w = k.weights
        let vectors = GaussianKernel.maxRadius / 4 + 1
        w += [Float](repeating: 0, count: vectors * 4 - w.count)
        glUniform4fv(p.uniform("uWeights"), GLsizei(vectors), &w)
        glUniform1i(p.uniform("uRadius"), GLint(k.radius))
    }

    /// Uploads the tiles of a blur pass's source that can be non-zero and binds them for
    /// `gaussianSample` (texture unit 2).
    private func setOccupancy(_ p: GLProgram, _ o: TileOccupancy, slot: Int) throws {
        glActiveTexture(GLenum(GL_TEXTURE2))
        glBindTexture(GLenum(GL_TEXTURE_2D), occupancyTextures[slot])
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        o.flags.withUnsafeBytes {
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_R8UI, GLsizei(max(o.columns, 1)), GLsizei(max(o.rows, 1)), 0,
                         GLenum(GL_RED_INTEGER), GLenum(GL_UNSIGNED_BYTE), o.flags.isEmpty ? nil : $0.baseAddress)
        }
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        try glCheck("glTexImage2D", "\(o.columns)x\(o.rows) tile occupancy")
        glUniform1i(p.uniform("uOccupancy"), 2)
        glUniform2i(p.uniform("uOccupancyOrigin"), GLint(o.origin.x), GLint(o.origin.y))
    }

    private func setTarget(_ p: GLProgram, _ t: RenderTarget) {
        glUniform2f(p.uniform("uTargetOrigin"), Float(t.rect.x), Float(t.rect.y))
        glUniform2f(p.uniform("uTargetSize"), Float(t.rect.width), Float(t.rect.height))
    }

    private func setRect(_ p: GLProgram, _ r: PixelRect) {
        glUniform4f(p.uniform("uRect"), Float(r.x), Float(r.y), Float(r.width), Float(r.height))
    }

    /// `tile.vert` + `draw.frag` with the draw's paint kind as a constant, so the driver
    /// compiles only the branches the draw takes.
    private func drawProgram(_ d: DrawPlan) throws -> GLProgram {
        let key = d.paint.kind
        if let p = drawPrograms[key] { return p }
        let p = try GLProgram(vertex: "tile.vert", fragment: "draw.frag", library: library,
                              defines: [("PAINT_KIND", Int(d.paint.kind))])
        drawPrograms[key] = p
        return p
    }

    private func setUniforms(_ p: GLProgram, _ d: DrawPlan) {
        glUniform1f(p.uniform("uOpacity"), d.opacity)
        glUniform3f(p.uniform("uLocalX"), d.localFromPixel.0.x, d.localFromPixel.0.y, d.localFromPixel.0.z)
        glUniform3f(p.uniform("uLocalY"), d.localFromPixel.1.x, d.localFromPixel.1.y, d.localFromPixel.1.z)
        let paint = d.paint
        glUniform1i(p.uniform("uPaintKind"), paint.kind)
        glUniform1i(p.uniform("uStopCount"), GLint(paint.colors.count))
        var colors = paint.colors.flatMap { [$0.x, $0.y, $0.z, $0.w] }
        glUniform4fv(p.uniform("uColors"), GLsizei(paint.colors.count), &colors)
        var locations = paint.locations
        glUniform1fv(p.uniform("uLocations"), GLsizei(locations.count), &locations)
        glUniform4f(p.uniform("uPaintParams"), paint.params.x, paint.params.y, paint.params.z, paint.params.w)
        glUniform4f(p.uniform("uPaintFrame"), paint.frame.x, paint.frame.y, paint.frame.z, paint.frame.w)
        glUniform1i(p.uniform("uPaintVariant"), paint.variant)
    }

    /// Uploads every draw's segments, covers, lists and tiles of the frame.
    private func upload(_ batch: FrameBatch) throws {
        segmentRows = try upload(batch.texels, components: 4, to: segmentTexture, rows: segmentRows, float: true)
        listRows = try upload(batch.list, components: 1, to: listTexture, rows: listRows, float: false)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), tileBuffer)
        batch.tiles.withUnsafeBytes {
            glBufferData(GLenum(GL_ARRAY_BUFFER), max($0.count, 16), $0.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        try glCheck("glBufferData", "\(batch.tiles.count) tiles")
    }

    /// Uploads `values` into a `textureWidth`-wide texture, growing it when needed.
    /// - Returns: the texture's row count afterwards.
    private func upload<T: FixedWidthInteger & UnsignedInteger>(_ values: [T], components: Int, to texture: GLuint, rows: Int, float: Bool) throws -> Int {
        try uploadRaw(values, components: components, to: texture, rows: rows, float: float, zero: 0)
    }

    private func upload(_ values: [Float], components: Int, to texture: GLuint, rows: Int, float: Bool) throws -> Int {
        try uploadRaw(values, components: components, to: texture, rows: rows, float: float, zero: 0)
    }

    private func uploadRaw<T>(_ values: [T], components: Int, to texture: GLuint, rows: Int, float: Bool, zero: T) throws -> Int {
        let w = GPURenderer.textureWidth
        let needed = max(1, (values.count / components + w - 1) / w)
        var padded = values
        padded += [T](repeating: zero, count: needed * w * components - values.count)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        let (internalFormat, format, type) = float
            ? (GL_RGBA32F, GL_RGBA, GL_FLOAT) : (GL_R32UI, GL_RED_INTEGER, GL_UNSIGNED_INT)
        var allocated = rows
        if needed > rows {
            guard needed <= device.report.maxTextureSize else {
                throw GLError(call: "glTexImage2D", detail: "a frame needs \(needed) rows of geometry, above GL_MAX_TEXTURE_SIZE")
            }
            allocated = min(max(needed, rows * 2), device.report.maxTextureSize)
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, internalFormat, GLsizei(w), GLsizei(allocated), 0,
                         GLenum(format), GLenum(type), nil)
            try glCheck("glTexImage2D", "\(w)x\(allocated) geometry texture")
        }
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        padded.withUnsafeBytes {
            glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(w), GLsizei(needed), GLenum(format), GLenum(type), $0.baseAddress)
        }
        try glCheck("glTexSubImage2D", "\(w)x\(needed) geometry texture")
        return allocated
    }
}

/// Every draw of a frame (nested layers and clips included, in `FramePlan.allDraws` order)
/// packed into the three buffers the shaders read.
struct FrameBatch {
    /// Where a draw's data lies in the buffers.
    struct Placement {
        /// The index of its first tile in `tiles`.
        var firstTile: Int
        /// The texel of its first tile's covers in `texels`.
        var coverTexel: Int
    }

    /// RGBA32F texels: each draw's segments (one texel each), then its tiles' covers.
    var texels: [Float] = []
    var list: [UInt32] = []
    var tiles: [SIMD4<Int32>] = []
    var placement: [Placement] = []

    init(_ plan: FramePlan) {
        for d in plan.allDraws {
            let segmentBase = UInt32(texels.count / 4), listBase = Int32(list.count)
            texels += Segment.floats(of: d.segments)
            placement.append(Placement(firstTile: tiles.count, coverTexel: texels.count / 4))
            texels += d.covers
            list += d.list.map { $0 + segmentBase }
            tiles += d.tiles.map { SIMD4($0.x, $0.y, $0.z + listBase, $0.w) }
        }
    }
}
