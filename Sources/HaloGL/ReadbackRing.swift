import CEGL
import Foundation
import HaloCore

/// Host-readable buffers that frames are copied into in turn, from the GPU's output buffer.
///
/// `start` copies a frame's RGBA8 words out of the output storage buffer into the next free
/// buffer (glCopyBufferSubData returns without waiting) and sets a fence after it; `finish`
/// waits on that fence and copies the pixels out once, into the image's array (on several cores). Meanwhile the
/// GPU renders the next frames. With GL_EXT_buffer_storage the buffers are mapped once,
/// persistently and coherently, and read where they lie; without it each `finish` maps and
/// unmaps. Created, used and released on the GL thread only.
final class ReadbackRing {
    private struct Slot {
        var buffer: GLuint = 0
        var capacity = 0
        /// The persistent mapping, where the buffer has one.
        var mapped: UnsafeMutableRawPointer?
        var fence: GLsync?
        /// The EGL fence after the copy, where frames are waited on off the GL thread.
        var sync: EGLSyncKHR?
        var busy: Bool { fence != nil || sync != nil }
        var size = (width: 0, height: 0)
        var bytes = 0
        var serial = -1
    }

    /// A frame copied into one of the ring's buffers and not read yet: which buffer, and the
    /// ring's count of started copies when it started (tells a stale handle).
    struct Readback: Equatable {
        let slot: Int
        let serial: Int
    }

    private var slots: [Slot]
    private var started = 0
    /// glBufferStorageEXT, where GL_EXT_buffer_storage is offered.
    private let bufferStorage: PFNGLBUFFERSTORAGEEXTPROC?
    /// EGL fences, where given and the buffers are mapped for good: a frame's `ticket` lets any
    /// thread wait for it and read it.
    private let fences: EGLFences?

    var depth: Int { slots.count }
    /// Whether started frames are waited on and read off the GL thread (`ticket`).
    var readsOffGLThread: Bool { fences != nil }
    /// Whether the buffers are mapped persistently.
    var persistent: Bool { bufferStorage != nil }

    /// Creates `depth` buffers (allocated on first use, at the frame's size).
    /// The corresponding GL calls are glGenBuffers and eglGetProcAddress(glBufferStorageEXT).
    init(depth: Int, fences: EGLFences? = nil) throws {
        slots = [Slot](repeating: Slot(), count: depth)
        bufferStorage =
            (try? GL.extensions())?.contains("GL_EXT_buffer_storage") == true
            ? try? EGL.procAddress("glBufferStorageEXT", as: PFNGLBUFFERSTORAGEEXTPROC.self) : nil
        self.fences = bufferStorage == nil ? nil : fences
        for i in slots.indices { slots[i].buffer = try GL.genBuffer("readback buffer \(i) of \(depth)") }
    }

    /// Queues the copy of a `width` x `height` frame from storage buffer `output`.
    /// The corresponding GL calls are glBufferStorageEXT or glBufferData, glMapBufferRange
    /// (once, persistent), glCopyBufferSubData and glFenceSync.
    /// - Throws: `GLError` when every buffer holds an unfinished frame, or naming the failing call.
    func start(from output: GLuint, width: Int, height: Int) throws -> Readback {
        try start(from: output, bytes: width * height * 4, width: width, height: height)
    }

    /// Queues the copy of the first `bytes` of storage buffer `output` (a frame of `width` x
    /// `height`, as `finish` will name it).
    func start(from output: GLuint, bytes: Int, width: Int, height: Int) throws -> Readback {
        guard let i = slots.indices.first(where: { !slots[$0].busy }) else {
            throw GLError(
                call: "start",
                detail: "all \(depth) readback buffers hold unfinished frames; finish one first")
        }
        if slots[i].capacity < bytes { try allocate(i, bytes: bytes) }
        try GL.copyBuffer(
            from: output, to: slots[i].buffer, bytes: bytes, "\(width)x\(height) frame into a readback buffer")
        if let fences {
            slots[i].sync = try fences.fence()
            GL.flush()
        } else {
            slots[i].fence = try GL.fence()
        }
        slots[i].size = (width, height)
        slots[i].bytes = bytes
        slots[i].serial = started
        started += 1
        return Readback(slot: i, serial: slots[i].serial)
    }

    /// Gives slot i a buffer of `bytes`: immutable and mapped for good where buffer storage is
    /// offered (a new buffer: its storage cannot grow), else plain storage to map per frame.
    private func allocate(_ i: Int, bytes: Int) throws {
        if let bufferStorage {
            if slots[i].mapped != nil {
                GL.deleteBuffer(slots[i].buffer, mapped: true)
                slots[i].mapped = nil
                slots[i].buffer = try GL.genBuffer("readback buffer \(i) of \(depth)")
            }
            slots[i].mapped = try GL.persistentReadBuffer(slots[i].buffer, bytes: bytes, storage: bufferStorage)
        } else {
            try GL.readBufferData(slots[i].buffer, bytes: bytes)
        }
        slots[i].capacity = bytes
    }

    /// Waits for a started frame and copies its pixels out.
    /// - Throws: as `finish(_:read:)`.
    func finish(_ frame: Readback) throws -> Image {
        try finish(frame) { bytes, w, h in Image(width: w, height: h, pixels: ParallelCopy.array(bytes)) }
    }

    /// Waits for a started frame and hands its bytes (and size) to `read`, which copies out
    /// what it keeps.
    /// The corresponding GL calls are glClientWaitSync, and glMapBufferRange and glUnmapBuffer
    /// where the buffer is not mapped for good.
    /// - Throws: `GLError` for a frame not started here or already finished, or naming the call.
    func finish<R>(_ frame: Readback, read: (UnsafeRawBufferPointer, Int, Int) throws -> R) throws -> R {
        if let ticket = try ticket(frame) {
            defer { release(frame) }
            try ticket.wait()
            return try read(ticket.bytes, ticket.width, ticket.height)
        }
        guard let fence = slots[frame.slot].fence else {
            throw GLError(
                call: "finish",
                detail: "frame \(frame.serial) was not started on this renderer or is already finished")
        }
        defer {
            GL.delete(fence)
            slots[frame.slot].fence = nil
        }
        try GL.wait(fence)
        let (w, h) = slots[frame.slot].size
        let bytes = slots[frame.slot].bytes
        if let mapped = slots[frame.slot].mapped {
            return try read(UnsafeRawBufferPointer(start: mapped, count: bytes), w, h)
        }
        return try GL.withMappedBuffer(slots[frame.slot].buffer, bytes: bytes) { try read($0, w, h) }
    }

    /// What a thread other than the GL thread needs to wait for a started frame and read it.
    ///
    /// Sendable by hand: its fields are constants (EGL handles and a pointer into a mapped
    /// buffer); EGL fences may be waited on from any thread, and the bytes are read only after
    /// `wait` returns and before the GL thread releases the frame's buffer.
    struct Ticket: @unchecked Sendable {
        let fences: EGLFences
        let sync: EGLSyncKHR
        /// The frame's bytes in the mapped buffer: valid once `wait` returns, until `release`.
        let bytes: UnsafeRawBufferPointer
        let width: Int, height: Int

        /// Waits until the GPU has copied the frame; on any thread.
        /// - Throws: `GLError` when the wait fails.
        func wait() throws { try fences.wait(sync) }
    }

    /// The started frame's ticket where it is read off the GL thread (EGL fences and mapped
    /// buffers), else nil. The frame's buffer stays its own until `release(_:)`.
    /// - Throws: `GLError` for a frame not started here or already finished.
    func ticket(_ frame: Readback) throws -> Ticket? {
        guard slots.indices.contains(frame.slot), slots[frame.slot].serial == frame.serial,
            slots[frame.slot].busy
        else {
            throw GLError(
                call: "finish",
                detail: "frame \(frame.serial) was not started on this renderer or is already finished")
        }
        let slot = slots[frame.slot]
        guard let fences, let sync = slot.sync, let mapped = slot.mapped else { return nil }
        return Ticket(
            fences: fences, sync: sync, bytes: UnsafeRawBufferPointer(start: mapped, count: slot.bytes),
            width: slot.size.width, height: slot.size.height)
    }

    /// Frees the buffer of a frame read through its ticket (on the GL thread).
    /// The corresponding EGL call is eglDestroySyncKHR.
    func release(_ frame: Readback) {
        guard slots.indices.contains(frame.slot), slots[frame.slot].serial == frame.serial,
            let sync = slots[frame.slot].sync
        else { return }
        fences?.release(sync)
        slots[frame.slot].sync = nil
    }

    /// Deletes the buffers and any fence left (on the GL thread).
    func release() {
        for i in slots.indices {
            if let f = slots[i].fence { GL.delete(f) }
            if let s = slots[i].sync { fences?.release(s) }
            GL.deleteBuffer(slots[i].buffer, mapped: slots[i].mapped != nil)
        }
    }
}
