extension ScratchPackage {
    /// The runner's main.swift: renders every preview of `module` on the CPU, writing one JSON line per
    /// preview listed, started and done (the rows of `PreviewRow`) to standard output.
    static func runnerSource(_ module: String) -> String {
        """
        // Made by `halo previews`: renders every preview of \(module) on the CPU.
        import Foundation
        import HaloCore
        import HaloRender
        import HaloUI

        struct Row: Codable {
            var event: String
            var name: String
            var source: String
            var width: Double?
            var height: Double?
            var milliseconds: Double?
            var png: String?
            var clip: String?
            var error: String?
        }

        func emit(_ row: Row) {
            guard let data = try? JSONEncoder().encode(row) else { return }
            print(String(decoding: data, as: UTF8.self))
            fflush(stdout)
        }

        /// `name` as a file name: ASCII letters, digits, '-', '_' and '.', at most 80, unique in `used`.
        func fileName(_ name: String, _ used: inout Set<String>) -> String {
            var out = ""
            for scalar in name.unicodeScalars {
                let keep = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-_.".unicodeScalars.contains(scalar))
                if keep { out.unicodeScalars.append(scalar) } else if !out.hasSuffix("_") { out += "_" }
            }
            out = String(out.trimmingCharacters(in: CharacterSet(charactersIn: "_.")).prefix(80))
            if out.isEmpty { out = "preview" }
            var candidate = out
            var n = 2
            while used.contains(candidate.lowercased()) {
                candidate = "\\(out)-\\(n)"
                n += 1
            }
            used.insert(candidate.lowercased())
            return candidate
        }

        @MainActor func main() -> Int32 {
            var options: [String: String] = [:]
            let arguments = Array(CommandLine.arguments.dropFirst())
            for i in stride(from: 0, to: arguments.count - 1, by: 2) { options[arguments[i]] = arguments[i + 1] }
            let output = URL(fileURLWithPath: options["--output"] ?? "previews")
            let device = (options["--device"] ?? "393x852").split(separator: "x").compactMap { Double($0) }
            let deviceSize = CGSize(width: device.first ?? 393, height: device.last ?? 852)
            let scale = options["--scale"].flatMap(Double.init) ?? 1
            let duration = options["--duration"].flatMap(Double.init)
            let fps = options["--fps"].flatMap(Double.init) ?? 30
            let items = PreviewRegistry.previews(inModule: "\(module)")
            for item in items { emit(Row(event: "list", name: item.name, source: item.source)) }
            // After a crash, halo starts the runner again after the preview that crashed it.
            let from = options["--from"].flatMap(Int.init) ?? 0
            let renderer: ViewRenderer
            do {
                renderer = try ViewRenderer(backend: .cpu)
            } catch {
                StandardStream.error.write("halo-previews-runner: \\(error)\\n")
                return 2
            }
            var used: Set<String> = []
            for (index, item) in items.enumerated() {
                // Names are given in order from the first, so each keeps its file name across restarts.
                guard index >= from else {
                    _ = fileName(item.name, &used)
                    continue
                }
                emit(Row(event: "start", name: item.name, source: item.source))
                var row = Row(event: "done", name: item.name, source: item.source)
                let start = Date()
                do {
                    let size = item.canvasSize(device: deviceSize)
                    (row.width, row.height) = (Double(size.width), Double(size.height))
                    let base = fileName(item.name, &used)
                    try renderer.writeImage(
                        of: item.makeView(), width: Double(size.width), height: Double(size.height), scale: scale,
                        background: .white, to: output.appendingPathComponent(base + ".png").path, overwrite: true)
                    row.png = base + ".png"
                    if let duration {
                        // A video's frames have an even number of pixels each way (4:2:0): a pixel more
                        // where needed, the view still centred.
                        func even(_ points: Double) -> Double {
                            let pixels = (points * scale).rounded(.up)
                            return (pixels.truncatingRemainder(dividingBy: 2) == 0 ? pixels : pixels + 1) / scale
                        }
                        try renderer.write(
                            item.makeView(), width: even(Double(size.width)), height: even(Double(size.height)),
                            scale: scale,
                            background: .white, fps: fps, duration: duration,
                            to: output.appendingPathComponent(base + ".mp4").path, overwrite: true)
                        row.clip = base + ".mp4"
                    }
                } catch {
                    row.error = "\\(error)"
                }
                row.milliseconds = Date().timeIntervalSince(start) * 1000
                emit(row)
            }
            return 0
        }

        exit(MainActor.assumeIsolated { main() })

        """
    }
}
