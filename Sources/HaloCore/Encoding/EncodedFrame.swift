/// A planned frame encoded and packed into the buffers the fine stage reads: the host's share
/// of a GPU frame. Made from the plan alone, on any thread, so frames can be encoded ahead on
/// worker threads while the GL thread runs the frame before (`FramePrefetcher`).
package struct EncodedFrame: Sendable {
    package let encoding: FrameEncoding
    package let buffers: FrameBuffers

    /// Encodes and packs a planned frame.
    package init(_ plan: FramePlan) {
        encoding = FrameEncoding(plan)
        buffers = FrameBuffers(encoding)
    }

    package var width: Int { encoding.width }
    package var height: Int { encoding.height }
}
