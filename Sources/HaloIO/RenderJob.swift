import Foundation
import HaloCore

/// A batch render: every selected frame rendered in order and handed to a sink, which encodes
/// and writes beside the next frame's rendering. Stops cleanly when asked (frames in flight
/// finish, the output stays valid) and reports progress.
public final class RenderJob {
    /// What a finished (or stopped) job did.
    public struct Summary: Encodable, Sendable {
        /// Frames rendered and written.
        public var rendered: Int
        /// Frames the output held already (resume).
        public var skipped: Int
        /// Frames asked for.
        public var frames: Int
        /// Wall-clock seconds of the whole job.
        public var seconds: Double
        /// Frames rendered per second.
        public var fps: Double
        /// The renderer's name (`cpu`, `gpu`).
        public var backend: String
        /// The sink's description (a path, or standard output).
        public var output: String
        /// Whether a stop request ended the job early.
        public var interrupted: Bool
        /// Peak resident memory of the process, in MiB (getrusage).
        public var peakMemoryMiB: Double

        /// The summary of a single frame written in `seconds` by `backend` to `output`.
        package static func oneFrame(seconds: Double, backend: String, output: String) -> Summary {
            Summary(
                rendered: 1, skipped: 0, frames: 1, seconds: seconds, fps: 1 / max(seconds, 1e-9), backend: backend,
                output: output, interrupted: false, peakMemoryMiB: HaloIO.peakMemoryMiB())
        }
    }

    /// The frames to render.
    public let selection: FrameSelection
    /// The renderer; a pipelined one keeps frames in flight.
    public let renderer: Renderer
    /// Where the frames go.
    public let sink: FrameSink
    let displayList: @Sendable (Double) throws -> DisplayList
    /// Skip frames the sink already holds (--resume).
    public var resume = false
    /// Checked before each frame; true stops the job after the frames in flight.
    public var shouldStop: () -> Bool = { false }
    /// Called after each frame is queued: (frames done, frames to do).
    public var progress: (Int, Int) -> Void = { _, _ in }
    /// Whether `run` finishes the sink (waits for its encoder and publishes the file); when false the
    /// caller does, with `finish()` or `SinkFinish`, so a batch renders its next row meanwhile.
    /// (A failed job aborts the sink either way; an interrupted one aborts it, or finishes a PNG
    /// sequence's frames.)
    public var finishesSink = true

    /// A job rendering `selection` with `renderer` into `sink`; `displayList` gives the frame's
    /// display list at a time (`SceneTimeline.displayList(at:)`).
    public init(
        selection: FrameSelection, renderer: Renderer, sink: FrameSink,
        displayList: @escaping @Sendable (Double) throws -> DisplayList
    ) {
        self.selection = selection
        self.renderer = renderer
        self.sink = sink
        self.displayList = displayList
    }

    /// Runs the job.
    /// - Throws: the first scene, render or write error (naming the frame); the sink's partial
    ///   output is removed first (complete PNG frames stay, for --resume).
    public func run() throws -> Summary {
        let frames = selection.frames
        let start = Date()
        var rendered = 0, skipped = 0, interrupted = false
        // A pipelined renderer keeps frames in flight: frame i is read back while the next
        // ones render, and handed to the sink in order.
        let pipelined = renderer as? EncodingRenderer
        // Where the renderer converts to the planes the sink writes, only planes come back.
        let planar = (renderer as? PlanarRenderer).flatMap { r in
            (sink as? PlanarSink).flatMap { s in
                s.planeFormat.map { (renderer: r, sink: s, format: $0) }
            }
        }
        // With --resume the workers ask the sink for each frame (nil: it holds it), so a long
        // resumed range does not check every frame before the first one renders.
        let (displayList, selection, output, resume) = (self.displayList, self.selection, self.sink, self.resume)
        let prefetch = pipelined.map { renderer in
            renderer.encodingAhead(frames.count) { position in
                let i = frames.lowerBound + position
                return resume && output.hasFrame(i) ? nil : try displayList(selection.time(of: i))
            }
        }
        var inFlight: [(frame: Int, pending: PendingFrame)] = []
        defer {
            for f in inFlight {
                if let planar {
                    _ = try? planar.renderer.finishPlanes(f.pending)
                } else {
                    _ = try? pipelined?.finish(f.pending)
                }
            }
        }
        func handOver(keeping n: Int) throws {
            while inFlight.count > n {
                let f = inFlight.removeFirst()
                do {
                    if let planar {
                        let planes = try planar.renderer.finishPlanes(f.pending)
                        try planar.sink.submit(planes: planes, frame: f.frame)
                    } else {
                        try sink.submit(try pipelined!.finish(f.pending), frame: f.frame)
                    }
                } catch let e as FrameError { throw e } catch { throw FrameError(frame: f.frame, underlying: error) }
                rendered += 1
                progress(rendered + skipped, frames.count)
            }
        }
        do {
            for i in frames {
                if shouldStop() {
                    interrupted = true
                    break
                }
                if let pipelined {
                    do {
                        // Nil: the sink holds the frame already (--resume), found by the worker.
                        guard let encoded = try prefetch!.next() else {
                            // In order: the frames before it go to the sink first.
                            try handOver(keeping: 0)
                            skipped += 1
                            progress(rendered + skipped, frames.count)
                            continue
                        }
                        if let planar {
                            inFlight.append(
                                (
                                    i,
                                    try planar.renderer.startPlanes(
                                        encoded, color: planar.format.color,
                                        source: planar.format.source)
                                ))
                        } else {
                            inFlight.append((i, try pipelined.start(encoded)))
                        }
                    } catch let e as FrameError { throw e } catch {
                        throw FrameError(frame: i, underlying: error)
                    }
                    try handOver(keeping: pipelined.pipelineDepth - 1)
                    continue
                } else if resume && sink.hasFrame(i) {
                    try handOver(keeping: 0)
                    skipped += 1
                } else {
                    let image: Image
                    do {
                        image = try renderer.render(try displayList(selection.time(of: i)))
                    } catch {
                        throw FrameError(frame: i, underlying: error)
                    }
                    try sink.submit(image, frame: i)
                    rendered += 1
                }
                progress(rendered + skipped, frames.count)
            }
            try handOver(keeping: 0)
            if interrupted && !(sink is PNGSequenceSink) {
                sink.abort()
            } else if finishesSink || interrupted {
                try sink.finish()
            }
        } catch {
            sink.abort()
            throw error
        }
        let seconds = Date().timeIntervalSince(start)
        return Summary(
            rendered: rendered, skipped: skipped, frames: frames.count, seconds: seconds,
            fps: Double(rendered) / max(seconds, 1e-9), backend: renderer.name, output: sink.description,
            interrupted: interrupted, peakMemoryMiB: peakMemoryMiB())
    }
}
