import CEGL
import HaloCore

/// A texture with a framebuffer around it, covering a rectangle of frame pixels.
///
/// Created and released on the GL thread only (inside `GLDevice.run`).
final class RenderTarget {
    let framebuffer: GLuint
    let texture: GLuint
    /// Allocated texels; `rect` may use fewer.
    let capacity: (width: Int, height: Int)
    let format: LayerFormat
    /// The frame pixels this target currently stands for.
    var rect = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// Allocates a `width` x `height` target of `format`.
    /// The corresponding GL calls are glTexStorage2D, glFramebufferTexture2D and glCheckFramebufferStatus.
    /// - Throws: `GLError` naming the call, or an incomplete framebuffer.
    init(width: Int, height: Int, format: LayerFormat) throws {
        var fb: GLuint = 0, tex: GLuint = 0
        glGenFramebuffers(1, &fb)
        glGenTextures(1, &tex)
        glBindTexture(GLenum(GL_TEXTURE_2D), tex)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        // Immutable storage, so compute passes can bind it as an image.
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, format.internalFormat, GLsizei(width), GLsizei(height))
        framebuffer = fb; texture = tex; capacity = (width, height); self.format = format
        try glCheck("glTexStorage2D", "\(width)x\(height) \(format.rawValue) render target")
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), fb)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), tex, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        try glCheck("glFramebufferTexture2D")
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw GLError(call: "glCheckFramebufferStatus", code: UInt32(status),
                          detail: "\(width)x\(height) \(format.rawValue) framebuffer is incomplete")
        }
    }

    /// Binds the framebuffer with a viewport over `rect`.
    func bind() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glViewport(0, 0, GLsizei(rect.width), GLsizei(rect.height))
    }

    /// Deletes the GL objects (on the GL thread).
    func release() {
        var fb = framebuffer, tex = texture
        glDeleteFramebuffers(1, &fb)
        glDeleteTextures(1, &tex)
    }
}

/// Reuses render targets across layers and frames: a target is taken for a pass, given back
/// after it, and kept for the next frame.
final class RenderTargetPool {
    private var free: [RenderTarget] = []
    private var all: [RenderTarget] = []

    /// A target covering `rect`, of the format asked for.
    func take(_ rect: PixelRect, format: LayerFormat) throws -> RenderTarget {
        let w = max(rect.width, 1), h = max(rect.height, 1)
        if let i = free.firstIndex(where: { $0.format == format && $0.capacity.width >= w && $0.capacity.height >= h }) {
            let t = free.remove(at: i)
            t.rect = rect
            return t
        }
        // Round sizes up so later frames of similar size reuse the target.
        let t = try RenderTarget(width: (w + 63) / 64 * 64, height: (h + 63) / 64 * 64, format: format)
        t.rect = rect
        all.append(t)
        return t
    }

    /// Gives a target back for reuse.
    func give(_ t: RenderTarget) { free.append(t) }

    /// Deletes every target (on the GL thread).
    func releaseAll() {
        for t in all { t.release() }
        all = []; free = []
    }
}

/// The texel format of a render target.
public enum LayerFormat: String, Sendable {
    case rgba32f = "RGBA32F", rgba16f = "RGBA16F", rgba8 = "RGBA8"

    /// The GL sized internal format.
    var internalFormat: GLenum {
        switch self {
        case .rgba32f: GLenum(GL_RGBA32F)
        case .rgba16f: GLenum(GL_RGBA16F)
        case .rgba8: GLenum(GL_RGBA8)
        }
    }

}
