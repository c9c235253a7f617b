/// A renderer that can convert a frame to video Y'CbCr planes itself (the GPU, in its last
/// pass), so only the planes are read back: 3.1 MB a 1080p 4:2:0 frame instead of 8.3.
/// The bytes equal `YCbCr(color).planes(of:source:)` of the frame's image.
package protocol PlanarRenderer: EncodingRenderer {
    /// Renders a display list (reusing what the last frame planned), converts it and queues
    /// the planes' readback.
    /// - Throws: as `startPlanes(_:color:source:)` for a plan.
    func startPlanes(_ list: DisplayList, color: VideoColor, source: YCbCr.Source) throws -> PendingFrame
    /// Renders a planned frame, converts it and queues the planes' readback.
    /// - Throws: backend errors naming what failed; a full pipeline.
    func startPlanes(_ plan: FramePlan, color: VideoColor, source: YCbCr.Source) throws -> PendingFrame
    /// Renders an encoded frame (`prepare(_:)`), converts it and queues the planes' readback.
    /// - Throws: as `startPlanes(_:color:source:)` for a plan.
    func startPlanes(_ frame: EncodedFrame, color: VideoColor, source: YCbCr.Source) throws -> PendingFrame
    /// Waits for a started frame's planes, laid out as `color.layout(width:height:alpha:)`.
    /// - Throws: backend errors; a frame that was not started with `startPlanes`, or is finished.
    func finishPlanes(_ frame: PendingFrame) throws -> [UInt8]
}
