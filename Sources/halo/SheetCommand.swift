import ArgumentParser
import Foundation
import HaloCore
import HaloIO

/// `halo sheet`: a contact sheet (film strip) of frames spread over a duration.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render N frames spread over a duration side by side into one PNG, for a quick look.",
        discussion: """
            Examples:
              halo sheet --effect rotating-border --frames 8 --duration 3 -o strip.png
              halo sheet --effect intelligence-glow --frames 8 --duration 3.2 --columns 4 -o glow.png
              halo sheet examples/demo.json --frames 4 --duration 1 -o demo-strip.png
            """)

    @OptionGroup var source: SceneSource

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    @Option(help: "How many frames.")
    var frames: Int = 8

    @Option(help: "The frames are at start + i x duration / frames.")
    var duration: Double = 2

    @Option(help: "Frames per row (0: all in one row).")
    var columns: Int = 0

    @OptionGroup var backendOptions: BackendOptions

    func validate() throws {
        guard source.isGiven else { throw ValidationError("give a scene file or --effect NAME") }
        guard (1...256).contains(frames) else { throw ValidationError("--frames must be in 1...256, got \(frames)") }
        guard duration.isFinite, duration > 0 else { throw ValidationError("--duration must be > 0, got \(duration)") }
        guard columns >= 0 else { throw ValidationError("--columns must be >= 0, got \(columns)") }
        guard output.hasSuffix(".png") else { throw ValidationError("--output must name a .png file, got '\(output)'") }
    }

    func run() throws {
        let url = URL(fileURLWithPath: output)
        try checkWritable(url)
        let all = try source.open()
        let renderer = try backendOptions.makeRenderer()
        let images = try (0..<frames).map { i in
            try renderer.render(try all.scene(at: source.time + Double(i) * duration / Double(frames)))
        }
        let cols = columns == 0 ? frames : min(columns, frames)
        let rows = (frames + cols - 1) / cols
        let w = images[0].width, h = images[0].height, gap = 4
        var sheet = Image(width: cols * w + (cols - 1) * gap, height: rows * h + (rows - 1) * gap)
        for y in 0..<sheet.height { for x in 0..<sheet.width { sheet[x, y] = SIMD4(40, 40, 40, 255) } }
        for (i, img) in images.enumerated() {
            let ox = (i % cols) * (w + gap), oy = (i / cols) * (h + gap)
            for y in 0..<h { for x in 0..<w { sheet[ox + x, oy + y] = img[x, y] } }
        }
        try PNG.write(sheet, to: url)
        print("\(output): \(frames) frames of \(w)x\(h) from t = \(fmt(source.time)) s every \(fmt(duration / Double(frames))) s, \(renderer.name)")
    }
}
