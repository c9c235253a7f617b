import HaloCore
import HaloUI

/// The frames of a view as an async sequence: frame i at time i / fps, rendered when the loop
/// asks for it (one at a time, in order), as `ViewRenderer.frames(of:...)` makes them.
///
///     for try await frame in renderer.frames(of: card, width: 400, height: 300, fps: 30, duration: 2) {
///         upload(frame.image, at: frame.time)
///     }
public struct ViewFrames<Content: View>: AsyncSequence {
    /// One frame: its number, time and pixels.
    public struct Frame {
        /// 0, 1, 2, ...
        public let index: Int
        /// Seconds: index / fps.
        public let time: Double
        /// The rendered pixels (premultiplied RGBA, 8 bits a channel).
        public let image: HaloCore.Image
    }

    /// The sequence's elements.
    public typealias Element = Frame

    let renderer: ViewRenderer
    let view: Content
    let width: Double
    let height: Double
    let scale: Double
    let background: Color
    let fps: Double
    let count: Int

    /// Renders the frames in order.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let frames: ViewFrames
        var next = 0

        /// The next frame, or nil after the last.
        /// - Throws: `SceneError` or a backend error, naming the frame's time.
        public mutating func next() async throws -> Frame? {
            guard next < frames.count, !Task.isCancelled else { return nil }
            let t = Double(next) / frames.fps
            let image = try frames.renderer.image(
                of: frames.view, width: frames.width, height: frames.height, scale: frames.scale,
                background: frames.background, at: t)
            defer { next += 1 }
            return Frame(index: next, time: t, image: image)
        }
    }

    /// An iterator from the first frame.
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(frames: self) }
}

extension ViewRenderer {
    /// The frames of `duration` seconds of `view` at `fps`, rendered as the sequence is read.
    /// - Throws: `OutputPaths`-style refusal text as `SceneError` for a non-positive fps or
    ///   duration.
    public func frames<V: View>(
        of view: V, width: Double, height: Double, scale: Double = 1, background: Color = .clear, fps: Double = 60,
        duration: Double
    ) throws -> ViewFrames<V> {
        let count = try ViewRenderer.frameCount(fps: fps, duration: duration, "frames")
        return ViewFrames(
            renderer: self, view: view, width: width, height: height, scale: scale, background: background, fps: fps,
            count: count)
    }
}
