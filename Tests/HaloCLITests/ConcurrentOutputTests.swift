import Foundation
import Testing

/// Several renders at once into one place, and debris of killed ones: a render removes only
/// temporary files whose writer is dead, refuses to write an output another live process is
/// writing, and never replaces an output that appeared while it ran (without --overwrite).
@Suite struct ConcurrentOutputTests {
    static let effect = ["--effect", "snake", "--size", "96x64", "--backend", "cpu", "--quiet"]

    /// The PID of a process that has exited (it cannot be running now).
    static func deadPID() throws -> Int32 {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/true")
        try p.run()
        p.waitUntilExit()
        return p.processIdentifier
    }

    @Test func eightShardsAtOnceInOneDirectoryAreTheSingleRender() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = dir.appendingPathComponent("whole"), shared = dir.appendingPathComponent("shared")
        let single = try HaloBinary.run(["render"] + Self.effect + ["--duration", "1", "-o", whole.path])
        #expect(single.status == 0, "\(single.stderr)")
        let halo = HaloBinary.url.path
        // The shell's `wait` can hang here (the test process starts it with SIGCHLD blocked):
        // each render writes its status to a file, and the script polls for all eight.
        let script =
            (0..<8).map { k in
                "( '\(halo)' render \(Self.effect.joined(separator: " ")) --duration 1 --shard \(k)/8 -o "
                    + "'\(shared.path)' "
                    + "2>>'\(dir.path)/err.txt'; echo $? > '\(dir.path)/done.\(k)' ) &"
            }.joined(separator: "\n")
            + "\nwhile [ $(ls '\(dir.path)' | grep -c '^done') -lt 8 ]; do sleep 0.05; done"
        try HaloBinary.shell(script)
        let err = (try? String(contentsOf: dir.appendingPathComponent("err.txt"), encoding: .utf8)) ?? ""
        #expect(err.isEmpty, "\(err)")
        for k in 0..<8 {
            let status = try String(contentsOf: dir.appendingPathComponent("done.\(k)"), encoding: .utf8)
            #expect(status == "0\n", "shard \(k)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: whole.path).sorted()
        #expect(names.count == 60)
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path).sorted() == names)
        for n in names {
            let (a, b) = (whole.appendingPathComponent(n), shared.appendingPathComponent(n))
            #expect(try Data(contentsOf: a) == Data(contentsOf: b), "\(n)")
        }
    }

    @Test func onlyTemporaryFilesOfDeadWritersAreRemoved() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let dead = ".frame_00003.png.\(try Self.deadPID()).12345.tmp"
        let live = ".frame_00004.png.\(getpid()).678.tmp"  // this test's process: alive
        for n in [dead, live] { try Data([1, 2, 3]).write(to: frames.appendingPathComponent(n)) }
        let r = try HaloBinary.run(["render"] + Self.effect + ["--duration", "0.1", "-o", frames.path])
        #expect(r.status == 0, "\(r.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: frames.path)
        #expect(!left.contains(dead))
        #expect(left.contains(live))
    }

    @Test func aSecondWriterOfTheSameVideoIsRefusedAndDebrisIsCleared() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("clip.y4m")
        let busy = dir.appendingPathComponent(".clip.y4m.\(getpid()).tmp")
        try Data().write(to: busy)
        let refused = try HaloBinary.run(["render"] + Self.effect + ["--duration", "0.1", "-o", out.path])
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains("\(out.path) is being written by another process (pid \(getpid())"),
            "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // Left by a writer that is gone: removed, and the render goes ahead.
        try FileManager.default.removeItem(at: busy)
        let debris = dir.appendingPathComponent(".clip.y4m.\(try Self.deadPID()).tmp")
        try Data([1]).write(to: debris)
        let r = try HaloBinary.run(["render"] + Self.effect + ["--duration", "0.1", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["clip.y4m"])
    }

    @Test func anOutputThatAppearsWhileRenderingIsKept() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // While Halo renders, another process writes the same output; Halo must not replace it.
        let script = """
            cd '\(dir.path)'
            ( '\(HaloBinary.url.path)' render --effect intelligence-glow --size 96x54 --backend cpu --quiet \\
              --duration 3 -o clip.y4m 2>err.txt; echo $? > status.tmp; mv status.tmp status.txt ) &
            for i in $(seq 400); do ls -a | grep -q '^\\.clip\\.y4m\\..*\\.tmp$' && break; sleep 0.02; done
            echo theirs > clip.y4m
            while [ ! -e status.txt ]; do sleep 0.05; done
            """
        try HaloBinary.shell(script)
        let status = try String(contentsOf: dir.appendingPathComponent("status.txt"), encoding: .utf8)
        let err = try String(contentsOf: dir.appendingPathComponent("err.txt"), encoding: .utf8)
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "1", "\(err)")
        #expect(err.contains("it appeared while this render ran (another process wrote it); kept it"), "\(err)")
        #expect(try String(contentsOf: dir.appendingPathComponent("clip.y4m"), encoding: .utf8) == "theirs\n")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        #expect(left == ["clip.y4m", "err.txt", "status.txt"])
    }
}
