import Foundation
import Testing

/// The real ffmpeg failing under Halo: refusing its arguments, or stuck (stopped with SIGSTOP,
/// so it reads nothing and writes nothing). Halo must exit non-zero, say what ffmpeg did, and
/// leave no temporary file.
@Suite(.enabled(if: BatchTests.ffprobe, "ffmpeg/ffprobe are not installed"))
struct FFmpegFailureTests {
    @Test func aRefusedEncoderIsNamedWithFFmpegsExitAndWords() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("bad.mp4")
        let r = try HaloBinary.run([
            "render", "--effect", "snake", "--size", "160x90", "--duration", "0.5",
            "--backend", "cpu", "--codec", "nosuch", "-o", out.path,
        ])
        #expect(r.status == 1)
        // ffmpeg exits at once: Halo finds out while writing a frame or when it finishes.
        #expect(r.stderr.contains("it exited with status 1: Unknown encoder 'nosuch'"), "\(r.stderr)")
        #expect(r.stderr.contains("ffmpeg stopped reading") || r.stderr.contains("ffmpeg failed writing \(out.path)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func aStuckFFmpegIsStoppedWithAMessage() throws {
        let dir = try HaloBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Halo renders a long clip; the test stops its ffmpeg as soon as it runs.
        let script = """
            cd '\(dir.path)'
            ( HALO_FFMPEG_STALL_SECONDS=2 '\(HaloBinary.url.path)' render --effect snake --size 640x360 \\
              --duration 60 --fps 30 --backend cpu -o out.mp4 2>err.txt
              echo $? > status.tmp; mv status.tmp status.txt ) &
            sub=$!
            for i in $(seq 200); do h=$(pgrep -P $sub) && f=$(pgrep -P $h -x ffmpeg) && break; sleep 0.05; done
            kill -STOP $f
            # Not `wait`: the test process starts this shell with SIGCHLD blocked, and it would hang.
            while [ ! -e status.txt ]; do sleep 0.05; done
            kill -9 $f 2>/dev/null; true
            """
        try HaloBinary.shell(script)
        let status = try String(contentsOf: dir.appendingPathComponent("status.txt"), encoding: .utf8)
        let err = try String(contentsOf: dir.appendingPathComponent("err.txt"), encoding: .utf8)
        #expect(status.trimmingCharacters(in: .whitespacesAndNewlines) == "1", "\(err)")
        #expect(
            err.contains("ffmpeg made no progress for 2 s (nothing read from its input, nothing written to"),
            "\(err)")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(Set(left) == ["err.txt", "status.txt"], "\(left)")
    }
}
