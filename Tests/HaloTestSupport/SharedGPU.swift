import HaloGL

/// The GPU renderer shared by the GPU tests, or why there is none.
///
/// GPU tests skip only when no EGL display can be made at all (NoEGLDisplayError), and say so;
/// any other failure (a shader that does not compile, a GL error) fails them.
public enum SharedGPU {
    /// The renderer, or the error that stopped it being made (made once, on first use).
    public static let result: Result<GPURenderer, Error> = {
        do {
            return .success(try GPURenderer(device: try GLDevice.open()))
        } catch {
            return .failure(error)
        }
    }()

    /// Whether GPU tests should run: false only when no EGL display exists at all.
    public static var available: Bool {
        if case .failure(let e) = result, e is NoEGLDisplayError {
            print("GPU tests SKIPPED: no EGL display could be made:\n\(e)")
            return false
        }
        return true
    }

    /// The renderer; throws the reason it could not be made.
    public static func renderer() throws -> GPURenderer { try result.get() }
}
