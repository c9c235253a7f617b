import Foundation
import HaloRender
import HaloUI
import SeedViews

// Renders a 2-second clip of each of the five seeds' SwiftUI views, ported to HaloUI, and a
// still of each: `swift run halo-seeds [OUTPUT-DIR] [--backend cpu|gpu|auto] [--fps N]`.

/// The value after `name` in `arguments`, taken out of them with it.
func option(_ name: String, from arguments: inout [String]) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(i...(i + 1)) }
    return arguments[i + 1]
}
var arguments = Array(CommandLine.arguments.dropFirst())
let backendName = option("--backend", from: &arguments) ?? "auto"
let fps = Double(option("--fps", from: &arguments) ?? "30") ?? 0
let output = URL(fileURLWithPath: arguments.first ?? "seed-clips")

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("halo-seeds: \(message)\n".utf8))
    exit(1)
}

let backends: [String: ViewRenderer.Backend] = ["cpu": .cpu, "gpu": .gpu, "auto": .auto]
guard let backend = backends[backendName] else { fail("--backend must be cpu, gpu or auto, got \(backendName)") }
guard fps > 0, fps <= 240 else { fail("--fps must be 1 to 240") }

do {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let renderer = try ViewRenderer(backend: backend)
    if let note = renderer.note { print(note) }
    // A video when ffmpeg is installed, else a PNG sequence.
    let ffmpeg = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    func clip<V: View>(_ name: String, _ view: V, _ width: Double, _ height: Double, _ background: Color) throws {
        let path = output.appendingPathComponent(ffmpeg ? "\(name).mp4" : name).path
        let summary = try renderer.write(
            view, width: width, height: height, scale: 2, background: background, fps: fps, duration: 2, to: path,
            overwrite: true)
        try renderer.writeImage(
            of: view, width: width, height: height, scale: 2, background: background, at: 1,
            to: output.appendingPathComponent("\(name).png").path, overwrite: true)
        print("\(name): \(summary.frames) frames on the \(renderer.name) -> \(path), still at 1 s -> \(name).png")
    }
    let dark = Color(red: 10 / 255, green: 10 / 255, blue: 14 / 255)
    try clip("000-intelligence-glow", IntelligenceGlowDemo(), 360, 200, dark)
    try clip("001-snake", SnakeDemo(), 360, 200, .black)
    try clip("002-rotating-border", RotatingBorderDemo(), 330, 420, .white)
    try clip("003-harmonic-button", HarmonicButtonDemo(), 280, 110, .black)
    try clip("004-text-bounce", BounceView(blur: true), 900, 200, .white)
} catch {
    fail("\(error)")
}
