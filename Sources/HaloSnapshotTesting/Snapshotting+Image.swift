import Foundation
import HaloCore
import HaloUI

extension Snapshotting where Value: HaloUI.View, Format == SnapshotImage {
    /// The view's image at its ideal size, at time 0, on white, drawn on the CPU, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The view's image: laid out by `layout`, at `scale` pixels a point (the traits', else the device's,
    /// else 1), at time `time` (its events, taps and animations replayed to then), over `background`.
    ///
    /// - Parameters:
    ///   - layout: a fixed size, the view's ideal size, or a device's screen.
    ///   - scale: pixels a point.
    ///   - time: the time in seconds.
    ///   - background: the canvas under the view; nil is the window's: white, or black in dark traits.
    ///   - taps: times (seconds) at which every tap gesture and button in the view is tapped, as
    ///     HaloUI's `.taps(at:)` declares them.
    ///   - presses: when the view's buttons are held down and released, as HaloUI's `.presses(_:)`
    ///     declares them (what a button style's `isPressed` shows).
    ///   - traits: the interface style, scale, layout direction and text size, as UIKit's traits.
    ///   - backend: `.cpu` (the same bytes on every machine), or `.gpu`, checked against the CPU first.
    ///   - precision: the fraction of pixels that must match (1: all).
    ///   - perceptualPrecision: how close a pixel must be to match (1: every channel equal; 0.98: a
    ///     CIE94 difference of at most 2).
    public static func image(
        layout: SwiftUISnapshotLayout = .sizeThatFits, scale: Double? = nil, at time: Double = 0,
        background: HaloUI.Color? = nil, taps: [Double] = [], presses: [ButtonPress] = [],
        traits: UITraitCollection = .init(), backend: SnapshotBackend = .cpu, precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        .frames(
            [time], strip: false, layout: layout, scale: scale, background: background,
            events: SnapshotEvents(taps: taps, presses: presses), traits: traits,
            backend: backend, precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// The view's image with swift-snapshot-testing's iOS arguments in their order, so a test written for iOS
    /// compiles as it is (`drawHierarchyInKeyWindow` is accepted: there is no window).
    @_disfavoredOverload
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        .image(layout: layout, traits: traits, precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// The view at each of `times`, in a row, each frame labelled with its time: one film strip PNG,
    /// compared frame by frame (a failure names the first frame that differs). Arguments as `image`'s.
    public static func frames(
        at times: [Double], layout: SwiftUISnapshotLayout = .sizeThatFits, scale: Double? = nil,
        background: HaloUI.Color? = nil, taps: [Double] = [], presses: [ButtonPress] = [],
        traits: UITraitCollection = .init(), backend: SnapshotBackend = .cpu, precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        .frames(
            times, strip: true, layout: layout, scale: scale, background: background,
            events: SnapshotEvents(taps: taps, presses: presses), traits: traits,
            backend: backend, precision: precision, perceptualPrecision: perceptualPrecision)
    }

    /// The strategy behind `image` (one frame, no strip) and `frames`.
    private static func frames(
        _ times: [Double], strip: Bool, layout: SwiftUISnapshotLayout, scale: Double?, background: HaloUI.Color?,
        events: SnapshotEvents, traits: UITraitCollection, backend: SnapshotBackend, precision: Float,
        perceptualPrecision: Float
    ) -> Snapshotting {
        let comparison = SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        let diffing = Diffing<SnapshotImage>.diff(
            toData: { Data($0.png) }, fromData: { SnapshotImage(reading: $0) },
            diffV2: { reference, actual in comparison.failure(reference: reference, actual: actual).map { ($0, []) } })
        return Snapshotting(pathExtension: "png", diffing: diffing) { view in
            do {
                let request = SnapshotRequest(
                    layout: layout, scale: scale, background: background, traits: traits, backend: backend)
                if events.isEmpty && traits.isEmpty { return try request.snapshot(of: view, at: times, strip: strip) }
                return try request.snapshot(of: request.dress(view, events: events), at: times, strip: strip)
            } catch {
                let message = "Halo could not draw the snapshot: \(error)"
                SnapshotProblems.current?.report(message)
                return SnapshotImage(problem: message)
            }
        }
    }
}

/// What a strategy asks of the renderer: a layout, a scale, a background, traits, a backend.
struct SnapshotRequest {
    var layout: SwiftUISnapshotLayout
    /// Pixels a point: the strategy's, else the traits', else the layout's.
    var scale: Double
    /// The canvas: the strategy's, else the window's (black in dark traits, else white).
    var background: HaloUI.Color
    var traits: UITraitCollection
    var backend: SnapshotBackend

    /// A request, its scale and background resolved.
    init(
        layout: SwiftUISnapshotLayout, scale: Double?, background: HaloUI.Color?, traits: UITraitCollection,
        backend: SnapshotBackend
    ) {
        self.layout = layout
        self.scale = scale ?? (traits.displayScale > 0 ? Double(traits.displayScale) : layout.defaultScale)
        self.background = background ?? (traits.userInterfaceStyle == .dark ? .black : .white)
        self.traits = traits
        self.backend = backend
    }

    /// `view` with its scripted taps and presses and the traits' environment.
    func dress<V: View>(_ view: V, events: SnapshotEvents) -> AnyView {
        var out = AnyView(view)
        if !events.taps.isEmpty { out = AnyView(out.taps(at: events.taps)) }
        if !events.presses.isEmpty { out = AnyView(out.presses(events.presses)) }
        return traits.apply(to: out)
    }

    /// The canvas in points for `view` at `times`: the layout's, or the largest ideal size among the times.
    func canvas<V: View>(for view: V, at times: [Double]) throws -> CGSize {
        switch layout {
        case .device(let config):
            return CGSize(width: config.width, height: config.height)
        case .fixed(let width, let height):
            guard width.isFinite, height.isFinite, width > 0, height > 0 else {
                throw SnapshotError("layout .fixed(width: \(width), height: \(height)): give a positive size")
            }
            return CGSize(width: width, height: height)
        case .sizeThatFits:
            let sizes = times.map { SnapshotRenderer.shared.idealSize(of: view, at: $0) }
            return CGSize(width: sizes.map(\.width).max() ?? 1, height: sizes.map(\.height).max() ?? 1)
        }
    }

    /// The snapshot of `view` at `times`: one image, or a film strip.
    func snapshot<V: View>(of view: V, at times: [Double], strip: Bool) throws -> SnapshotImage {
        guard !times.isEmpty, times.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw SnapshotError("times \(times): give one or more finite times of at least 0 seconds")
        }
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw SnapshotError("scale \(scale): give a scale above 0 and at most 8")
        }
        let size = try canvas(for: view, at: times)
        let renderer = SnapshotRenderer.shared
        let images = try times.map { t in
            try renderer.image(of: view, size: size, scale: scale, background: background, at: t, backend: backend)
        }
        guard strip else { return try SnapshotImage(encoding: images[0]) }
        let (image, cells) = try FilmStrip.compose(Array(zip(times, images)), scale: scale) { text, w, h in
            let label = Text(text).font(.system(size: 11)).foregroundColor(Color(white: 0.3))
            return try renderer.image(
                of: label, size: CGSize(width: w, height: h), scale: scale, background: .white, at: 0, backend: .cpu)
        }
        return try SnapshotImage(encoding: image, frames: cells)
    }
}

/// The touches a snapshot scripts: taps, and presses held and released.
struct SnapshotEvents {
    /// When every tap gesture and button is tapped (seconds).
    var taps: [Double] = []
    /// When the buttons are held down and released.
    var presses: [ButtonPress] = []

    /// Whether there are none.
    var isEmpty: Bool { taps.isEmpty && presses.isEmpty }
}
