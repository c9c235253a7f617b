import ArgumentParser
import Foundation
import HaloCore
import HaloCPU
import HaloGL

/// Which renderer to use.
enum BackendChoice: String, ExpressibleByArgument, CaseIterable {
    case gpu, cpu, auto
}

/// The `--backend` option shared by the commands that render.
struct BackendOptions: ParsableArguments {
    @Option(
        help: """
            Renderer: gpu (EGL), cpu (reference), or auto (gpu on a hardware GPU; cpu when the only \
            EGL device is a software rasterizer such as llvmpipe, or none works, saying so).
            """)
    var backend: BackendChoice = .auto

    @Option(help: "CPU threads (0: all cores).")
    var threads: Int = 0

    func validate() throws {
        guard threads >= 0 else { throw ValidationError("--threads must be >= 0, got \(threads)") }
    }

    /// The renderer the options ask for.
    /// - Throws: `CLIError` when `gpu` was asked for and no EGL display works.
    func makeRenderer() throws -> any PlanRenderer {
        switch backend {
        case .cpu:
            return CPURenderer(threads: threads)
        case .gpu:
            return try Self.gpuRenderer()
        case .auto:
            let choice = AutomaticBackend.choose()
            switch choice {
            case .gpu(let gpu): return gpu
            case .softwareRasterizer: note(choice.reason! + " (--backend gpu uses it anyway)")
            case .unavailable: warn(choice.reason!)
            }
            return CPURenderer(threads: threads)
        }
    }

    static func gpuRenderer() throws -> GPURenderer {
        do {
            return try GPURenderer(device: try GLDevice.open())
        } catch let e as NoEGLDisplayError {
            throw CLIError("--backend gpu: no EGL display could be opened.\n\(e)")
        }
    }
}

/// An error the command line reports as is, then exits non-zero.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ text: String) { description = text }
}

/// Prints a one-line note on standard error.
func note(_ text: String) {
    StandardStream.error.write("halo: \(text)\n")
}

/// Prints a one-line warning on standard error.
func warn(_ text: String) {
    note("warning: " + text)
}
