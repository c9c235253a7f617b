import Foundation
import HaloCore

/// A batch render: every selected frame rendered in order and handed to a sink, which encodes
/// and writes beside the next frame's rendering. Stops cleanly when asked (frames in flight
/// finish, the output stays valid) and reports progress.
public final class RenderJob {
    /// What a finished (or stopped) job did.
    public struct Summary: Encodable, Sendable {
        public var rendered: Int
        public var skipped: Int
        public var frames: Int
        public var seconds: Double
        public var fps: Double
        public var backend: String
        public var output: String
        public var interrupted: Bool
        /// Peak resident memory of the process, in MiB (getrusage).
        public var peakMemoryMiB: Double
    }

    public let selection: FrameSelection
    public let renderer: Renderer
    public let sink: FrameSink
    let scene: (Double) throws -> Scene
    /// Skip frames the sink already holds (--resume).
    public var resume = false
    /// Checked before each frame; true stops the job after the frames in flight.
    public var shouldStop: () -> Bool = { false }
    /// Called after each frame is queued: (frames done, frames to do).
    public var progress: (Int, Int) -> Void = { _, _ in }

    public init(selection: FrameSelection, renderer: Renderer, sink: FrameSink, scene: @escaping (Double) throws -> Scene) {
        self.selection = selection; self.renderer = renderer; self.sink = sink; self.scene = scene
    }

    /// Runs the job.
    /// - Throws: the first scene, render or write error (naming the frame); the sink's partial
    ///   output is removed first (complete PNG frames stay, for --resume).
    public func run() throws -> Summary {
        let frames = selection.frames
        let start = Date()
        var rendered = 0, skipped = 0, interrupted = false
        do {
            for i in frames {
                if shouldStop() { interrupted = true; break }
                if resume && sink.hasFrame(i) {
                    skipped += 1
                } else {
                    let image: Image
                    do {
                        image = try renderer.render(try scene(selection.time(of: i)))
                    } catch {
                        throw FrameError(frame: i, underlying: error)
                    }
                    try sink.submit(image, frame: i)
                    rendered += 1
                }
                progress(rendered + skipped, frames.count)
            }
            if interrupted && !(sink is PNGSequenceSink) {
                sink.abort()
            } else {
                try sink.finish()
            }
        } catch {
            sink.abort()
            throw error
        }
        let seconds = Date().timeIntervalSince(start)
        return Summary(rendered: rendered, skipped: skipped, frames: frames.count, seconds: seconds,
                       fps: Double(rendered) / max(seconds, 1e-9), backend: renderer.name, output: sink.description,
                       interrupted: interrupted, peakMemoryMiB: peakMemoryMiB())
    }
}
