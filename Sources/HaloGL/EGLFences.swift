import CEGL

/// EGL fence syncs (EGL_KHR_fence_sync): set in the GL command stream on the GL thread, and
/// waited on from any thread. A frame's pixels are then read out of its persistently mapped
/// readback buffer by the thread that wants them, while the GL thread queues the next frame.
///
/// Sendable by hand: it holds constants only (the display and EGL's entry points); fences are
/// made on the GL thread, and EGL lets any thread wait on or destroy them.
struct EGLFences: @unchecked Sendable {
    let display: EGLDisplay
    private let create: PFNEGLCREATESYNCKHRPROC
    private let clientWait: PFNEGLCLIENTWAITSYNCKHRPROC
    private let destroy: PFNEGLDESTROYSYNCKHRPROC

    /// The entry points, where the display offers EGL_KHR_fence_sync (nil elsewhere).
    /// The corresponding EGL call is eglGetProcAddress.
    init?(display: EGLDisplay) {
        guard EGL.extensions(display).contains("EGL_KHR_fence_sync"),
            let create = try? EGL.procAddress("eglCreateSyncKHR", as: PFNEGLCREATESYNCKHRPROC.self),
            let clientWait = try? EGL.procAddress("eglClientWaitSyncKHR", as: PFNEGLCLIENTWAITSYNCKHRPROC.self),
            let destroy = try? EGL.procAddress("eglDestroySyncKHR", as: PFNEGLDESTROYSYNCKHRPROC.self)
        else {
            return nil
        }
        self.display = display
        self.create = create
        self.clientWait = clientWait
        self.destroy = destroy
    }

    /// A fence after every GL command queued so far; on the GL thread, with the context current.
    /// The corresponding EGL call is eglCreateSyncKHR(EGL_SYNC_FENCE_KHR).
    /// - Throws: `GLError` with EGL's error code.
    func fence() throws -> EGLSyncKHR {
        guard let sync = create(display, EGLenum(EGL_SYNC_FENCE_KHR), nil), sync != EGLSyncKHR(bitPattern: 0) else {
            throw GLError(call: "eglCreateSyncKHR", detail: "EGL error 0x\(String(eglGetError(), radix: 16))")
        }
        return sync
    }

    /// Waits until the GPU has passed `sync`; on any thread.
    /// The corresponding EGL call is eglClientWaitSyncKHR.
    /// - Throws: `GLError` when the wait fails (a lost device).
    func wait(_ sync: EGLSyncKHR) throws {
        while true {
            let r = clientWait(display, sync, 0, 1_000_000_000)
            if r == EGL_CONDITION_SATISFIED_KHR { return }
            if r != EGL_TIMEOUT_EXPIRED_KHR {
                throw GLError(call: "eglClientWaitSyncKHR", detail: "EGL error 0x\(String(eglGetError(), radix: 16))")
            }
        }
    }

    /// Deletes a fence.
    /// The corresponding EGL call is eglDestroySyncKHR.
    func release(_ sync: EGLSyncKHR) {
        _ = destroy(display, sync)
    }
}
