import CEGL
import HaloCore

/// Pixel-pack buffers that frames are read back into in turn.
///
/// `start` reads the bound RGBA8 target into the next free buffer (glReadPixels into a
/// GL_PIXEL_PACK_BUFFER returns without waiting for the pixels) and sets a fence after it;
/// `finish` waits on that fence and maps the buffer. Meanwhile the GPU renders the next frames.
/// Created, used and released on the GL thread only.
final class ReadbackRing {
    private struct Slot {
        var buffer: GLuint = 0
        var capacity = 0
        var fence: GLsync?
        var size = (width: 0, height: 0)
        var serial = -1
    }

    private var slots: [Slot]
    private var started = 0

    var depth: Int { slots.count }

    /// Creates `depth` buffers (allocated on first use, at the frame's size).
    /// The corresponding GL call is glGenBuffers.
    init(depth: Int) throws {
        slots = [Slot](repeating: Slot(), count: depth)
        for i in slots.indices { glGenBuffers(1, &slots[i].buffer) }
        try glCheck("glGenBuffers", "\(depth) pixel-pack buffers")
    }

    /// Queues the readback of the bound framebuffer's `width` x `height` RGBA8 pixels.
    /// The corresponding GL calls are glBufferData, glReadPixels (into the pack buffer) and glFenceSync.
    /// - Throws: `GLError` when every buffer holds an unfinished frame, or naming the failing call.
    func start(width: Int, height: Int) throws -> PendingFrame {
        guard let i = slots.indices.first(where: { slots[$0].fence == nil }) else {
            throw GLError(call: "start", detail: "all \(depth) readback buffers hold unfinished frames; finish one first")
        }
        let bytes = width * height * 4
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), slots[i].buffer)
        defer { glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0) }
        if slots[i].capacity < bytes {
            glBufferData(GLenum(GL_PIXEL_PACK_BUFFER), GLsizeiptr(bytes), nil, GLenum(GL_STREAM_READ))
            try glCheck("glBufferData", "\(bytes) byte pixel-pack buffer")
            slots[i].capacity = bytes
        }
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        try glCheck("glReadPixels", "\(width)x\(height) into a pixel-pack buffer")
        guard let fence = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0) else {
            try glCheck("glFenceSync")
            throw GLError(call: "glFenceSync", detail: "no fence object")
        }
        glFlush()
        slots[i].fence = fence
        slots[i].size = (width, height)
        slots[i].serial = started
        started += 1
        return PendingFrame(slot: i, serial: slots[i].serial)
    }

    /// Waits for a started frame and copies its pixels out.
    /// The corresponding GL calls are glClientWaitSync, glMapBufferRange and glUnmapBuffer.
    /// - Throws: `GLError` for a frame not started here or already finished, or naming the call.
    func finish(_ frame: PendingFrame) throws -> Image {
        guard slots.indices.contains(frame.slot), slots[frame.slot].serial == frame.serial,
              let fence = slots[frame.slot].fence else {
            throw GLError(call: "finish", detail: "frame \(frame.serial) was not started on this renderer or is already finished")
        }
        defer { glDeleteSync(fence); slots[frame.slot].fence = nil }
        while true {
            let r = glClientWaitSync(fence, GLbitfield(GL_SYNC_FLUSH_COMMANDS_BIT), 1_000_000_000)
            if r == GLenum(GL_ALREADY_SIGNALED) || r == GLenum(GL_CONDITION_SATISFIED) { break }
            if r == GLenum(GL_WAIT_FAILED) { try glCheck("glClientWaitSync"); throw GLError(call: "glClientWaitSync", detail: "wait failed") }
        }
        let (w, h) = slots[frame.slot].size
        let bytes = w * h * 4
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), slots[frame.slot].buffer)
        defer { glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0) }
        guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, GLsizeiptr(bytes), GLbitfield(GL_MAP_READ_BIT)) else {
            try glCheck("glMapBufferRange", "\(bytes) bytes")
            throw GLError(call: "glMapBufferRange", detail: "\(bytes) bytes could not be mapped")
        }
        let pixels = [UInt8](UnsafeRawBufferPointer(start: mapped, count: bytes))
        glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER))
        try glCheck("glUnmapBuffer")
        return Image(width: w, height: h, pixels: pixels)
    }

    /// Deletes the buffers and any fence left (on the GL thread).
    func release() {
        for i in slots.indices {
            if let f = slots[i].fence { glDeleteSync(f) }
            glDeleteBuffers(1, &slots[i].buffer)
        }
    }
}
