// `make bench-snapshots`: how long a snapshot takes, as a test run meets it (docs/testing.md, "Speed").
//
//   snapshot-bench [--runs N]   the table: the first snapshot in a fresh process (this program run again
//                               as a child, N times), then further snapshots in this process (medians)
//   snapshot-bench --child DIR  one snapshot against the reference in DIR, then exit (the fresh process)
//
// Each snapshot is swift-snapshot-testing's `verifySnapshot` with Halo's `.image` strategy against a
// reference on disk: rendering, PNG encoding, reading the reference and comparing, as `assertSnapshot` does.
import Foundation
import HaloCore
import HaloSnapshotTesting
import TeamViews

/// Seconds on a monotonic clock.
func seconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// The median of some timings.
func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Checks `view` against its reference `name` in `dir` (recording it the first time); exits on a mismatch.
func snapshot<V: View>(_ view: V, _ name: String, layout: SwiftUISnapshotLayout, scale: Double, in dir: String) {
    let failure = verifySnapshot(
        of: view, as: .image(layout: layout, scale: scale), named: name, record: .missing, snapshotDirectory: dir,
        testName: "bench")
    if let failure, !failure.contains("Automatically recorded") {
        StandardStream.error.write("snapshot-bench: \(name): \(failure)\n")
        exit(1)
    }
}

let arguments = CommandLine.arguments
let phone = SwiftUISnapshotLayout.fixed(width: 390, height: 844)
if arguments.count == 3, arguments[1] == "--child" {
    let start = seconds()
    snapshot(InboxScreen(), "inbox", layout: phone, scale: 1, in: arguments[2])
    print(String(format: "%.1f", (seconds() - start) * 1000))
    exit(0)
}

let runs = arguments.count == 3 && arguments[1] == "--runs" ? max(1, Int(arguments[2]) ?? 7) : 7
let dir = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-bench-\(getpid())").path
defer { try? FileManager.default.removeItem(atPath: dir) }
snapshot(InboxScreen(), "inbox", layout: phone, scale: 1, in: dir)

// The first snapshot in a fresh process: this program run as a child, timed from spawn to exit.
var processTimes: [Double] = []
var inProcessFirst: [Double] = []
for _ in 0..<runs {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["--child", dir]
    let out = Pipe()
    child.standardOutput = out
    let start = seconds()
    try child.run()
    child.waitUntilExit()
    processTimes.append(seconds() - start)
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    guard child.terminationStatus == 0, let ms = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
        StandardStream.error.write("snapshot-bench: the child run failed (\(child.terminationStatus))\n")
        exit(1)
    }
    inProcessFirst.append(ms / 1000)
}

/// Further snapshots of one view in this process: the median of `runs` after the reference is recorded.
func further<V: View>(_ view: V, _ name: String, layout: SwiftUISnapshotLayout, scale: Double) -> Double {
    snapshot(view, name, layout: layout, scale: scale, in: dir)
    var times: [Double] = []
    for _ in 0..<max(runs, 9) {
        let start = seconds()
        snapshot(view, name, layout: layout, scale: scale, in: dir)
        times.append(seconds() - start)
    }
    return median(times)
}

/// The spinner's four-frame strip, timed as the rows above.
func strip() -> Double {
    var times: [Double] = []
    for k in 0...max(runs, 9) {
        let start = seconds()
        let failure = verifySnapshot(
            of: LoadingSpinner(), as: .frames(at: [0, 0.25, 0.5, 0.75]), named: "strip", record: .missing,
            snapshotDirectory: dir, testName: "bench")
        if let failure, !failure.contains("Automatically recorded") {
            StandardStream.error.write("snapshot-bench: strip: \(failure)\n")
            exit(1)
        }
        if k > 0 { times.append(seconds() - start) }
    }
    return median(times)
}

let rows: [(String, Double)] = [
    ("first snapshot, fresh process (spawn to exit)", median(processTimes)),
    ("first snapshot, fresh process (inside it)", median(inProcessFirst)),
    ("further: InboxScreen, 390x844 @1x", further(InboxScreen(), "inbox1", layout: phone, scale: 1)),
    ("further: PriceCard, 390x844 @1x", further(PriceCard(), "card1", layout: phone, scale: 1)),
    ("further: LikeButton, 390x844 @1x", further(LikeButton(), "like1", layout: phone, scale: 1)),
    (
        "further: InboxScreen, iPhone 13 Pro @3x",
        further(InboxScreen(), "inbox3", layout: .device(.iPhone13Pro), scale: 3)
    ),
    ("further: LoadingSpinner film strip, 4 frames", strip()),
]

print("| snapshot (debug build, as `swift test` runs it; CPU; \(runs) runs, medians) | ms |")
print("|---|---:|")
for (name, seconds) in rows { print("| \(name) | \(String(format: "%.1f", seconds * 1000)) |") }
