import ArgumentParser
import Foundation
import HaloCore
import HaloIO

/// `halo render`: one frame of a scene or effect to a PNG file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one frame of a scene file or an effect to a PNG image.")

    @OptionGroup var source: SceneSource

    @Option(name: .shortAndLong, help: "The PNG file to write (written atomically).")
    var output: String

    @OptionGroup var backendOptions: BackendOptions

    func validate() throws {
        guard source.isGiven else { throw ValidationError("give a scene file or --effect NAME") }
        guard output.hasSuffix(".png") else {
            throw ValidationError("--output must name a .png file, got '\(output)'")
        }
    }

    func run() throws {
        let (scene, _) = try source.frame()
        let url = URL(fileURLWithPath: output)
        try checkWritable(url)
        let renderer = try backendOptions.makeRenderer()
        let image = try renderer.render(scene)
        try PNG.write(image, to: url)
        print("\(output): \(image.width)x\(image.height), t = \(fmt(source.time)) s, \(renderer.name)")
    }
}

/// Fails early, before rendering, when the output's directory is missing or not writable.
func checkWritable(_ url: URL) throws {
    let dir = url.deletingLastPathComponent().path
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir) else {
        throw CLIError("cannot write \(url.path): directory \(dir) does not exist")
    }
    guard isDir.boolValue else {
        throw CLIError("cannot write \(url.path): \(dir) is not a directory")
    }
    guard access(dir, W_OK) == 0 else {
        throw CLIError("cannot write \(url.path): directory \(dir) is not writable")
    }
}
