import Foundation
import HaloCatalog
import HaloCore
import HaloGL
import HaloIO
import Testing
import HaloTestSupport

/// A batch on the GPU plans and encodes frames ahead on worker threads (`FramePrefetcher`),
/// each with its own geometry cache; the sink must still get every frame, in order, with the
/// bytes of that frame rendered alone.
@Suite(.enabled(if: SharedGPU.available, "no EGL display could be made: GPU batches not checked"))
struct GPUBatchTests {
    /// Keeps the frames it is given. Sendable by hand: the job's thread alone submits frames,
    /// and `held` is set before the job starts.
    final class MemorySink: FrameSink, @unchecked Sendable {
        var frames: [(index: Int, image: Image)] = []
        /// Frames it already holds (for --resume).
        var held: Set<Int> = []
        func hasFrame(_ index: Int) -> Bool { held.contains(index) }
        func submit(_ image: Image, frame index: Int) throws { frames.append((index, image)) }
        func finish() throws {}
        func abort() {}
        var description: String { "memory" }
    }

    @Test func aBatchGivesEachFrameInOrder() throws {
        // A renderer of its own: its frames in flight never compete with other tests'.
        let gpu = try GPURenderer(device: try SharedGPU.renderer().device)
        let entry = try #require(BenchScenes.entry(named: "snake"))
        let selection = FrameSelection(all: 0..<9, fps: 60)
        let sink = MemorySink()
        let job = RenderJob(selection: selection, renderer: gpu, sink: sink) { try entry.displayList(96, 64, $0) }
        let summary = try job.run()
        #expect(summary.rendered == 9)
        #expect(sink.frames.map(\.index) == Array(0..<9))
        for (i, image) in sink.frames {
            let alone = try gpu.render(Planner.plan(try entry.displayList(96, 64, selection.time(of: i))))
            #expect(image.pixels == alone.pixels, "frame \(i)")
        }
        // The snake moves: frames out of order would not match.
        #expect(Set(sink.frames.map(\.image.pixels)).count == 9)
    }

    @Test func aResumedBatchSkipsTheFramesTheSinkHolds() throws {
        // The workers ask the sink (not an upfront pass over every frame); the rest still
        // come in order.
        let gpu = try GPURenderer(device: try SharedGPU.renderer().device)
        let entry = try #require(BenchScenes.entry(named: "snake"))
        let sink = MemorySink()
        sink.held = [0, 3, 4, 8]
        let job = RenderJob(selection: FrameSelection(all: 0..<9, fps: 60), renderer: gpu, sink: sink) {
            try entry.displayList(96, 64, $0)
        }
        job.resume = true
        let summary = try job.run()
        #expect(summary.rendered == 5 && summary.skipped == 4)
        #expect(sink.frames.map(\.index) == [1, 2, 5, 6, 7])
    }
}
