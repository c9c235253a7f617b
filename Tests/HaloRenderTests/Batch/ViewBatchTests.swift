import Foundation
import HaloCore
import HaloIO
import HaloRender
import HaloTestSupport
import HaloUI
import Testing

/// A swatch of one colour made from a row: its components (0 to 1), halved when `half`, and its
/// length in seconds, which `metadata(for:)` gives the batch.
struct Swatch: PropsView {
    struct Props: Codable {
        var id: String
        var red: Double
        var green: Double
        var blue: Double
        var half: Bool?
        var seconds: Double?
    }

    let props: Props

    static func metadata(for props: Props) -> RenderMetadata { RenderMetadata(duration: props.seconds) }

    var body: some View {
        let k = props.half == true ? 0.5 : 1
        Color(red: props.red * k, green: props.green * k, blue: props.blue * k)
    }
}

/// A view whose props are only `Decodable`: an output path can name no field of them.
struct Plain: PropsView {
    struct Props: Decodable { var n: Int }
    init(props: Props) {}
    var body: some View { Color.red }
}

/// `ViewRenderer.batch`: a `PropsView` once per value, from memory or a rows file, with the guarantees
/// of `halo batch` (a bad row fails alone, resume, no two rows writing one file).
@Suite struct ViewBatchTests {
    static let values = [
        Swatch.Props(id: "a", red: 1, green: 0.2, blue: 0, seconds: 0.5),
        Swatch.Props(id: "b", red: 0.2, green: 0.6, blue: 1, seconds: 1),
        Swatch.Props(id: "c", red: 0, green: 0.4, blue: 0.8, half: true, seconds: 0.25),
    ]
    /// 32 x 24 points at 20 fps: the size and rate no `Swatch` gives.
    static let defaults = RenderMetadata(width: 32, height: 24, fps: 20)

    /// The bytes a swatch of `p` should have, worked here from its props.
    static func expected(_ p: Swatch.Props) -> [Int] {
        let k = p.half == true ? 0.5 : 1
        return [p.red, p.green, p.blue].map { Int(($0 * k * 255).rounded()) }
    }

    /// Whether `rgb` is within `tolerance` of `expected` in every channel.
    static func near(_ rgb: [Int], _ expected: [Int], _ tolerance: Int) -> Bool {
        zip(rgb, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// The PNG's pixel at its centre, red, green and blue.
    static func centre(_ url: URL) throws -> (rgb: [Int], width: Int, height: Int) {
        let image = try PNG.read(url)
        let p = image[image.width / 2, image.height / 2]
        return ([Int(p.x), Int(p.y), Int(p.z)], image.width, image.height)
    }

    @Test func threeValuesMakeThreePNGsEachOfItsOwnColour() throws {
        try TemporaryDirectory.with("view-batch") { dir in
            let renderer = try ViewRenderer(backend: .cpu)
            var defaults = Self.defaults
            defaults.scale = 2
            let summary = try renderer.batch(
                Swatch.self, props: Self.values, output: dir.path + "/png/{id}.png", defaults: defaults)
            #expect(summary.description == "3 rows rendered, 0 skipped, 0 failed")
            #expect(summary.rows.map(\.id) == ["a", "b", "c"])
            var seen: [[Int]] = []
            for p in Self.values {
                let (rgb, width, height) = try Self.centre(dir.appendingPathComponent("png/\(p.id).png"))
                #expect(width == 64 && height == 48)
                #expect(Self.near(rgb, Self.expected(p), 1), "\(p.id): \(rgb)")
                seen.append(rgb)
            }
            // The rows' props differ, so do their pixels.
            #expect(Set(seen).count == 3)
        }
    }

    @Test(.enabled(if: VideoProbe.available, "ffmpeg/ffprobe are not installed"))
    func eachValueIsAVideoOfTheLengthItsMetadataGives() throws {
        try TemporaryDirectory.with("view-batch") { dir in
            let renderer = try ViewRenderer(backend: .cpu)
            // The third value gives no length: the defaults' 0.4 s is its.
            var values = Self.values
            values[2].seconds = nil
            var defaults = Self.defaults
            defaults.duration = 0.4
            let summary = try renderer.batch(
                Swatch.self, props: values, output: { n, p in dir.path + "/v/\(n)-\(p.id).mp4" }, defaults: defaults)
            #expect(summary.failed == 0 && summary.rendered == 3, "\(summary.failures)")
            // 0.5, 1 and 0.4 s at 20 fps.
            #expect(summary.rows.map(\.frames) == [10, 20, 8])
            var firsts: [[Int]] = []
            for (k, p) in values.enumerated() {
                let url = dir.appendingPathComponent("v/\(k + 1)-\(p.id).mp4")
                #expect(summary.rows[k].output == url.path)
                let stream = try VideoProbe.stream(url)
                #expect(stream.width == 32 && stream.height == 24)
                #expect(stream.frames == [10, 20, 8][k])
                // The first frame's centre, through 4:2:0 and x264: within a few levels.
                let rgb = try VideoProbe.firstFrameRGB(url)
                let i = (12 * 32 + 16) * 3
                let centre = rgb.count >= i + 3 ? rgb[i..<i + 3].map { Int($0) } : []
                #expect(Self.near(centre, Self.expected(p), 6) && centre.count == 3, "\(p.id): \(centre)")
                firsts.append(centre)
            }
            #expect(Set(firsts).count == 3)
        }
    }

    @Test func csvFieldsAreReadAsTheNumbersAndBooleansThePropsAskFor() throws {
        try TemporaryDirectory.with("view-batch") { dir in
            let csv = "id,red,green,blue,half\na,1,0.2,0,\nb,0.2, 0.6 ,1,false\nc,0,0.4,0.8,true\n"
            let rows = dir.appendingPathComponent("rows.csv")
            try Data(csv.utf8).write(to: rows)
            var options = BatchOptions()
            options.report = dir.appendingPathComponent("report.jsonl").path
            let summary = try ViewRenderer(backend: .cpu).batch(
                Swatch.self, rows: rows.path, output: dir.path + "/out/{row}-{id}.png", defaults: Self.defaults,
                options: options)
            #expect(summary.rendered == 3, "\(summary.failures)")
            for (k, p) in Self.values.enumerated() {
                let (rgb, width, height) = try Self.centre(dir.appendingPathComponent("out/\(k + 1)-\(p.id).png"))
                #expect(width == 32 && height == 24)
                #expect(Self.near(rgb, Self.expected(p), 1), "\(p.id): \(rgb)")
            }
            let report = try String(contentsOf: URL(fileURLWithPath: options.report!), encoding: .utf8)
            let lines = try report.split(separator: "\n").map {
                try JSONDecoder().decode(BatchReport.Entry.self, from: Data($0.utf8))
            }
            #expect(lines.map(\.status) == [.ok, .ok, .ok] && lines.map(\.frames) == [1, 1, 1])
        }
    }

    @Test func aRowOfTheWrongTypeFailsAloneNamingTheRowTheFieldAndTheType() throws {
        try TemporaryDirectory.with("view-batch") { dir in
            let renderer = try ViewRenderer(backend: .cpu)
            let csv = dir.appendingPathComponent("rows.csv")
            try Data("id,red,green,blue\na,1,0.2,0\nb,0.2,cheap,1\nc,0,0.4,0.8\n".utf8).write(to: csv)
            let summary = try renderer.batch(
                Swatch.self, rows: csv.path, output: dir.path + "/out/{id}.png", defaults: Self.defaults)
            #expect(summary.description == "2 rows rendered, 0 skipped, 1 failed")
            #expect(summary.failures.map(\.row) == [2])
            #expect(
                summary.failures.first?.error
                    == "\(csv.path): row 2: field 'green' expects a number (Double), got \"cheap\"")
            // The failed row's output was known, and not written; the others were.
            #expect(summary.failures.first?.output == dir.path + "/out/b.png")
            let files = try FileManager.default.contentsOfDirectory(atPath: dir.path + "/out").sorted()
            #expect(files == ["a.png", "c.png"])

            // JSON Lines keep JSON's types: text is not a number there. A missing field, a malformed line.
            let jsonl = dir.appendingPathComponent("rows.jsonl")
            let lines = """
                {"id": "d", "red": "1", "green": 0, "blue": 0}
                {"id": "e", "red": 1, "green": 0}
                not json
                {"id": "f", "red": 0, "green": 0, "blue": 1}
                """
            try Data(lines.utf8).write(to: jsonl)
            let second = try renderer.batch(
                Swatch.self, rows: jsonl.path, output: dir.path + "/out/{row}.png", defaults: Self.defaults)
            #expect(second.rows.map(\.status) == [.failed, .failed, .failed, .ok])
            let errors = second.failures.map { $0.error ?? "" }
            #expect(errors[0].hasSuffix("rows.jsonl: row 1: field 'red' expects a number (Double), got \"1\""))
            #expect(errors[1].hasSuffix("rows.jsonl: row 2: field 'blue' is missing"))
            #expect(errors[2].contains("rows.jsonl:3: malformed JSON"))
            #expect(try Self.centre(dir.appendingPathComponent("out/4.png")).rgb == [0, 0, 255])
        }
    }

    @Test func resumeSkipsTheValuesWhoseOutputExists() throws {
        try TemporaryDirectory.with("view-batch") { dir in
            let renderer = try ViewRenderer(backend: .cpu)
            let output = dir.path + "/{id}.png"
            #expect(
                try renderer.batch(Swatch.self, props: Self.values, output: output, defaults: Self.defaults).rendered
                    == 3)
            // b's file is replaced by other bytes (kept only if b is skipped), c's removed.
            let b = dir.appendingPathComponent("b.png"), c = dir.appendingPathComponent("c.png")
            try Data("not a png".utf8).write(to: b)
            try FileManager.default.removeItem(at: c)
            // Without resume (or overwrite) an existing output fails its row.
            let again = try renderer.batch(Swatch.self, props: Self.values, output: output, defaults: Self.defaults)
            #expect(again.rows.map(\.status) == [.failed, .failed, .ok])
            #expect(again.failures.first?.error?.contains("exists") == true, "\(again.failures)")
            try FileManager.default.removeItem(at: c)
            var options = BatchOptions()
            options.resume = true
            let resumed = try renderer.batch(
                Swatch.self, props: Self.values, output: output, defaults: Self.defaults, options: options)
            #expect(resumed.rows.map(\.status) == [.skipped, .skipped, .ok])
            #expect(resumed.description == "1 rows rendered, 2 skipped, 0 failed")
            #expect(try Data(contentsOf: b) == Data("not a png".utf8))
            #expect(Self.near(try Self.centre(c).rgb, Self.expected(Self.values[2]), 1))
        }
    }

    @Test func twoValuesWritingOneFileStopTheBatchBeforeAnyRenders() throws {
        try TemporaryDirectory.with("view-batch") { dir in
            let renderer = try ViewRenderer(backend: .cpu)
            var values = Self.values
            values[2].id = "a"
            #expect {
                try renderer.batch(
                    Swatch.self, props: values, output: dir.path + "/{id}.png", defaults: Self.defaults)
            } throws: { e in
                "\(e)" == "rows 1 and 3 both write \(dir.path)/a.png: name outputs by a field that differs"
            }
            #expect {
                try renderer.batch(
                    Swatch.self, props: values, output: { _, p in dir.path + "/v/\(p.id).mp4" },
                    defaults: Self.defaults)
            } throws: { e in
                "\(e)".hasPrefix("rows 1 and 3 both write \(dir.path)/v/a.mp4")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        }
    }

    @Test func aBadTemplateIsNamedByTheParameterItCameIn() throws {
        let renderer = try ViewRenderer(backend: .cpu)
        // `output`, not the command line's `-o`: the caller wrote no option.
        #expect {
            try renderer.batch(Swatch.self, props: Self.values, output: "out/{id.png", defaults: Self.defaults)
        } throws: { e in
            "\(e)" == "output out/{id.png: a '{' is not closed"
        }
        #expect {
            try OutputTemplate("out/{id.png")
        } throws: { e in
            "\(e)" == "-o out/{id.png: a '{' is not closed"
        }
    }

    @Test func aShardRunsEveryNthValueAndMetadataThatIsMissingFailsItsRow() throws {
        try TemporaryDirectory.with("view-batch") { dir in
            let renderer = try ViewRenderer(backend: .cpu)
            var options = BatchOptions()
            options.shard = (1, 2)
            let shard = try renderer.batch(
                Swatch.self, props: Self.values, output: dir.path + "/s/{id}.png", defaults: Self.defaults,
                options: options)
            #expect(shard.rows.map(\.row) == [2] && shard.rendered == 1)
            // No size from the view or the defaults; no duration for a video.
            let sizeless = try renderer.batch(Swatch.self, props: Self.values, output: dir.path + "/n/{id}.png")
            #expect(sizeless.failed == 3)
            #expect(
                sizeless.failures.first?.error == "Swatch gives no width or height: return it from "
                    + "metadata(for:), or give it in the batch's defaults")
            var still = Self.values[0]
            still.seconds = nil
            let timeless = try renderer.batch(
                Swatch.self, props: [still], output: dir.path + "/t/{id}.mp4", defaults: Self.defaults)
            #expect(timeless.failures.first?.error?.hasPrefix("Swatch gives no duration") == true)
            // An output path naming a field of props that are not Encodable.
            #expect {
                try renderer.batch(Plain.self, props: [Plain.Props(n: 1)], output: dir.path + "/{n}.png")
            } throws: { e in
                "\(e)".contains("{n} names a field, but Props is not Encodable")
            }
        }
    }
}
