import Foundation
import Testing

/// Scenes from standard input, /dev/stdin and FIFOs give the bytes the same file gives;
/// what is not a scene file is named.
@Suite struct StdinSceneTests {
    static let demo = HaloBinary.repo.appendingPathComponent("examples/demo.json")

    /// Runs halo with `input` on its standard input; returns the status and standard error.
    static func run(_ arguments: [String], input: Data) throws -> (Int32, String) {
        let p = Process()
        p.executableURL = HaloBinary.url
        p.arguments = arguments
        let inp = Pipe(), err = Pipe()
        p.standardInput = inp
        p.standardOutput = FileHandle.nullDevice
        p.standardError = err
        try p.run()
        DispatchQueue.global().async {
            inp.fileHandleForWriting.write(input)
            try? inp.fileHandleForWriting.close()
        }
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: e, as: UTF8.self))
    }

    @Test func standardInputDevStdinAndAFIFOEqualTheFile() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let common = ["--time", "0.5", "--backend", "cpu", "--quiet"]
        let fromFile = dir.appendingPathComponent("file.png")
        #expect(try HaloBinary.run(["render", Self.demo.path, "-o", fromFile.path] + common).status == 0)
        let json = try Data(contentsOf: Self.demo)
        for source in ["-", "/dev/stdin"] {
            let out = dir.appendingPathComponent("stdin-\(source.count).png")
            let (status, err) = try Self.run(["render", source, "-o", out.path] + common, input: json)
            #expect(status == 0, "\(source): \(err)")
            #expect(try Data(contentsOf: out) == Data(contentsOf: fromFile), "\(source)")
        }
        let fifo = dir.appendingPathComponent("scene.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        DispatchQueue.global().async { try? json.write(to: fifo) }
        let out = dir.appendingPathComponent("fifo.png")
        let r = try HaloBinary.run(["render", fifo.path, "-o", out.path] + common)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: out) == Data(contentsOf: fromFile))
    }

    @Test func aDirectoryOrAMissingFileIsNamed() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let d = try HaloBinary.run(["render", dir.path, "-o", dir.appendingPathComponent("x.png").path])
        #expect(d.status != 0 && d.stderr.contains("it is a directory, not a scene file"), "\(d.stderr)")
        let m = try HaloBinary.run([
            "render", dir.appendingPathComponent("none.json").path,
            "-o", dir.appendingPathComponent("x.png").path,
        ])
        #expect(m.status != 0 && m.stderr.contains("No such file or directory"), "\(m.stderr)")
        let (status, err) = try Self.run(
            ["render", "-", "-o", dir.appendingPathComponent("x.png").path],
            input: Data("{".utf8))
        #expect(status != 0 && err.contains("standard input"), "\(err)")
    }
}
