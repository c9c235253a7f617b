/// A renderer that reads a frame back while it renders the frames after it.
///
/// `start` renders a frame and queues its readback; `finish` waits for that frame's pixels.
/// Up to `pipelineDepth` frames may be started and not finished; finishing them in any order
/// is allowed. A batch keeps `pipelineDepth - 1` frames in flight, so the GPU never waits for
/// the copy of the frame before (`RenderJob`).
public protocol PipelinedRenderer: Renderer {
    /// How many frames may be started and not yet finished.
    var pipelineDepth: Int { get }
    /// Renders a display list and queues its readback.
    /// - Throws: backend errors naming what failed; a full pipeline.
    func start(_ list: DisplayList) throws -> PendingFrame
    /// Waits for a started frame's pixels.
    /// - Throws: backend errors; a frame that was not started or is already finished.
    func finish(_ frame: PendingFrame) throws -> Image
}

/// A pipelined renderer of planned and encoded frames: batches plan and encode frames ahead
/// on worker threads and start them in order (`RenderJob`).
package protocol EncodingRenderer: PipelinedRenderer, PlanRenderer {
    /// Renders a planned frame and queues its readback.
    /// - Throws: as `start(_:)` for a display list.
    func start(_ plan: FramePlan) throws -> PendingFrame
    /// Encodes a planned frame for `start(_:)` on the calling thread: any thread, beside frames
    /// in flight (batches encode the next frames on worker threads: `FramePrefetcher`).
    /// - Throws: a frame too large for the backend.
    func prepare(_ plan: FramePlan) throws -> EncodedFrame
    /// Renders an encoded frame and queues its readback.
    /// - Throws: as `start(_:)` for a display list.
    func start(_ frame: EncodedFrame) throws -> PendingFrame
}

extension EncodingRenderer {
    /// Frames `0..<count` planned and encoded ahead on worker threads (`FramePrefetcher`), each
    /// worker with its own geometry cache, for `start(_:)` in order: `displayList` gives frame
    /// i's display list, or nil for a frame to skip (its value is then nil).
    package func encodingAhead(_ count: Int, displayList: @escaping @Sendable (Int) throws -> DisplayList?)
        -> FramePrefetcher<EncodedFrame?>
    {
        let workers = FramePrefetcher<EncodedFrame?>.defaultWorkers
        let caches = (0..<workers).map { _ in GeometryCache() }
        return FramePrefetcher(count: count, workers: workers, lookahead: 2 * workers + pipelineDepth) { i, worker in
            try displayList(i).map { try self.prepare(Planner.plan($0, cache: caches[worker])) }
        }
    }
}

/// A frame started by a `PipelinedRenderer` and not finished yet.
public struct PendingFrame: Sendable, Equatable {
    /// The renderer's count of started frames when it started: the frame's name there (a
    /// handle of another renderer, or one already finished, is refused by it).
    public let serial: Int

    package init(serial: Int) {
        self.serial = serial
    }
}
