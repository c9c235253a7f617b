import Foundation
import HaloCore
import HaloEffects

/// A view's scenes over time: its events (`onAppear`, timers, `asyncAfter`, taps) replayed on
/// the virtual clock once for all the frames asked in time order, whatever threads ask.
///
/// Each frame is the same pure function of the view and its time as
/// `ViewScene.scene(of:width:height:scale:background:at:)` (which replays from 0 every call);
/// this keeps runtimes that have replayed up to earlier frames, so a render of n frames
/// replays its events once per thread instead of n times.
///
/// Sendable by hand: the runtimes are taken and given back under a lock, and each is used by
/// one thread at a time; the view is a value that frames only read (docs/library.md).
public final class ViewTimeline<Content: View>: DisplayListSource, @unchecked Sendable {
    let view: Content
    let canvas: HaloCore.Canvas
    private let lock = NSLock()
    private var idle: [ViewRuntime] = []

    /// The timeline of `view` on a canvas of `width` x `height` points.
    public init(_ view: Content, width: Double, height: Double, scale: Double = 1, background: Color = .clear) {
        self.view = view
        canvas = HaloCore.Canvas(width: width, height: height, scale: scale, background: background.rgba)
    }

    /// The scene at time t (seconds), as `ViewScene.scene(of:width:height:scale:background:at:)`:
    /// the scene of `displayList(at:)`, to read.
    /// - Throws: `SceneError`, as that does.
    public func scene(at time: Double) throws -> Scene {
        try displayList(at: time).scene
    }

    /// The display list at time t (seconds), as
    /// `ViewScene.displayList(of:width:height:scale:background:at:)`: what the renderers take.
    /// - Throws: `SceneError`, as that does.
    public func displayList(at time: Double) throws -> DisplayList {
        let runtime = take(before: time)
        defer { give(runtime) }
        let scene = try lowered(with: runtime, at: time)
        // Views carry any numbers a caller computes: checked as a scene file's are.
        let resolved = try EffectLibrary.resolve(scene, at: time)
        do {
            try resolved.validate()
        } catch let error as SceneError {
            throw diagnose(with: runtime, at: time) ?? error
        }
        // `EffectLibrary.resolve` left no effect or text: the list needs no second look.
        return DisplayList(resolved: resolved)
    }

    /// The scene at time t as the view lowers it, before its effects and text are resolved into shapes
    /// and glyphs: what a scene file of it would say (the `.scene` snapshot's text).
    /// - Throws: `SceneError` naming the first problem met while lowering.
    public func loweredScene(at time: Double) throws -> Scene {
        let runtime = take(before: time)
        defer { give(runtime) }
        return try lowered(with: runtime, at: time)
    }

    /// The frame at t as `runtime` lowers it, unresolved; the first problem met is thrown.
    private func lowered(with runtime: ViewRuntime, at time: Double) throws -> Scene {
        let problems = ProblemLog()
        let items = lower(with: runtime, at: time, problems: problems)
        if let first = problems.entries.first { throw SceneError(path: first.path, message: first.message) }
        return Scene(canvas: canvas, layers: [Layer(items: items)])
    }

    /// The view's ideal size at time t, in points: its size for an unspecified proposal, as SwiftUI's
    /// `sizeThatFits` preview and snapshot layouts measure it, after its events up to t are replayed
    /// (the canvas is the screen handlers read). An axis with no ideal size (a shape, a flexible
    /// frame) takes the canvas's length.
    public func idealSize(at time: Double) -> CGSize {
        let runtime = take(before: time)
        defer { give(runtime) }
        _ = lower(with: runtime, at: time, problems: ProblemLog())
        let size = Ambient.$screen.withValue(CGSize(width: canvas.width, height: canvas.height)) {
            runtime.frame(at: time) {
                Ambient.$time.withValue(time) {
                    StackLayout.implicit(of: view, time).size(ProposedSize(width: nil, height: nil))
                }
            }
        }
        func length(_ v: Double, _ fallback: Double) -> Double { v.isFinite && v > 0 ? v : fallback }
        return CGSize(width: length(size.width, canvas.width), height: length(size.height, canvas.height))
    }

    /// The frame at t lowered again with every view's output checked: the innermost view that
    /// drew a bad value, by its path in the tree (nil if none is found there).
    private func diagnose(with runtime: ViewRuntime, at time: Double) -> SceneError? {
        let diagnosis = Diagnosis(canvas: canvas)
        _ = Ambient.$diagnosis.withValue(diagnosis) { lower(with: runtime, at: time, problems: ProblemLog()) }
        return diagnosis.found
    }

    /// The frame at t's items: the view laid out on the canvas by `runtime` (its events
    /// replayed to t), problems reported to `problems`.
    private func lower(with runtime: ViewRuntime, at time: Double, problems: ProblemLog) -> [LayerItem] {
        // A `TimelineView`'s content runs at each update of its schedule (what it changes as it
        // draws accumulates): the updates since the last frame, at most the last
        // `maxCatchUpUpdates`, are lowered first and their items dropped.
        if runtime.lastFrameTime == nil {
            // Mounting evaluates the tree, which meets its `TimelineView`s.
            Ambient.$screen.withValue(CGSize(width: canvas.width, height: canvas.height)) {
                runtime.advance(to: min(time, 0))
            }
        }
        if let interval = runtime.updateInterval {
            let last = runtime.lastFrameTime
            var k = last.map { ($0 / interval).rounded(.down) + 1 } ?? 0
            k = max(k, (time / interval).rounded(.up) - Double(ViewRuntime.maxCatchUpUpdates))
            while k * interval < time - 1e-9 {
                _ = lowerFrame(with: runtime, at: k * interval, problems: ProblemLog())
                k += 1
            }
        }
        runtime.lastFrameTime = time
        return lowerFrame(with: runtime, at: time, problems: problems)
    }

    /// One frame's items, lowered with `runtime` at t (its events replayed to t).
    private func lowerFrame(with runtime: ViewRuntime, at time: Double, problems: ProblemLog) -> [LayerItem] {
        runtime.lastFrameTime = time
        // The screen is the canvas for the replay of events (a handler that reads
        // `UIScreen.main.bounds`) and for the frame alike.
        return Ambient.$screen.withValue(CGSize(width: canvas.width, height: canvas.height)) {
            runtime.frame(at: time) {
                Ambient.$problems.withValue(problems) {
                    Ambient.$time.withValue(time) { ViewTimeline.place(view, at: time, on: canvas) }
                }
            }
        }
    }

    deinit {
        // Runtimes' `.task` actions end (cancelled), releasing what they hold.
        for runtime in idle { runtime.tasks.cancelAll() }
    }

    /// The items of a root view offered the canvas and centred on it, as a window centres its
    /// root view (several views in a column, `StackLayout.implicit`), over black where the view
    /// prefers dark outside a navigation stack (docs/semantics.md, "Colour scheme").
    static func place<V: View>(_ view: V, at time: Double, on canvas: HaloCore.Canvas) -> [LayerItem] {
        let window = WindowScheme()
        let items = Ambient.$window.withValue(window) { place(StackLayout.implicit(of: view, time), on: canvas) }
        guard window.preferred == .dark else { return items }
        let area = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        return LayoutNode.of(Color.black, time).draw(area) + items
    }

    /// The items of a root node offered the canvas and centred on it.
    static func place(_ root: LayoutNode, on canvas: HaloCore.Canvas) -> [LayerItem] {
        let area = Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        let size = root.size(ProposedSize(width: canvas.width, height: canvas.height))
        return root.draw(area.centered(width: size.width, height: size.height))
    }

    /// The idle runtime that has replayed furthest without passing t, or a new one.
    private func take(before t: Double) -> ViewRuntime {
        lock.lock()
        defer { lock.unlock() }
        let usable = idle.indices.filter { idle[$0].replayedTime <= t }
        guard let best = usable.max(by: { idle[$0].replayedTime < idle[$1].replayedTime }) else {
            return makeRuntime()
        }
        return idle.remove(at: best)
    }

    /// A runtime that has replayed nothing.
    private func makeRuntime() -> ViewRuntime {
        let (view, canvas) = (self.view, self.canvas)
        return ViewRuntime {
            // Lowering meets the views that ask for layout on each update (located taps,
            // geometry changes), so the flag is read after it.
            let root = StackLayout.implicit(of: view, Ambient.time)
            if Ambient.runtime?.layoutOnUpdate == true { _ = ViewTimeline.place(root, on: canvas) }
        }
    }

    /// The sounds the view plays in the first `frames` frames at `fps` (`.audio` clips from when their
    /// views appear, `.sound` clips at each change of their triggers), found by replaying its events
    /// as a render does, frame by frame, when it has any.
    public func sounds(frames: Int, fps: Double) -> [AudioClip] {
        let end = Double(max(frames - 1, 0)) / fps
        // Events alone first: most views play nothing, and say so without being drawn.
        let quick = makeRuntime()
        Ambient.$screen.withValue(CGSize(width: canvas.width, height: canvas.height)) { quick.advance(to: end) }
        quick.tasks.cancelAll()
        guard quick.sounds.met else { return [] }
        let runtime = makeRuntime()
        defer { runtime.tasks.cancelAll() }
        for k in 0..<frames { _ = lower(with: runtime, at: Double(k) / fps, problems: ProblemLog()) }
        return runtime.sounds.clips
    }

    /// Keeps a runtime for later frames (the 16 furthest on).
    private func give(_ runtime: ViewRuntime) {
        lock.lock()
        defer { lock.unlock() }
        idle.append(runtime)
        if idle.count > 16 {
            idle.remove(at: idle.indices.min { idle[$0].replayedTime < idle[$1].replayedTime }!).tasks.cancelAll()
        }
    }
}
