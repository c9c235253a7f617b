import ArgumentParser
import HaloCore

/// `halo shader-constants`: prints Shaders/include/constants.glsl from the Swift definitions
/// (`make shaders` writes it). Hidden: a build step, not a user's command.
struct ShaderConstantsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shader-constants",
        abstract: "Print the GLSL constants shared with Swift (make shaders writes Shaders/include/constants.glsl).",
        shouldDisplay: false)

    func run() {
        print(ShaderConstants.glsl, terminator: "")
    }
}
