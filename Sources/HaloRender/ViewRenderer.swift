import Foundation
import HaloCPU
import HaloCore
import HaloGL
import HaloIO
import HaloUI

/// Renders views to images and to files, on the GPU or the CPU: SwiftUI's `ImageRenderer`
/// for servers, with time. Every frame is a display list from `ViewScene` (or `ViewTimeline`),
/// so the GPU's pixels are checked against the CPU's as any scene's are.
///
///     let renderer = try ViewRenderer(backend: .auto)
///     let image = try renderer.image(of: card, width: 400, height: 300, at: 1.5)
///     try renderer.write(card, width: 400, height: 300, duration: 3, to: "card.mp4")
public final class ViewRenderer {
    /// Which backend renders.
    public enum Backend: Sendable {
        /// The CPU reference renderer (every core).
        case cpu
        /// The GPU through EGL; an error when no EGL display opens.
        case gpu
        /// The GPU when it is a hardware one, else the CPU (faster than a software rasterizer
        /// on the same cores).
        case auto
    }

    /// The backend in use: "cpu" or "gpu".
    public var name: String { renderer.name }
    /// Why `.auto` chose the CPU, when it did.
    public private(set) var note: String?
    /// Whether a warning fails the frame it comes up in (`StrictWarningError`), for render farms; else
    /// warnings go to standard error and the frame is drawn as Halo can.
    public let strict: Bool
    let renderer: any Renderer

    /// A renderer on `backend`; `strict` turns every warning raised while a frame is made (a material drawn
    /// without its blur, a shader's arguments that do not fit, a missing font) into an error failing it.
    /// - Throws: `NoEGLDisplayError` (naming every platform tried) for `.gpu` without a display.
    public init(backend: Backend = .auto, strict: Bool = false) throws {
        self.strict = strict
        // Images drawn by a closure and passed to a shader are rasterized on the CPU, for
        // either backend (docs/semantics.md, "Images drawn by a closure").
        if HaloUI.Image.Rasterizer.shared.rasterize == nil {
            let cpu = CPURenderer()
            HaloUI.Image.Rasterizer.shared.rasterize = { try cpu.render($0) }
        }
        switch backend {
        case .cpu:
            renderer = CPURenderer()
        case .gpu:
            renderer = try GPURenderer(device: try GLDevice.open())
        case .auto:
            // The CLI's choice (`AutomaticBackend`).
            let choice = AutomaticBackend.choose()
            if case .gpu(let gpu) = choice {
                renderer = gpu
            } else {
                renderer = CPURenderer()
                note = choice.reason
            }
        }
    }

    /// The image of `view` at time t on a canvas of `width` x `height` points.
    /// - Throws: `SceneError` (a bad value, a missing font), backend errors.
    public func image<V: View>(
        of view: V, width: Double, height: Double, scale: Double = 1, background: Color = .clear, at time: Double = 0
    ) throws -> HaloCore.Image {
        try checked {
            try renderer.render(
                try ViewScene.displayList(
                    of: view, width: width, height: height, scale: scale, background: background, at: time))
        }
    }

    /// `body`'s value, or with `strict` a `StrictWarningError` where it raised a warning.
    func checked<T>(_ body: () throws -> T) throws -> T {
        strict ? try StrictWarnings.checking(body) : try body()
    }

    /// The image of `view` at time t on a canvas of `size` (the and SwiftUI's spelling).
    public func image<V: View>(
        of view: V, size: CGSize, scale: Double = 1, background: Color = .clear, at time: Double = 0
    ) throws -> HaloCore.Image {
        try image(
            of: view, width: Double(size.width), height: Double(size.height), scale: scale, background: background,
            at: time)
    }

    /// Writes `duration` seconds of `view` at `fps` to `path`: a PNG sequence (a directory), a
    /// Y4M stream, a video (.mp4, .webm, .mov) or a preview (.gif, .apng), as `halo render`
    /// writes them (atomically, colour-tagged); a `.png` path gets the frame at time 0. Worker
    /// threads evaluate the next frames' views while one renders (`ViewTimeline`).
    /// - Throws: `OutputPaths.Refusal` (an existing output without `overwrite`, an unwritable
    ///   place), `SceneError`, ffmpeg and backend errors, each naming the problem.
    @discardableResult
    public func write<V: View>(
        _ view: V, width: Double, height: Double, scale: Double = 1, background: Color = .clear, fps: Double = 60,
        duration: Double, to path: String, overwrite: Bool = false
    ) throws -> RenderJob.Summary {
        try write(
            view, width: width, height: height, scale: scale, background: background, fps: fps, duration: duration,
            to: path, overwrite: overwrite, resume: false, shouldStop: { false })
    }

    /// `write`, keeping the frames a PNG sequence at `path` has when `resume`, and stopping after the
    /// frames in flight once `shouldStop` says so (the output then not written).
    func write<V: View>(
        _ view: V, width: Double, height: Double, scale: Double, background: Color, fps: Double, duration: Double,
        to path: String, overwrite: Bool, resume: Bool, shouldStop: @escaping () -> Bool
    ) throws -> RenderJob.Summary {
        guard let output = RenderOutput(path) else {
            throw OutputPaths.Refusal(
                "\(path): unknown kind of output (a directory, .png, .y4m, .mp4, .webm, .mov ...)")
        }
        let count = try ViewRenderer.frameCount(fps: fps, duration: duration, path)
        // Workers take frames in time order, each replaying the view's events once (ViewTimeline).
        let timeline = ViewTimeline(view, width: width, height: height, scale: scale, background: background)
        let frames: any DisplayListSource = timeline
        // Each frame is made on a worker thread: a strict check goes with it.
        let strict = self.strict
        let displayList: @Sendable (Double) throws -> DisplayList = { t in
            strict ? try StrictWarnings.checking { try frames.displayList(at: t) } : try frames.displayList(at: t)
        }
        let first = try displayList(0)
        if output.kind == .png {
            let start = monotonicMilliseconds()
            try writePNG(to: path, overwrite: overwrite) { first }
            let seconds = (monotonicMilliseconds() - start) / 1000
            return .oneFrame(seconds: seconds, backend: name, output: path)
        }
        let selection = FrameSelection(all: 0..<count, fps: fps)
        var settings = RenderOutput.Settings()
        settings.overwrite = overwrite
        settings.resume = resume
        settings.fps = fps
        settings.video.audio = try soundtrack(of: timeline, frames: count, fps: fps, path: path)
        let sink = try output.makeSink(
            selection: selection, width: first.scene.canvas.pixelWidth, height: first.scene.canvas.pixelHeight,
            settings: settings)
        let job = RenderJob(selection: selection, renderer: renderer, sink: sink, displayList: displayList)
        job.resume = resume
        job.shouldStop = shouldStop
        return try job.run()
    }

    /// The sound of `count` frames of a view (its `.audio` and `.sound` clips mixed), or nil when it plays
    /// none or `path` carries no sound (a GIF, a stream, a PNG sequence: said on standard error).
    /// - Throws: `SceneError` naming a sound file that does not exist, `AudioDecoder.DecodeError`.
    func soundtrack<V: View>(of timeline: ViewTimeline<V>, frames count: Int, fps: Double, path: String) throws
        -> AudioTrack?
    {
        try AudioTrack.forOutput(
            timeline.sounds(frames: count, fps: fps), path: path, codec: nil, from: 0, videoFrames: count, fps: fps,
            whose: "the view's sound"
        ) { StandardStream.error.write("halo: \($0)\n") }
    }

    /// Writes the frame of `view` at time t to a PNG file at `path` (atomically; an existing
    /// file is kept unless `overwrite`).
    /// - Throws: `OutputPaths.Refusal`, `SceneError`, PNG and backend errors.
    public func writeImage<V: View>(
        of view: V, width: Double, height: Double, scale: Double = 1, background: Color = .clear, at time: Double = 0,
        to path: String, overwrite: Bool = false
    ) throws {
        try writePNG(to: path, overwrite: overwrite) {
            try checked {
                try ViewScene.displayList(
                    of: view, width: width, height: height, scale: scale, background: background, at: time)
            }
        }
    }

    /// Renders `displayList()` to a PNG at `path` once the path is known to be a new (or
    /// replaceable) file.
    func writePNG(to path: String, overwrite: Bool, displayList: () throws -> DisplayList) throws {
        let url = URL(fileURLWithPath: path)
        try OutputPaths.checkNew(url, overwrite: overwrite)
        try PNG.write(try renderer.render(try displayList()), to: url)
    }

    /// The number of frames in `duration` seconds at `fps` (`FrameSelection.frameCount`).
    /// - Throws: `SceneError` at `place` unless that is 1 to `FrameSelection.maxFrames`.
    static func frameCount(fps: Double, duration: Double, _ place: String) throws -> Int {
        guard let count = FrameSelection.frameCount(duration: duration, fps: fps), count > 0 else {
            throw SceneError(
                path: place,
                message: "fps and duration must be positive and give 1 to \(FrameSelection.maxFrames) frames, "
                    + "got \(fps) fps for \(duration) s")
        }
        return count
    }

    /// `write` under the and SwiftUI-style name: `duration` seconds of `view` at `fps`
    /// to a video, stream or PNG sequence at `path`.
    @discardableResult
    public func writeVideo<V: View>(
        of view: V, width: Double, height: Double, scale: Double = 1, background: Color = .clear, fps: Double = 60,
        duration: Double, to path: String, overwrite: Bool = false
    ) throws -> RenderJob.Summary {
        try write(
            view, width: width, height: height, scale: scale, background: background, fps: fps, duration: duration,
            to: path, overwrite: overwrite)
    }
}
