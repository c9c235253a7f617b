import CEGL
import Foundation
import HaloCore

/// The GPU renderer: a frame plan encoded (`FrameEncoding`) and run by the compute shaders of
/// `Shaders/`, then read back.
///
/// Every per-pixel pass is a compute dispatch (OpenGL ES 3.1): datacenter GPUs carry little
/// graphics hardware, and the same math ran 16-23x faster as compute than as fragment passes
/// on an H100 (docs/gpu.md). `fine.comp` runs one workgroup per 16 x 16 tile: a layer's content
/// over the tiles it can write, into its region of one RGBA32F atlas; `blur.comp` blurs it
/// along x into its rows region; the parent's fine pass blurs along y, clips, fades and blends
/// it in its `layer` commands; the frame's fine pass starts from the background, covers every
/// tile and stores bytes into an RGBA8 image, read back with glReadPixels: premultiplied RGBA8,
/// rows top first, as `CPURenderer`'s. No blending hardware, no clears. All GL objects live
/// on the device's GL thread; every frame uploads its encoding once, into three storage
/// buffers. Sendable by hand: the GL objects and the state beside them (programs, buffers,
/// atlas, `timer`, `ring`, `once`) are used only on the GL thread, which other threads reach
/// through `device.run` and `device.post`; `pendingPlanes` and the timed frames are under
/// `lock`, the frames in flight (`queued`, `unfinished`, `nextSerial`) under `handoff`, and
/// `geometry` locks itself. `lastPassTimes` is written on the GL thread while `drawn` holds
/// `lock` and its caller waits, for that caller to read; tests set `atlasLimit` and
/// `readsOffGLThread` before any frame.
public final class GPURenderer: PlanarRenderer, @unchecked Sendable {
    /// "gpu".
    public let name = "gpu"
    /// The EGL device and context the renderer runs on.
    public let device: GLDevice

    /// The last frame's geometry, for display lists handed to `render(_:)` one frame after another.
    let geometry = GeometryCache()
    /// The widest and tallest atlas a frame may use below the driver's limit, or nil for the
    /// driver's: tests set it low to see frames split into bands.
    package var atlasLimit: Int?
    private let sources: GLSLSourceTree
    private var fineProgram: GLProgram!
    /// Fine stages compiled for a frame: with its shader effects (`ShaderEffectsGLSL`) and
    /// without the features it does not use (`FineFeatures`), by both: a variant is compiled
    /// once and reused while frames run it.
    private var variants: [FineVariant: GLProgram] = [:]
    /// Benchmark only (`halo bench --effects-glsl`): the text that replaces the generated
    /// include/effects.glsl in frames with shader effects, such as a hand-written port of them.
    package var effectsOverride: String?
    /// Benchmark only (`halo bench --whole-fine-stage`): every frame runs the fine stage with all
    /// its features, as before frames got their own variant (`FineFeatures`).
    package var wholeFineStage = false
    /// Tests only: switches every variant turns off, whatever the frame uses (a control: a frame
    /// compiled without a feature it runs renders other pixels).
    package var switchedOff: Set<String> = []
    /// A compiled fine stage's key: the switches on, and the generated effects.glsl, if any.
    private struct FineVariant: Hashable {
        var features: FineFeatures
        /// The frame's shader effects: their GLSL is made only when the variant is compiled.
        var effects: [ShaderEntry]
    }
    private var blurProgram: GLProgram!
    /// The storage buffers of frame.glsl: vec4s, floats, words.
    private var buffers: [GLuint] = [0, 0, 0]
    private var bufferBytes = [0, 0, 0]
    /// What each buffer holds now: a frame whose words are the same skips the upload.
    private var uploaded: [[UInt8]] = [[], [], []]
    /// The image levels the draws sample (frame.glsl's `Texels`, binding 5), one after another.
    private var texels: GLuint = 0
    private var texelBytes = 0
    /// The largest storage block a shader may read (GL_MAX_SHADER_STORAGE_BLOCK_SIZE).
    package private(set) var maxStorageBlock = Int(Int32.max)
    /// The levels `texels` holds now, in order: a frame sampling the same ones uploads none.
    /// (Kept, not only named: a level freed and another made at its address is not the same.)
    private var uploadedImages: [ImageLevel] = []
    /// Every layer's images (RGBA32F, immutable storage, made and grown when a frame needs).
    private var atlas: GLuint = 0
    private var atlasSize = (width: 0, height: 0)
    /// The frame's bytes, written by the last fine pass: one RGBA8 word a pixel.
    var output: GLuint = 0
    private var outputBytes = 0
    /// The frame's Y'CbCr planes, written by `ycbcr.comp` for `startPlanes` (rows padded).
    var planes: GLuint = 0
    var planesBytes = 0
    var ycbcrProgram: GLProgram!
    /// The padded layout of each frame started with `startPlanes`, by serial.
    var pendingPlanes: [Int: PaddedPlanes] = [:]
    let lock = NSLock()
    /// Readback buffers for `start` and `finish`, and for `render`, made on first use.
    var ring: ReadbackRing?
    var once: ReadbackRing?
    /// Guards `queued`, `unfinished` and `nextSerial`: frames `start` handed to the GL thread.
    let handoff = NSCondition()
    /// What the GL thread made of each frame started and not finished, by serial, once it ran.
    var queued: [Int: Result<Queued, Error>] = [:]
    var unfinished: Set<Int> = []
    var nextSerial = 0
    /// Whether `finish` may wait and read off the GL thread where the display has EGL fences
    /// (tests turn it off, before the first `start`, to check the GL thread's way too).
    var readsOffGLThread = true
    /// How many frames `start` may have in flight.
    public let pipelineDepth = 3
    /// GPU timer queries around each pass, while `timePasses(true)` holds.
    private var timer: PassTimer?
    /// The GPU milliseconds of each pass of the last frame `render(_:)` or
    /// `renderWithoutReadback(_:)` drew while passes are timed, in order; nil when the GPU
    /// reported a disjoint event during it, or before any.
    public private(set) var lastPassTimes: [(name: String, milliseconds: Double)]?

    /// Compiles the shaders and creates the GL objects on the device's thread.
    /// - Throws: `GLError` naming the failing call, or the shader file and line; a context
    ///   without compute shaders (below OpenGL ES 3.1).
    public init(device: GLDevice, sources: GLSLSourceTree = .builtIn) throws {
        self.device = device
        self.sources = sources
        guard device.report.hasCompute else {
            throw GLError(
                call: "GPURenderer",
                detail: "\(device.report.renderer) gives an OpenGL ES "
                    + "\(device.report.contextVersion) context; Halo's GPU path needs compute shaders "
                    + "(OpenGL ES 3.1)")
        }
        try device.run {
            fineProgram = try GLProgram(compute: "fine.comp", sources: sources)
            blurProgram = try GLProgram(compute: "blur.comp", sources: sources)
            ycbcrProgram = try GLProgram(compute: "ycbcr.comp", sources: sources)
            buffers = try (0..<3).map { try GL.genBuffer("storage buffer \($0)") }
            output = try GL.genBuffer("the frame's output buffer")
            texels = try GL.genBuffer("the image texel buffer")
            maxStorageBlock = try GL.integer(GL_MAX_SHADER_STORAGE_BLOCK_SIZE)
            planes = try GL.genBuffer("the Y'CbCr planes buffer")
        }
    }

    deinit {
        _ = try? device.run {
            fineProgram = nil
            variants = [:]
            blurProgram = nil
            ycbcrProgram = nil
            timer?.release()
            ring?.release()
            once?.release()
            for b in buffers + [output, planes, texels] { GL.deleteBuffer(b, mapped: false) }
            GL.deleteTexture(atlas)
        }
    }

    /// How frames are read back: "persistent-mapped buffers" where the context offers
    /// GL_EXT_buffer_storage (read off the GL thread where the display has EGL fences), else
    /// "buffers mapped per frame".
    public var readback: String {
        lock.lock()
        defer { lock.unlock() }
        let extensions = (try? device.run { try? GL.extensions() }) ?? nil
        let persistent = extensions?.contains("GL_EXT_buffer_storage") == true
        guard persistent else { return "buffers mapped per frame" }
        return device.fences == nil
            ? "persistent-mapped buffers"
            : "persistent-mapped buffers, read off the GL thread after an EGL fence"
    }

    /// Times every pass of the frames drawn from now on with GL_EXT_disjoint_timer_query
    /// (`lastPassTimes`), or stops. Queries cost a little; frames started with `start` are not
    /// timed.
    /// - Returns: false where the context lacks the extension.
    public func timePasses(_ on: Bool) throws -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return try device.run {
            timer?.release()
            timer = on ? PassTimer() : nil
            lastPassTimes = nil
            try glCheck("timer queries")
            return timer != nil || !on
        }
    }

    /// Plans, renders and reads back a display list.
    /// - Throws: GL errors naming the call; a frame too large for the device.
    public func render(_ list: DisplayList) throws -> Image {
        try render(Planner.plan(list, cache: geometry))
    }

    /// Renders a planned frame and reads it back.
    /// - Throws: `GLError` naming the failing call; a size the driver cannot hold.
    package func render(_ plan: FramePlan) throws -> Image {
        try drawn(try prepare(plan)) {
            if once == nil { once = try ReadbackRing(depth: 1) }
            return try once!.finish(try once!.start(from: output, width: plan.width, height: plan.height))
        }
    }

    /// Plans and renders a display list and queues its readback.
    /// - Throws: as `render(_:)`; a full pipeline.
    public func start(_ list: DisplayList) throws -> PendingFrame {
        try start(Planner.plan(list, cache: geometry))
    }

    /// Renders a planned frame and queues its readback into a pixel-pack buffer; its pixels
    /// come from `finish(_:)`, which waits on the frame's fence.
    /// - Throws: as `render(_:)`; `pipelineDepth` frames already in flight.
    package func start(_ plan: FramePlan) throws -> PendingFrame {
        try start(try prepare(plan))
    }

    /// Checks a planned frame's size against the driver's limit and encodes it; safe on any
    /// thread (no GL call).
    /// - Throws: `GLError` for a size the driver cannot hold.
    package func prepare(_ plan: FramePlan) throws -> EncodedFrame {
        let maxSize = device.report.maxTextureSize
        guard plan.width <= maxSize, plan.height <= maxSize else {
            throw GLError(
                call: "render",
                detail: "\(plan.width)x\(plan.height) pixels is above this driver's "
                    + "GL_MAX_TEXTURE_SIZE of \(maxSize)")
        }
        let whole = EncodedFrame(plan)
        guard let list = plan.list, !fits(whole) else { return whole }
        return try bands(of: list, plan.width, plan.height)
    }

    /// Whether a frame's layers fit in one atlas.
    private func fits(_ frame: EncodedFrame) -> Bool {
        let limit = min(device.report.maxTextureSize, atlasLimit ?? .max)
        return frame.buffers.atlas.width <= limit && frame.buffers.atlas.height <= limit
    }

    /// A frame whose layers one atlas cannot hold, planned and encoded in bands of whole tile
    /// rows, each drawn in its own submission with the atlas reused: 2, 4, 8... bands until
    /// each band's layers fit.
    /// - Throws: `GLError` when even bands one tile high do not fit.
    private func bands(of list: DisplayList, _ width: Int, _ height: Int) throws -> EncodedFrame {
        let tile = FramePlan.tileSize
        let tileRows = (height + tile - 1) / tile
        var count = 2
        while true {
            let rows = (tileRows + count - 1) / count
            let bands = stride(from: 0, to: tileRows, by: rows).map { first in
                EncodedFrame(
                    Planner.plan(list, region: PixelRect(x: 0, y: first * tile, width: width, height: rows * tile)))
            }
            if let first = bands.first, bands.allSatisfy(fits) {
                return EncodedFrame(bands: first, Array(bands.dropFirst()))
            }
            guard rows > 1 else {
                let worst = bands.map(\.buffers.atlas).max { $0.width * $0.height < $1.width * $1.height }!
                throw GLError(
                    call: "render",
                    detail: "the frame's layers need a \(worst.width)x\(worst.height) atlas even in bands one "
                        + "tile high, above this driver's GL_MAX_TEXTURE_SIZE of \(device.report.maxTextureSize)")
            }
            count *= 2
        }
    }

    /// Queues an encoded frame and its readback on the GL thread and returns at once, as
    /// `start(_:)` for a plan (`queue(_:read:)`); its errors come from `finish`.
    package func start(_ frame: EncodedFrame) throws -> PendingFrame {
        try queue(frame) { ring in try ring.start(from: self.output, width: frame.width, height: frame.height) }
    }

    /// The pixels of a started frame: premultiplied RGBA8, rows top first, as `render(_:)`'s.
    /// - Throws: `GLError` for a frame not started here or already finished, or naming the call;
    ///   what failed when the GL thread drew it.
    public func finish(_ frame: PendingFrame) throws -> Image {
        lock.lock()
        let planar = pendingPlanes[frame.serial] != nil
        lock.unlock()
        guard !planar else {
            throw GLError(
                call: "finish",
                detail: "frame \(frame.serial) was started with startPlanes: finish it with finishPlanes")
        }
        return try collect(frame) { bytes, w, h in Image(width: w, height: h, pixels: ParallelCopy.array(bytes)) }
    }

    /// Renders a planned frame and waits for the GPU to finish it, without reading it back.
    /// - Throws: as `render(_:)`.
    package func renderWithoutReadback(_ plan: FramePlan) throws {
        try drawn(try prepare(plan)) { try GL.finish() }
    }

    /// Draws an encoded frame on the GL thread, then runs `read` (its bytes are in `output`).
    /// Passes are timed when `timed` and `timePasses(true)` hold (not for frames whose
    /// readback is left in flight: reading the queries would wait for them).
    func drawn<R>(_ encoded: EncodedFrame, timed: Bool = true, read: () throws -> R) throws -> R {
        lock.lock()
        defer { lock.unlock() }
        return try device.run { try drawnHere(encoded, timed: timed, read: read) }
    }

    /// Draws an encoded frame, then runs `read`; on the GL thread.
    func drawnHere<R>(_ encoded: EncodedFrame, timed: Bool, read: () throws -> R) throws -> R {
        let kept = timer
        if !timed { timer = nil }
        defer { timer = kept }
        let bytes = max(encoded.width * encoded.height * 4, 16)
        if bytes > outputBytes {
            try GL.storageBufferData(output, bytes: bytes)
            outputBytes = bytes
        }
        for band in encoded.allBands { try passes(band.encoding, band.buffers) }
        // The readback copies what the frame's pass stored.
        try GL.memoryBarrier(GL_BUFFER_UPDATE_BARRIER_BIT)
        guard let timer else { return try read() }
        try timer.begin("readback")
        let result = try read()
        lastPassTimes = try timer.collect()
        return result
    }

    /// The fine stage for frame `e`: compiled with its shader effects and the features it uses
    /// (kept for later frames, a few variants at most); the built-in one where that is all.
    /// - Throws: `GLError` where the driver refuses the emitted GLSL (a Halo bug: the front end
    ///   checked the source), naming the shader's file.
    private func fineProgram(_ e: FrameEncoding) throws -> GLProgram {
        let entries = e.shaderEntries
        let key = FineVariant(
            features: wholeFineStage ? .all : FineFeatures(e).without(switchedOff), effects: entries)
        if key == FineVariant(features: .all, effects: []) { return fineProgram }
        if let kept = variants[key] { return kept }
        if variants.count >= 16 { variants = [:] }
        var files = sources.files
        if !entries.isEmpty { files["include/effects.glsl"] = effectsOverride ?? ShaderEffectsGLSL.source(entries) }
        do {
            let made = try GLProgram(
                compute: "fine.comp", sources: GLSLSourceTree(files: files, root: sources.root),
                defines: key.features.defines)
            variants[key] = made
            return made
        } catch let e as GLError where !entries.isEmpty {
            let names = entries.map { "\($0.program.file) (\($0.program.functions[$0.function].name))" }
            throw GLError(call: e.call, detail: "the shader effects of \(names.joined(separator: ", ")): \(e.detail)")
        }
    }

    /// Runs the passes of a frame, or of one of its bands, into `output`.
    private func passes(_ e: FrameEncoding, _ g: FrameBuffers) throws {
        try upload(g)
        let frameRect = PixelRect(x: 0, y: 0, width: e.width, height: e.height)
        try GL.bindStorageBuffer(3, output)
        try GL.bindTexture(atlas, unit: 0)
        try GL.bindImageTexture(0, atlas, access: GL_WRITE_ONLY, format: GL_RGBA32F)
        var fine: GLProgram?
        for pass in e.passes {
            switch pass {
            case .fine(let layer, let tiles):
                // No tiles: nothing to dispatch (a layer whose effect does not read its content).
                if tiles.isEmpty { continue }
                try timer?.begin("fine")
                if fine == nil { fine = try fineProgram(e) }
                let p = fine!
                try GL.useProgram(p.id)
                try setFrame(p, g)
                try set(p, "uLayer", layer ?? -1)
                let r = layer.map { e.layers[$0].bounds } ?? frameRect
                try set(p, "uRect", r)
                try GL.uniform(p.uniform("uBackground"), e.background, "uBackground")
                // At most 65535 workgroups a dispatch (the least every driver allows).
                for first in stride(from: tiles.lowerBound, to: tiles.upperBound, by: 65535) {
                    try set(p, "uFirstTile", first)
                    try GL.dispatchCompute(
                        min(65535, tiles.upperBound - first), 1,
                        "fine pass over \(tiles.count) tiles of \(r)")
                }
            case .blurRows(let layer):
                try timer?.begin("blur rows")
                let p = blurProgram!
                try GL.useProgram(p.id)
                try setFrame(p, g)
                try set(p, "uLayer", layer)
                let r = e.layers[layer].rowsPass
                try set(p, "uRect", r)
                try GL.dispatchCompute((r.width + 15) / 16, (r.height + 15) / 16, "horizontal blur pass over \(r)")
            }
            // The next pass fetches what this one stored.
            try GL.memoryBarrier(GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT)
        }
    }

    /// Uploads the frame's image levels into the texel buffer (binding 5), unless it holds
    /// the same levels in the same order already: an image is sent once, not every frame.
    private func uploadImages(_ images: [ImageLevel]) throws {
        try GL.bindStorageBuffer(5, texels)
        guard images.count != uploadedImages.count || zip(images, uploadedImages).contains(where: { $0 !== $1 })
        else { return }
        let bytes = max(images.reduce(0) { $0 + $1.texels.count * 4 }, 16)
        guard bytes <= maxStorageBlock else {
            throw GLError(
                call: "glBufferData",
                detail: "the frame's images need \(bytes) bytes of texels, above this driver's "
                    + "GL_MAX_SHADER_STORAGE_BLOCK_SIZE of \(maxStorageBlock); draw fewer or smaller images "
                    + "(a level is chosen by how small each is drawn), or render on the CPU")
        }
        if bytes > texelBytes {
            try GL.storageBufferData(texels, bytes: bytes)
            texelBytes = bytes
        }
        var offset = 0
        for level in images {
            try level.texels.withUnsafeBytes { try GL.storageBufferSubData(texels, offset: offset, $0) }
            offset += level.texels.count * 4
        }
        uploadedImages = images
    }

    /// Sets int uniform `name` of program `p`.
    private func set(_ p: GLProgram, _ name: String, _ value: Int) throws {
        try GL.uniform(p.uniform(name), value, name)
    }

    /// Sets ivec4 uniform `name` of program `p` to a rectangle (x, y, width, height).
    private func set(_ p: GLProgram, _ name: String, _ r: PixelRect) throws {
        try GL.uniform(p.uniform(name), SIMD4(Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height)), name)
    }

    /// Sets the buffer offsets of frame.glsl and the atlas sampler.
    private func setFrame(_ p: GLProgram, _ g: FrameBuffers) throws {
        try set(p, "uDrawBase", g.drawBase)
        try set(p, "uCommandBase", g.commandBase)
        try set(p, "uTileBase", g.tileBase)
        try set(p, "uLayerBase", g.layerBase)
        try set(p, "uImageBase", g.imageBase)
        try set(p, "uMeshBase", g.meshBase)
        try set(p, "uAtlas", 0)
    }

    /// Uploads the frame's buffers, growing them when needed, and makes the atlas large enough.
    /// Only the bytes that differ from the last frame's are sent (`ChangedBytes`): the glow's
    /// and the border's geometry stays while their paints turn; a grid whose items fade sends
    /// its draw records alone.
    private func upload(_ g: FrameBuffers) throws {
        func put<T>(_ values: [T], _ i: Int) throws {
            try GL.bindStorageBuffer(i, buffers[i])
            try values.withUnsafeBytes { new in
                let bytes = max(new.count, 16)
                if bytes > bufferBytes[i] {
                    bufferBytes[i] = max(bytes, bufferBytes[i] * 2)
                    try GL.storageBufferData(buffers[i], bytes: bufferBytes[i])
                    uploaded[i] = []
                }
                guard let changed = uploaded[i].withUnsafeBytes({ ChangedBytes.range(from: $0, to: new) }) else {
                    return
                }
                let part = UnsafeRawBufferPointer(rebasing: new[changed])
                try GL.storageBufferSubData(buffers[i], offset: changed.lowerBound, part)
                if uploaded[i].count == new.count {
                    uploaded[i].withUnsafeMutableBytes { kept in
                        kept.baseAddress!.advanced(by: changed.lowerBound)
                            .copyMemory(from: part.baseAddress!, byteCount: part.count)
                    }
                } else {
                    uploaded[i] = [UInt8](new)
                }
            }
        }
        try put(g.v4, 0)
        try put(g.f, 1)
        try put(g.w, 2)
        try uploadImages(g.images)
        if g.atlas.width > atlasSize.width || g.atlas.height > atlasSize.height {
            let maxSize = device.report.maxTextureSize
            let width = max(g.atlas.width, atlasSize.width), height = max(g.atlas.height, atlasSize.height)
            guard width <= maxSize, height <= maxSize else {
                throw GLError(
                    call: "glTexStorage2D",
                    detail: "the frame's layers need a \(width)x\(height) atlas, "
                        + "above this driver's GL_MAX_TEXTURE_SIZE of \(maxSize)")
            }
            // Immutable storage cannot grow: a new texture.
            let grown = try GL.immutableTexture(width: width, height: height, format: GL_RGBA32F)
            GL.deleteTexture(atlas)
            atlas = grown
            atlasSize = (width, height)
        }
    }
}
