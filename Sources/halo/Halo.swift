import ArgumentParser
import Foundation
import HaloCore
import HaloIO

/// Halo: headless renderer of animated UI effects, on the GPU through EGL and on the CPU.
@main
struct Halo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "halo",
        abstract: "Render animated UI effects headless, on the GPU (EGL, OpenGL ES 3.1 compute) or the CPU.",
        version: "0.1.0",
        subcommands: [
            RenderCommand.self, BatchCommand.self, ConcatCommand.self, SheetCommand.self, CompareCommand.self,
            ProbeCommand.self,
            BenchCommand.self, ListCommand.self, LayoutCommand.self, ShaderConstantsCommand.self, PreviewsCommand.self,
        ])

    /// Runs the command, then leaves with `_exit`: every output is complete and flushed by then,
    /// and skipping the atexit handlers keeps the driver's teardown (Mesa, LLVM) from racing its
    /// own threads at exit, which aborted the odd run with "double free or corruption".
    static func main() {
        // A closed standard stream (`2>&-`) gets /dev/null, before anything opens a file that
        // would take its descriptor and receive the warnings meant for it.
        StandardStream.openClosedOnNullDevice()
        // A write to a pipe whose reader is gone fails with EPIPE (handled where it happens)
        // instead of killing the process without a word: for `print` and the frame streams
        // (StandardStream's own writes need no help).
        signal(SIGPIPE, SIG_IGN)
        var code = ExitCode.success
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            code = exitCode(for: error)
            var message = fullMessage(for: error)
            if let remedy = OutputRemedy.of(error) { message += "; " + remedy.flags }
            if !message.isEmpty {
                (code == .success ? StandardStream.output : .error).write(message + "\n")
            }
        }
        fflush(nil)  // what `print` left in the C library's buffers
        _exit(code.rawValue)
    }
}

extension OutputRemedy {
    /// The remedy in the CLI's words: its flags.
    var flags: String {
        switch self {
        case .overwrite: "pass --overwrite to replace it"
        case .resumeOrOverwrite: "pass --resume to keep finished frames, or --overwrite"
        case .allowFallback(let software): "pass --allow-fallback to use \(software) instead"
        case .fullChromaOrEvenSize: "use --chroma 444 or an even --size"
        }
    }
}
