import Foundation
import HaloCatalog
import HaloCore
import HaloEffects

extension BenchCommand {
    /// Prints, per scene, the work of a frame by pass, from its plan (`WorkCounts`): the mean
    /// over the frames a timing run would measure.
    func printWork(_ entries: [BenchScenes.Entry], _ width: Int, _ height: Int) throws {
        if !json {
            print(
                "\(width)x\(height), work per frame from the plan "
                    + "(mean of \(frames) frames; the same on every machine)")
            print(WorkRow.header)
        }
        for entry in entries {
            let timeline = try entry.timeline(width, height)
            let geometry = GeometryCache()
            var sums: [WorkCounts.Pass] = []
            var uploaded = 0, readBack = 0, texels = 0
            var sent: [ObjectIdentifier] = []
            for i in warmup..<(warmup + frames) {
                let work = WorkCounts(Planner.plan(try timeline.displayList(at: Double(i) / 60), cache: geometry))
                let passes = work.passes + [work.total]
                sums = sums.isEmpty ? passes : zip(sums, passes).map { $0 + $1 }
                uploaded += work.bytesUploaded
                readBack += work.bytesReadBack
                // Image texels go when the frame's levels change (the first frame's: once).
                if work.images != sent {
                    texels += work.bytesTexels
                    sent = work.images
                }
            }
            for pass in sums {
                let total = pass.name == "total"
                let row = WorkRow(
                    scene: entry.name, pass: pass, frames: frames,
                    uploaded: total ? uploaded : nil, readBack: total ? readBack : nil, texels: total ? texels : 0)
                print(json ? row.json : row.line)
            }
        }
    }
}

/// One line of `halo bench --work`: a pass's counts per frame.
struct WorkRow {
    let scene: String
    let pass: WorkCounts.Pass
    let frames: Int
    /// Bytes uploaded and read back over the frames (on the total line only).
    let uploaded: Int?, readBack: Int?
    /// Image texel bytes sent over the frames (when the frame's levels changed), on the total line.
    var texels = 0

    static let header =
        "scene              pass           runs  invocations  segment evals    blur taps"
        + "  written MB  cleared MB"

    func perFrame(_ v: Int) -> Double { Double(v) / Double(frames) }

    var line: String {
        func n(_ v: Int) -> String { String(format: "%.0f", perFrame(v)) }
        func mb(_ v: Int) -> String { String(format: "%.2f", perFrame(v) / 1e6) }
        var s =
            scene.padding(toLength: 19, withPad: " ", startingAt: 0)
            + pass.name.padding(toLength: 11, withPad: " ", startingAt: 0)
            + n(pass.runs).leftPad(8) + n(pass.invocations).leftPad(13) + n(pass.segmentEvaluations).leftPad(15)
            + n(pass.blurTaps).leftPad(13) + mb(pass.bytesWritten).leftPad(12) + mb(pass.bytesCleared).leftPad(12)
        if let uploaded, let readBack { s += "  uploaded \(mb(uploaded)) MB, read back \(mb(readBack)) MB" }
        if texels > 0 { s += ", image texels \(mb(texels)) MB (sent when they change)" }
        return s
    }

    var json: String {
        var object: [String: Any] = [
            "kind": "work", "scene": scene, "pass": pass.name, "frames": frames, "runs": perFrame(pass.runs),
            "invocations": perFrame(pass.invocations), "segment_evaluations": perFrame(pass.segmentEvaluations),
            "blur_taps": perFrame(pass.blurTaps), "bytes_written": perFrame(pass.bytesWritten),
            "bytes_cleared": perFrame(pass.bytesCleared),
        ]
        if let uploaded, let readBack {
            object["bytes_uploaded"] = perFrame(uploaded)
            object["bytes_read_back"] = perFrame(readBack)
            object["bytes_texels"] = perFrame(texels)
        }
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
