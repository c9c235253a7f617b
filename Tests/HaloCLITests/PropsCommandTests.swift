import Foundation
import HaloCore
import HaloIO
import Testing

/// `halo render` of a template: props from `--prop`, and the file's own duration.
@Suite struct PropsCommandTests {
    /// A card whose colour is `accent` and whose width is `width`, `seconds` long.
    static func template(duration: Bool = true) -> String {
        """
        {"props": {"accent": {"type": "color", "default": "#ff2d55"},
                   "width": {"type": "number", "default": 64},
                   "seconds": {"type": "number", "default": 0.25}},
         \(duration ? #""duration": {"prop": "seconds"},"# : "")
         "canvas": {"width": {"prop": "width"}, "height": 32, "background": "white"},
         "layers": [{"items": [{"shape": {"type": "roundedRect", "frame": [4, 4, 40, 24], "cornerRadius": 6},
                                "paint": {"prop": "accent"}}]}]}
        """
    }

    /// The same card written with the values in place.
    static func literal(accent: String, width: Int) -> String {
        """
        {"canvas": {"width": \(width), "height": 32, "background": "white"},
         "layers": [{"items": [{"shape": {"type": "roundedRect", "frame": [4, 4, 40, 24], "cornerRadius": 6},
                                "paint": "\(accent)"}]}]}
        """
    }

    static func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func propsGiveTheSameFrameAsTheValuesWrittenIn() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let template = try Self.write(Self.template(), "card.json", in: dir)
        let literal = try Self.write(Self.literal(accent: "#007aff", width: 80), "literal.json", in: dir)
        let given = dir.appendingPathComponent("given.png"), written = dir.appendingPathComponent("written.png")
        let defaults = dir.appendingPathComponent("defaults.png")
        for (args, out) in [
            ([template, "--prop", "accent=#007aff", "--prop", "width=80"], given), ([literal], written),
            ([template], defaults),
        ] {
            let r = try HaloBinary.run(["render"] + args + ["--backend", "cpu", "-o", out.path, "--quiet"])
            #expect(r.status == 0, "\(r.stderr)")
        }
        let a = try PNG.read(given), b = try PNG.read(written), c = try PNG.read(defaults)
        #expect(a.width == 80 && c.width == 64)
        #expect(a.pixels == b.pixels)
        // A different value makes a different frame: the comparison can fail.
        #expect(c.pixels != Array(b.pixels.prefix(c.pixels.count)))
    }

    @Test func aSequenceTakesTheFilesDuration() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let template = try Self.write(Self.template(), "card.json", in: dir)
        let out = dir.appendingPathComponent("frames")
        let r = try HaloBinary.run(["render", template, "--fps", "20", "-o", out.path, "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        // 0.25 s at 20 fps.
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).count == 5)
        let longer = dir.appendingPathComponent("longer")
        let s = try HaloBinary.run([
            "render", template, "--prop", "seconds=0.5", "--fps", "20", "-o", longer.path, "--quiet",
        ])
        #expect(s.status == 0, "\(s.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: longer.path).count == 10)
    }

    @Test func badPropsAndAMissingDurationAreClearErrors() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let template = try Self.write(Self.template(), "card.json", in: dir)
        let timeless = try Self.write(Self.template(duration: false), "timeless.json", in: dir)
        let out = dir.appendingPathComponent("out")
        let cases: [([String], String)] = [
            ([template, "--prop", "colour=red"], "card.json: props: unknown prop 'colour' in --prop"),
            (
                [template, "--prop", "width=wide"],
                "props.width: prop 'width' in --prop expects a finite number, got \"wide\""
            ),
            ([template, "--prop", "accent"], "--prop must be k=v, got 'accent'"),
            (["--effect", "snake", "--prop", "a=1"], "--prop sets a scene file's props: give the scene file"),
            ([timeless], "gives no \"duration\": give --duration S or --frames A..B"),
        ]
        for (args, message) in cases {
            let r = try HaloBinary.run(["render"] + args + ["-o", out.path, "--quiet"])
            #expect(r.status != 0)
            #expect(r.stderr.contains(message), "\(args): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.path), "\(args)")
        }
    }

    @Test func theExampleCardRendersWithAPhotoGivenFromTheWorkingDirectory() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A photo of two halves, red and blue, given by a path relative to the working directory.
        var pixels: [UInt8] = []
        for _ in 0..<64 { for x in 0..<64 { pixels += x < 32 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        try PNG.write(Image(width: 64, height: 64, pixels: pixels), to: dir.appendingPathComponent("photo.png"))
        let card = HaloBinary.repo.appendingPathComponent("examples/batch/card.json").path
        let r = try HaloBinary.run(
            ["render", card, "--prop", "photo=photo.png", "--time", "1", "--backend", "cpu", "-o", "card.png"],
            in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNG.read(dir.appendingPathComponent("card.png"))
        #expect(image.width == 640 && image.height == 360)
        // The photo's halves fill its rounded square (56...304 points): red left, blue right.
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * 640 + x) * 4..<(y * 640 + x) * 4 + 3]) }
        #expect(pixel(120, 180) == [255, 0, 0])
        #expect(pixel(240, 180) == [0, 0, 255])
        // Without the photo, the template says which prop is missing.
        let missing = try HaloBinary.run(["render", card, "--time", "1", "-o", "none.png"], in: dir)
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("props.photo: prop 'photo' has no default and no value in --prop"))
    }
}
