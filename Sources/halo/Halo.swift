import ArgumentParser

/// Halo: headless renderer of animated UI effects, on the GPU through EGL and on the CPU.
@main
struct Halo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "halo",
        abstract: "Render animated UI effects headless, on the GPU (EGL, OpenGL ES 3) or the CPU.",
        version: "0.1.0",
        subcommands: [RenderCommand.self, ConcatCommand.self, SheetCommand.self, CompareCommand.self, ProbeCommand.self, ListCommand.self])
}
