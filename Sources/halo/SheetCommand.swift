import ArgumentParser
import Foundation
import HaloCore
import HaloIO

/// `halo sheet`: a contact sheet (film strip) of frames spread over a duration.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render N stills spread over a duration side by side into one PNG, for a quick look.",
        discussion: """
            Examples:
              halo sheet --effect rotating-border --count 8 --duration 3 -o strip.png
              halo sheet --effect intelligence-glow --count 8 --duration 3.2 --columns 4 -o glow.png
              halo sheet examples/demo.json --count 4 --duration 1 -o demo-strip.png
            """)

    @OptionGroup var sceneOptions: SceneOptions

    @Option(name: .shortAndLong, help: "The PNG file to write.")
    var output: String

    @Option(help: "How many stills.")
    var count: Int = 8

    /// `render`'s frame range, which a sheet does not take: named, to point at --count.
    @Option(help: .hidden)
    var frames: String?

    @Option(help: "The stills are at start + i x duration / count.")
    var duration: Double = 2

    @Option(help: "Frames per row (0: all in one row).")
    var columns: Int = 0

    @Flag(help: "Replace an existing output file.")
    var overwrite = false

    @OptionGroup var backendOptions: BackendOptions

    func validate() throws {
        guard sceneOptions.isGiven else { throw ValidationError("give a scene file or --effect NAME") }
        if let f = frames {
            throw ValidationError(
                "sheet takes --count N, the number of stills (got --frames \(f); "
                    + "--frames A..B is render's range of frames)")
        }
        guard (1...256).contains(count) else { throw ValidationError("--count must be in 1...256, got \(count)") }
        guard duration.isFinite, duration > 0 else { throw ValidationError("--duration must be > 0, got \(duration)") }
        guard columns >= 0 else { throw ValidationError("--columns must be >= 0, got \(columns)") }
        guard output.hasSuffix(".png") else { throw ValidationError("--output must name a .png file, got '\(output)'") }
    }

    func run() throws {
        let url = URL(fileURLWithPath: output)
        // As render's outputs: an existing file is kept unless --overwrite, refused up front.
        try OutputPaths.checkNew(url, overwrite: overwrite)
        let timeline = try sceneOptions.open()
        let renderer = try backendOptions.makeRenderer()
        let images = try (0..<count).map { i in
            try sceneOptions.checked {
                try renderer.render(
                    try timeline.displayList(at: sceneOptions.time + Double(i) * duration / Double(count)))
            }
        }
        let (w, h) = (images[0].width, images[0].height)
        try PNG.write(ContactSheet.compose(images, columns: columns), to: url)
        print(
            "\(output): \(count) stills of \(w)x\(h) from t = \(fmt(sceneOptions.time)) s every "
                + "\(fmt(duration / Double(count))) s, \(renderer.name)")
    }
}
