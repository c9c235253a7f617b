import Foundation
import HaloCore
import HaloGL
import HaloIO

/// The GPU times per pass of a bench case's frames (`halo bench --passes`), and whether they
/// can be believed.
///
/// Software rasterizers expose GL_EXT_disjoint_timer_query without real times (llvmpipe's
/// first query reads an absolute timestamp, compute dispatches read 0): there, and wherever
/// the passes add up to more than the frame's wall time or to nothing, the times are marked
/// not real and the work counts (`--work`) stand instead.
struct PassTimes {
    let gpu: GPURenderer?
    /// Per frame, the milliseconds summed per pass name, in first-seen order.
    private(set) var frames: [[(name: String, milliseconds: Double)]] = []
    private(set) var walls: [Double] = []

    init(renderer: Renderer) { gpu = renderer as? GPURenderer }

    /// Takes the renderer's last frame's pass times, if it timed them.
    mutating func record(wall: Double) {
        guard let times = gpu?.lastPassTimes else { return }
        var summed: [(name: String, milliseconds: Double)] = []
        for t in times {
            if let i = summed.firstIndex(where: { $0.name == t.name }) {
                summed[i].milliseconds += t.milliseconds
            } else {
                summed.append(t)
            }
        }
        frames.append(summed)
        walls.append(wall)
    }

    /// Per pass, the median over the frames of its milliseconds per frame.
    var medians: [(name: String, milliseconds: Double)]? {
        guard let names = frames.first?.map(\.name) else { return nil }
        return names.map { name in
            let times = frames.map { f in f.first { $0.name == name }?.milliseconds ?? 0 }
            return (name, BenchStatistics(milliseconds: times).median)
        }
    }

    /// Whether the times look real: a hardware GPU, every frame's passes adding up to more
    /// than nothing and to no more than its wall time.
    var real: Bool {
        guard let gpu, !gpu.device.report.isSoftwareRasterizer else { return false }
        return zip(frames, walls).allSatisfy { f, wall in
            let sum = f.reduce(0) { $0 + $1.milliseconds }
            return sum > 0 && sum <= wall * 1.05
        }
    }

    /// The line `halo bench` prints under the case, or nil when nothing was timed.
    var line: String? {
        guard let medians, let gpu else { return nil }
        let list = medians.map { "\($0.name) \(String(format: "%.3f", $0.milliseconds))" }.joined(separator: ", ")
        let verdict =
            real
            ? ""
            : " (NOT REAL on \(gpu.device.report.renderer): "
                + (gpu.device.report.isSoftwareRasterizer
                    ? "a software rasterizer" : "they exceed the frame's time or read 0")
                + "; see --work)"
        return "    GPU ms per pass, median: " + list + verdict
    }
}
