import Foundation
import HaloCore

/// How a view's content changes in an animated transaction, as SwiftUI's `ContentTransition`:
/// a `Text` whose string changes cross-fades (`.opacity`, `.interpolate`), rolls its changed
/// digits (`.numericText`), or changes at once (`.identity`, and a text without one)
/// (docs/semantics.md, "Content transitions").
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        /// Digits roll: up when counting up, down when counting down; by the value's change
        /// where one is given.
        case numericText(countsDown: Bool, value: Double?)
    }

    let kind: Kind

    /// The content changes at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// Matching glyphs interpolate where they can; different strings cross-fade.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Changed characters roll, counting up (new digits from below) or down (from above).
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }

    /// Changed characters roll up when `value` grows and down when it shrinks.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false, value: value))
    }
}

extension View {
    /// The text inside changes its content with `transition` in animated transactions.
    public func contentTransition(_ transition: ContentTransition) -> FontView<Self> {
        FontView(content: self) { $0.contentTransition = transition }
    }
}

/// A text's content as last met, and the change in progress from the content before it.
struct TextContentRecord {
    var text: Text
    var string: String
    var value: Double?
    var change: TextContentChange?
}

/// A change of a text's content, drawn until its animation ends.
struct TextContentChange {
    /// The text before.
    let previous: Text
    let previousString: String
    let start: Double
    let animation: Animation
    /// When it is over (the animation's visible duration after `start`).
    let end: Double
    let kind: ContentTransition.Kind
    /// Whether changed characters move up (counting up).
    let upward: Bool
}

extension ViewRuntime {
    /// The change of content the text being lowered is in at this time, if any, with its
    /// progress and the text's string: recorded when its string changes in an animated
    /// transaction under a content transition.
    func contentChange(of text: Text, _ transition: ContentTransition?) -> (
        TextContentChange, progress: Double, string: String
    )? {
        let key = identity.key(.textContent)
        if isReplaying {
            let string = text.string
            let old = read(key) as? TextContentRecord
            var record = TextContentRecord(text: text, string: string, value: nil, change: nil)
            if case .numericText(_, let value) = transition?.kind { record.value = value }
            if let old, old.string == string {
                record.change = old.change
            } else if let old, let transition, transition.kind != .identity, let animation = currentAnimation {
                var upward = true
                if case .numericText(let down, let value) = transition.kind {
                    upward = value.flatMap { v in old.value.map { v >= $0 } } ?? !down
                }
                record.change = TextContentChange(
                    previous: old.text, previousString: old.string, start: now, animation: animation,
                    end: now + animation.visibleDuration, kind: transition.kind, upward: upward)
            }
            _ = exchange(key, record)
            return nil
        }
        // A frame works out the string only for a text in a change.
        guard let record = read(key) as? TextContentRecord, let change = record.change else { return nil }
        guard now < change.end, case let string = text.string, record.string == string else { return nil }
        return (change, change.animation.progress(at: now - change.start), string)
    }
}

/// Draws a text changing its content: the old text's glyphs leaving and the new one's coming,
/// a fraction `progress` of the way.
struct ContentChangeRenderer: TextRenderer {
    let change: TextContentChange
    let progress: Double
    let string: String
    /// The old text laid out, centred on the new one's frame.
    let old: Text.Layout?
    let fontSize: Double

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        guard let old else { return layout.forEach { context.draw($0) } }
        let p = progress
        let fade = min(max(p, 0), 1)
        guard case .numericText = change.kind else {
            var leaving = context
            leaving.opacity = 1 - fade
            old.forEach { leaving.draw($0) }
            var coming = context
            coming.opacity = fade
            layout.forEach { coming.draw($0) }
            return
        }
        // Characters matched from the end (digits keep their places value by value): those that
        // stay slide from their old place; the others roll out and in.
        let now = Array(string.unicodeScalars)
        let before = Array(change.previousString.unicodeScalars)
        func matched(_ i: Int) -> Int? {
            let j = before.count - (now.count - i)
            return j >= 0 && j < before.count && i < now.count && before[j] == now[i] ? j : nil
        }
        let oldPlaces = Self.places(of: old)
        let rise = 0.5 * fontSize * (change.upward ? 1 : -1)
        var stayed = Set<Int>()
        for (run, i) in Self.glyphs(of: layout) {
            let glyph = run.run.glyphs[i]
            var c = context
            if let j = matched(glyph.character), let from = oldPlaces[j] {
                stayed.insert(j)
                c.translateBy(x: (from.x - glyph.position.x) * (1 - p), y: (from.y - glyph.position.y) * (1 - p))
            } else {
                c.opacity = fade
                c.translateBy(x: 0, y: rise * (1 - p))
            }
            c.draw(run[i])
        }
        for (run, i) in Self.glyphs(of: old) where !stayed.contains(run.run.glyphs[i].character) {
            var c = context
            c.opacity = 1 - fade
            c.translateBy(x: 0, y: -rise * p)
            c.draw(run[i])
        }
    }

    /// Every glyph of a layout: its run and its index in the run.
    static func glyphs(of layout: Text.Layout) -> [(Text.Layout.Run, Int)] {
        layout.flatMap { line in line.flatMap { run in run.indices.map { (run, $0) } } }
    }

    /// Where each character's first glyph sits.
    static func places(of layout: Text.Layout) -> [Int: Point] {
        var places: [Int: Point] = [:]
        for (run, i) in glyphs(of: layout) {
            let g = run.run.glyphs[i]
            if places[g.character] == nil { places[g.character] = g.position }
        }
        return places
    }
}
