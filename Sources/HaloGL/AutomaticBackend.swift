/// What a renderer set to `auto` uses (the CLI's `--backend auto` and HaloRender's
/// `ViewRenderer(backend: .auto)` alike): the GPU when it is a hardware one; the CPU when the
/// only EGL device is a software rasterizer (the CPU backend is faster on the same cores) or
/// none opens, with the reason to say.
public enum AutomaticBackend {
    /// A hardware GPU, its renderer made.
    case gpu(GPURenderer)
    /// The only EGL device is a software rasterizer (its renderer string): render on the CPU.
    case softwareRasterizer(String)
    /// No GPU renderer could be made: render on the CPU; the reason, on one line.
    case unavailable(String)

    /// The choice on this machine: opens the EGL device as `GLDevice.open()` does.
    public static func choose() -> AutomaticBackend {
        do {
            let device = try GLDevice.open()
            guard !device.report.isSoftwareRasterizer else { return .softwareRasterizer(device.report.renderer) }
            return .gpu(try GPURenderer(device: device))
        } catch let e as NoEGLDisplayError {
            return .unavailable(
                "no EGL display: " + e.attempts.map { "\($0.platform): \($0.reason)" }.joined(separator: "; "))
        } catch {
            return .unavailable("\(error)".split(separator: "\n").joined(separator: " "))
        }
    }

    /// Why the CPU was chosen, in a sentence (nil for a GPU).
    public var reason: String? {
        switch self {
        case .gpu: return nil
        case .softwareRasterizer(let renderer):
            return "the only EGL device is \(renderer), a software rasterizer: rendering on the CPU backend, "
                + "which is faster on the same cores"
        case .unavailable(let why): return "GPU unavailable (\(why)); rendering on the CPU"
        }
    }
}
