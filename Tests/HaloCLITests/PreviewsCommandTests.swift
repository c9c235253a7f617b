import Foundation
import HaloCore
import HaloIO
import HaloTestSupport
import Testing

/// `halo previews` end to end on the built binary: a folder written for Xcode (`import SwiftUI`, `#Preview`
/// with traits and `@Previewable` state, a `PreviewProvider`) renders to PNGs with a table; a file that
/// does not compile fails with the compiler's message at the original's path; a preview that traps is a
/// row of its own; a bad path is named.
/// One scratch build, in .build/previews-test (kept, so a rerun rebuilds only the copied files).
@Suite(.serialized) struct PreviewsCommandTests {
    static let card = """
        import SwiftUI

        struct Swatch: View {
            var body: some View { Color.green.frame(width: 30, height: 20) }
        }

        #Preview("Swatch", traits: .sizeThatFitsLayout) {
            Swatch()
        }

        #Preview(traits: .fixedLayout(width: 16, height: 16)) {
            @Previewable @State var on = false
            (on ? Color.blue : Color.red).onAppear { on = true }
        }

        struct Swatch_Previews: PreviewProvider {
            static var previews: some View { Swatch() }
        }

        """

    @Test func aBadPathIsNamed() throws {
        let result = try HaloBinary.run(["previews", "/nonexistent/halo-previews"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nonexistent/halo-previews: no such file or folder"), "\(result.stderr)")
    }

    @Test(.timeLimit(.minutes(30))) func aFolderRendersAndABrokenFileFailsClearly() throws {
        try TemporaryDirectory.with("halo-previews") { dir in
            let folder = dir.appendingPathComponent("Swatches")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let cardFile = folder.appendingPathComponent("Card.swift")
            try Self.card.write(to: cardFile, atomically: true, encoding: .utf8)
            let out = dir.appendingPathComponent("out")
            let work = HaloBinary.repo.appendingPathComponent(".build/previews-test").path
            let arguments = [
                "previews", folder.path, "--work", work, "-o", out.path, "--duration", "0.2", "--fps", "10",
            ]

            let result = try HaloBinary.run(arguments)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("preview") == true)
            #expect(lines.contains { $0.hasPrefix("Swatch ") && $0.contains("Card.swift:7") && $0.contains("30x20") })
            #expect(lines.contains { $0.hasPrefix("Card.swift:11 ") && $0.contains("16x16") })
            #expect(lines.contains { $0.hasPrefix("Swatch_Previews ") && $0.contains("393x852") })
            // The sizeThatFits preview is the view's 30 x 20 of SwiftUI's green (52, 199, 89); the
            // @Previewable state turned blue (0, 122, 255) on appearing; the provider's on the iPhone canvas.
            let swatch = try PNG.read(out.appendingPathComponent("Swatch.png"))
            #expect(swatch.width == 30 && swatch.height == 20)
            #expect(swatch[15, 10] == SIMD4(52, 199, 89, 255))
            let state = try PNG.read(out.appendingPathComponent("Card.swift_11.png"))
            #expect(state[8, 8] == SIMD4(0, 122, 255, 255))
            let provider = try PNG.read(out.appendingPathComponent("Swatch_Previews.png"))
            #expect(provider.width == 393 && provider.height == 852)
            // Each preview's clip too (an odd width padded to even for the video).
            for clip in ["Swatch.mp4", "Card.swift_11.mp4", "Swatch_Previews.mp4"] {
                let size = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(clip).path)[
                    .size]
                #expect(((size as? Int) ?? 0) > 0, "\(clip)")
            }
            // Only the copy was changed.
            #expect(try String(contentsOf: cardFile, encoding: .utf8) == Self.card)

            let broken = folder.appendingPathComponent("Broken.swift")
            try "import SwiftUI\n\nstruct Broken: View {\n    var body: some View { Text(missingName) }\n}\n"
                .write(to: broken, atomically: true, encoding: .utf8)
            let failure = try HaloBinary.run(arguments)
            #expect(failure.status == 1)
            #expect(failure.stderr.contains("the previews do not build"), "\(failure.stderr)")
            #expect(failure.stderr.contains("\(broken.path):4:32: error: cannot find 'missingName' in scope"))

            // A preview that traps is a row with the runtime's message; the runner goes on after it.
            try FileManager.default.removeItem(at: broken)
            let crash =
                "import SwiftUI\n\n#Preview(\"Crash\") {\n    let items: [Int] = []\n    Text(\"\\(items[1])\")\n}\n"
            try crash.write(to: folder.appendingPathComponent("Crash.swift"), atomically: true, encoding: .utf8)
            let crashed = try HaloBinary.run(arguments)
            #expect(crashed.status == 1)
            let rows = crashed.stdout.split(separator: "\n").map(String.init)
            #expect(
                rows.map { $0.split(separator: " ").first.map(String.init) ?? "" } == [
                    "preview", "Swatch", "Card.swift:11", "Crash", "Swatch_Previews",
                ])
            #expect(
                rows.contains { $0.hasPrefix("Crash ") && $0.contains("crashed") && $0.contains("Index out of range") })
            #expect(
                rows.contains {
                    $0.hasPrefix("Swatch_Previews ") && $0.hasSuffix("Swatch_Previews.png, Swatch_Previews.mp4")
                })
        }
    }
}
