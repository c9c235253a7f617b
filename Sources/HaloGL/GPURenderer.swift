import CEGL
import Foundation
import HaloCore

/// The GPU renderer: the frame plan's tiles drawn by `Shaders/tile.vert` + `Shaders/draw.frag`
/// into an RGBA8 framebuffer, blended source-over, and read back.
///
/// All GL objects live on the device's GL thread. Each frame uploads every draw's pieces,
/// lists and tiles once (one texture update per kind), then issues one instanced draw per
/// draw of the plan. Pixels are premultiplied RGBA8, rows top first, as `CPURenderer`'s.
public final class GPURenderer: Renderer, @unchecked Sendable {
    public let name = "gpu"
    public let device: GLDevice
    /// Texels per row of the piece and list textures (keep in sync with draw.frag).
    public static let textureWidth = 1024

    /// The tile program; released on the GL thread in deinit.
    private var program: GLProgram!
    private var vao: GLuint = 0
    private var tileBuffer: GLuint = 0
    private var pieceTexture: GLuint = 0
    private var listTexture: GLuint = 0
    private var pieceRows = 0
    private var listRows = 0
    private var framebuffer: GLuint = 0
    private var colorTexture: GLuint = 0
    private var size = (0, 0)
    private let lock = NSLock()

    /// Compiles the shaders and creates the GL objects on the device's thread.
    /// - Throws: `GLError` naming the failing call, or the shader file and line.
    public init(device: GLDevice, library: ShaderLibrary = .builtIn) throws {
        self.device = device
        var handles = (GLuint(0), GLuint(0), GLuint(0), GLuint(0))
        let compiled = try device.run {
            let p = try GLProgram(vertex: "tile.vert", fragment: "draw.frag", library: library)
            glGenVertexArrays(1, &handles.0)
            glGenBuffers(1, &handles.1)
            glGenTextures(1, &handles.2)
            glGenTextures(1, &handles.3)
            try glCheck("glGenVertexArrays/glGenBuffers/glGenTextures")
            glBindVertexArray(handles.0)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), handles.1)
            glEnableVertexAttribArray(0)
            glVertexAttribIPointer(0, 4, GLenum(GL_UNSIGNED_INT), 16, nil)
            glVertexAttribDivisor(0, 1)
            glBindVertexArray(0)
            try glCheck("glVertexAttribIPointer")
            for t in [handles.2, handles.3] {
                glBindTexture(GLenum(GL_TEXTURE_2D), t)
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
            }
            try glCheck("glTexParameteri")
            return p
        }
        program = compiled
        (vao, tileBuffer, pieceTexture, listTexture) = handles
    }

    deinit {
        let objects = (vao, tileBuffer, pieceTexture, listTexture, framebuffer, colorTexture)
        _ = try? device.run {
            program = nil
            var o = objects
            glDeleteVertexArrays(1, &o.0)
            glDeleteBuffers(1, &o.1)
            glDeleteTextures(1, &o.2); glDeleteTextures(1, &o.3); glDeleteTextures(1, &o.5)
            glDeleteFramebuffers(1, &o.4)
        }
    }

    public func render(_ scene: Scene) throws -> Image {
        try render(Planner.plan(scene))
    }

    /// Renders a planned frame and reads it back.
    /// - Throws: `GLError` naming the failing call; a size the driver cannot hold.
    public func render(_ plan: FramePlan) throws -> Image {
        let maxSize = device.report.maxTextureSize
        guard plan.width <= maxSize, plan.height <= maxSize else {
            throw GLError(call: "render", detail: "\(plan.width)x\(plan.height) pixels is above this driver's GL_MAX_TEXTURE_SIZE of \(maxSize)")
        }
        let batch = FrameBatch(plan)
        lock.lock(); defer { lock.unlock() }
        return try device.run { try draw(plan, batch) }
    }

    private func draw(_ plan: FramePlan, _ batch: FrameBatch) throws -> Image {
        try ensureFramebuffer(plan.width, plan.height)
        pieceRows = try upload(batch.pieces, components: 4, to: pieceTexture, rows: pieceRows, float: true)
        listRows = try upload(batch.list, components: 1, to: listTexture, rows: listRows, float: false)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), tileBuffer)
        batch.tiles.withUnsafeBytes {
            glBufferData(GLenum(GL_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        try glCheck("glBufferData", "\(batch.tiles.count) tiles")

        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(plan.width), GLsizei(plan.height))
        glDisable(GLenum(GL_DITHER))
        let bg = plan.background
        glClearColor(bg.x, bg.y, bg.z, bg.w)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        try glCheck("glClear")

        glUseProgram(program.id)
        glActiveTexture(GLenum(GL_TEXTURE0)); glBindTexture(GLenum(GL_TEXTURE_2D), pieceTexture)
        glActiveTexture(GLenum(GL_TEXTURE1)); glBindTexture(GLenum(GL_TEXTURE_2D), listTexture)
        glUniform1i(program.uniform("uPieces"), 0)
        glUniform1i(program.uniform("uList"), 1)
        glUniform2f(program.uniform("uCanvasSize"), Float(plan.width), Float(plan.height))
        glBindVertexArray(vao)
        try glCheck("glUseProgram/glBindVertexArray")
        for (i, d) in plan.draws.enumerated() {
            setUniforms(d)
            let first = batch.firstTile[i]
            glVertexAttribIPointer(0, 4, GLenum(GL_UNSIGNED_INT), 16, UnsafeRawPointer(bitPattern: first * 16))
            glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(d.tiles.count))
            try glCheck("glDrawArraysInstanced", "draw \(i), \(d.tiles.count) tiles")
        }
        glBindVertexArray(0)

        var pixels = [UInt8](repeating: 0, count: plan.width * plan.height * 4)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        pixels.withUnsafeMutableBytes {
            glReadPixels(0, 0, GLsizei(plan.width), GLsizei(plan.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
        }
        try glCheck("glReadPixels", "\(plan.width)x\(plan.height)")
        return Image(width: plan.width, height: plan.height, pixels: pixels)
    }

    private func setUniforms(_ d: DrawPlan) {
        glUniform1i(program.uniform("uMode"), d.mode.rawValue)
        glUniform1f(program.uniform("uHalfWidth"), d.halfWidth)
        glUniform1f(program.uniform("uAlphaScale"), d.alphaScale)
        glUniform1f(program.uniform("uOpacity"), d.opacity)
        glUniform3f(program.uniform("uLocalX"), d.localFromPixel.0.x, d.localFromPixel.0.y, d.localFromPixel.0.z)
        glUniform3f(program.uniform("uLocalY"), d.localFromPixel.1.x, d.localFromPixel.1.y, d.localFromPixel.1.z)
        let p = d.paint
        glUniform1i(program.uniform("uPaintKind"), p.kind)
        glUniform1i(program.uniform("uStopCount"), GLint(p.colors.count))
        var colors = p.colors.flatMap { [$0.x, $0.y, $0.z, $0.w] }
        glUniform4fv(program.uniform("uColors"), GLsizei(p.colors.count), &colors)
        var locations = p.locations
        glUniform1fv(program.uniform("uLocations"), GLsizei(locations.count), &locations)
        glUniform4f(program.uniform("uPaintParams"), p.params.x, p.params.y, p.params.z, p.params.w)
    }

    /// Uploads `values` into a `textureWidth`-wide texture, growing it when needed.
    /// - Returns: the texture's row count afterwards.
    private func upload<T>(_ values: [T], components: Int, to texture: GLuint, rows: Int, float: Bool) throws -> Int {
        let w = GPURenderer.textureWidth
        let needed = max(1, (values.count / components + w - 1) / w)
        var padded = values
        padded.reserveCapacity(needed * w * components)
        while padded.count < needed * w * components { padded.append(padded.first ?? unsafeBitCast(UInt32(0), to: T.self)) }
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        let (internalFormat, format, type) = float
            ? (GL_RGBA32F, GL_RGBA, GL_FLOAT) : (GL_R32UI, GL_RED_INTEGER, GL_UNSIGNED_INT)
        var allocated = rows
        if needed > rows {
            guard needed <= device.report.maxTextureSize else {
                throw GLError(call: "glTexImage2D", detail: "a frame needs \(needed) rows of geometry, above GL_MAX_TEXTURE_SIZE")
            }
            allocated = max(needed, rows * 2)
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

    private func ensureFramebuffer(_ w: Int, _ h: Int) throws {
        if framebuffer != 0 && size == (w, h) { return }
        if framebuffer == 0 { glGenFramebuffers(1, &framebuffer) }
        if colorTexture == 0 { glGenTextures(1, &colorTexture) }
        glBindTexture(GLenum(GL_TEXTURE_2D), colorTexture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(w), GLsizei(h), 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        try glCheck("glTexImage2D", "\(w)x\(h) RGBA8 render target")
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), colorTexture, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        try glCheck("glFramebufferTexture2D")
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw GLError(call: "glCheckFramebufferStatus", code: UInt32(status), detail: "\(w)x\(h) RGBA8 framebuffer is incomplete")
        }
        size = (w, h)
    }
}

/// Every draw of a frame packed into the three buffers the shaders read.
struct FrameBatch {
    var pieces: [Float] = []
    var list: [UInt32] = []
    var tiles: [SIMD4<UInt32>] = []
    /// Index of each draw's first tile in `tiles`.
    var firstTile: [Int] = []

    init(_ plan: FramePlan) {
        for d in plan.draws {
            let pieceBase = UInt32(pieces.count / 12), listBase = UInt32(list.count)
            pieces += d.pieces.flatMap(\.floats)
            list += d.list.map { $0 + pieceBase }
            firstTile.append(tiles.count)
            tiles += d.tiles.map { SIMD4($0.x, $0.y, $0.z + listBase, $0.w) }
        }
    }
}
