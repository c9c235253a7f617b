/// A planned frame encoded and packed into the buffers the fine stage reads: the host's share
/// of a GPU frame. Made from the plan alone, on any thread, so frames can be encoded ahead on
/// worker threads while the GL thread runs the frame before (`FramePrefetcher`).
public struct EncodedFrame: Sendable {
    public let encoding: FrameEncoding
    public let buffers: FrameBuffers

    /// Encodes and packs a planned frame.
    public init(_ plan: FramePlan) {
        encoding = FrameEncoding(plan)
        buffers = FrameBuffers(encoding)
    }

    public var width: Int { encoding.width }
    public var height: Int { encoding.height }
}
