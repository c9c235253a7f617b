import CEGL
import Foundation
import HaloCore

/// Frames in flight: `start` hands a frame to the GL thread and returns at once; `finish`
/// waits for it on the caller's thread (an EGL fence) and reads it out of its mapped buffer
/// there, while the GL thread queues the next frames. Where the display has no EGL fences
/// or the buffers are mapped per frame, `finish` reads on the GL thread.
extension GPURenderer {
    /// A frame the GL thread drew and queued for readback.
    struct Queued {
        let frame: ReadbackRing.Readback
        /// Where the caller's thread waits for it and reads it, if it can.
        let ticket: ReadbackRing.Ticket?
    }

    /// Queues drawing `e` on the GL thread, then `read`, which starts its readback into the
    /// ring; returns the frame's handle without waiting.
    /// - Throws: `GLError` when `pipelineDepth` frames are unfinished or the GL thread stopped.
    func queue(_ e: EncodedFrame, read: @escaping (ReadbackRing) throws -> ReadbackRing.Readback) throws -> PendingFrame
    {
        handoff.lock()
        guard unfinished.count < pipelineDepth else {
            handoff.unlock()
            throw GLError(
                call: "start",
                detail: "all \(pipelineDepth) readback buffers hold unfinished frames; finish one first")
        }
        let serial = nextSerial
        nextSerial += 1
        unfinished.insert(serial)
        handoff.unlock()
        do {
            try device.post { [self] in
                let result = Result { () throws -> Queued in
                    try drawnHere(e, timed: false) {
                        if ring == nil {
                            ring = try ReadbackRing(
                                depth: pipelineDepth,
                                fences: readsOffGLThread ? device.fences : nil)
                        }
                        let frame = try read(ring!)
                        return Queued(frame: frame, ticket: try ring!.ticket(frame))
                    }
                }
                handoff.lock()
                queued[serial] = result
                handoff.broadcast()
                handoff.unlock()
            }
        } catch {
            handoff.lock()
            unfinished.remove(serial)
            handoff.unlock()
            throw error
        }
        return PendingFrame(serial: serial)
    }

    /// Waits for a started frame and hands its bytes and size to `read`, which copies out
    /// what it keeps; then frees its readback buffer.
    /// - Throws: `GLError` for a frame not started or already finished; what failed drawing it.
    func collect<R>(_ frame: PendingFrame, read: (UnsafeRawBufferPointer, Int, Int) throws -> R) throws -> R {
        handoff.lock()
        guard unfinished.contains(frame.serial) else {
            handoff.unlock()
            throw GLError(
                call: "finish",
                detail: "frame \(frame.serial) was not started on this renderer or is already finished")
        }
        while queued[frame.serial] == nil { handoff.wait() }
        let result = queued.removeValue(forKey: frame.serial)!
        handoff.unlock()
        // Runs last: the buffer's release is queued before a later `start` can count it free.
        defer {
            handoff.lock()
            unfinished.remove(frame.serial)
            handoff.unlock()
        }
        let q = try result.get()
        guard let ticket = q.ticket else {
            return try device.run { try ring!.finish(q.frame, read: read) }
        }
        defer { try? device.post { [self] in ring?.release(q.frame) } }
        try ticket.wait()
        return try read(ticket.bytes, ticket.width, ticket.height)
    }
}
