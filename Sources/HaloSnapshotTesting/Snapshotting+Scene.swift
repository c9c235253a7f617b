import Foundation
import HaloCore
import HaloUI

extension Snapshotting where Value: HaloUI.View, Format == String {
    /// The view's lowered scene at its ideal size at time 0, as JSON text: what Halo draws, for reviews.
    public static var scene: Snapshotting { .scene() }

    /// The view's lowered scene (every layer, shape, colour, text and effect, before text becomes
    /// glyphs) as sorted, indented JSON, laid out by `layout` at time `time` with `taps` and `presses`
    /// replayed and `traits` applied; compared line by line.
    public static func scene(
        layout: SwiftUISnapshotLayout = .sizeThatFits, scale: Double? = nil, at time: Double = 0,
        taps: [Double] = [], presses: [ButtonPress] = [], traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (view: Value) -> String in
            do {
                let request = SnapshotRequest(
                    layout: layout, scale: scale, background: .clear, traits: traits, backend: .cpu)
                let events = SnapshotEvents(taps: taps, presses: presses)
                if events.isEmpty && traits.isEmpty { return try request.sceneJSON(of: view, at: time) }
                return try request.sceneJSON(of: request.dress(view, events: events), at: time)
            } catch {
                let message = "Halo could not lower the view: \(error)"
                SnapshotProblems.current?.report(message)
                return message
            }
        }.withPathExtension("json")
    }
}

extension Snapshotting {
    /// The same strategy writing files with another extension.
    func withPathExtension(_ pathExtension: String) -> Snapshotting {
        var copy = self
        copy.pathExtension = pathExtension
        return copy
    }
}

extension SnapshotRequest {
    /// The scene of `view` at t as sorted, indented JSON text.
    func sceneJSON<V: View>(of view: V, at time: Double) throws -> String {
        let size = try canvas(for: view, at: [time])
        let scene = try ViewTimeline(
            view, width: Double(size.width), height: Double(size.height), scale: scale, background: background
        ).loweredScene(at: time)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(scene), as: UTF8.self) + "\n"
    }
}
