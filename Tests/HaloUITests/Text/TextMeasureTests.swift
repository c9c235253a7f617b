import Foundation
import HaloCPU
import HaloCore
import HaloText
import HaloUI
import Testing

/// Text measured and hidden as SwiftUI code asks: a run's and a slice's typographic bounds and
/// their `rect`, a renderer's `sizeThatFits(proposal:text:)`, `redacted(reason: .placeholder)`
/// and `unredacted()`, `truncationMode`, the baseline alignments.
struct TextMeasureTests {
    /// Records the bounds of the first line, run and slice, and draws nothing.
    final class Recorder: TextRenderer, @unchecked Sendable {
        var line: Text.Layout.TypographicBounds?
        var run: Text.Layout.TypographicBounds?
        var slice: Text.Layout.TypographicBounds?
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            line = layout.first?.typographicBounds
            run = layout.first?.first?.typographicBounds
            slice = layout.first?.first?.first?.typographicBounds
        }
    }

    /// Takes twice the text's own width and a fixed height, drawing the text as it is.
    struct Wide: TextRenderer {
        func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
            let own = text.sizeThatFits(proposal)
            return CGSize(width: own.width * 2, height: 30)
        }
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout { context.draw(line) }
        }
    }

    static func render<V: View>(_ view: V, _ width: Double = 120, _ height: Double = 40) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: width, height: height))
    }

    @Test func runsAndSlicesHaveTheirFontsBounds() throws {
        let recorder = Recorder()
        _ = try ViewScene.scene(
            of: Text("Hello").font(.system(size: 20)).textRenderer(recorder), width: 120, height: 40)
        let line = try #require(recorder.line)
        let run = try #require(recorder.run)
        let slice = try #require(recorder.slice)
        // One run of one font: it spans the line, and its ascent and descent are the line's.
        #expect(abs(run.width - line.width) < 1e-9 && run.ascent == line.ascent && run.descent == line.descent)
        #expect(run.origin == line.origin)
        // `rect` is the ascent above the baseline to the descent below it.
        #expect(run.rect.minY == run.origin.y - run.ascent && run.rect.height == run.ascent + run.descent)
        // The first glyph, "H": narrower than the word, from the same origin.
        #expect(slice.width > 0 && slice.width < run.width / 3 && slice.origin == run.origin)
    }

    @Test func aRendererSizesTheText() throws {
        // Two texts in a row: the first takes twice its width, so the second starts further right.
        func row(_ wide: Bool) -> some View {
            HStack(spacing: 0) {
                if wide { Text("ab").textRenderer(Wide()) } else { Text("ab") }
                Color.black.frame(width: 4, height: 4)
            }
            .fixedSize()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        func firstBlack(_ image: HaloCore.Image) -> Int? {
            (0..<120).first { x in (0..<40).contains { image[x, $0] == SIMD4(0, 0, 0, 255) } }
        }
        let plain = try #require(firstBlack(try Self.render(row(false).foregroundStyle(.red))))
        let wide = try #require(firstBlack(try Self.render(row(true).foregroundStyle(.red))))
        // "ab" at 17 points is wider than 10: the square moves by the text's width again.
        #expect(wide >= 2 * plain - 1 && wide <= 2 * plain + 1, "\(plain) \(wide)")
    }

    @Test func placeholderTextIsBarsInItsColour() throws {
        let text = Text("Hello world").font(.system(size: 20)).foregroundStyle(.black)
        let redacted = try Self.render(text.redacted(reason: .placeholder))
        let inked = (0..<120).flatMap { x in (0..<40).map { redacted[x, $0] } }.filter { $0.w > 0 }
        // A bar, no glyphs: every inked pixel is black at 0.16 (41 of 255) or less at its edge.
        #expect(!inked.isEmpty && inked.allSatisfy { $0.w <= 41 && $0.x == 0 }, "\(Set(inked.map(\.w)))")
        #expect(inked.contains { $0.w == 41 })
        // Unredacted inside a redacted view: glyphs, opaque at their cores.
        let shown = try Self.render(text.unredacted().redacted(reason: .placeholder))
        #expect((0..<120).contains { x in (0..<40).contains { shown[x, $0].w == 255 } })
        // Truncation mode is accepted and draws as the text does.
        #expect(try Self.render(text.truncationMode(.middle)) == (try Self.render(text)))
    }

    @Test func baselineAlignmentsPlaceSameFontTextsOnOneBaseline() throws {
        let row = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("A").font(.system(size: 20))
            Text("A").font(.system(size: 20)).padding(.top, 10)
        }
        // The bottoms meet: the same font's baselines meet with them.
        #expect(VerticalAlignment.firstTextBaseline == .bottom && VerticalAlignment.lastTextBaseline == .bottom)
        #expect(Alignment.leadingFirstTextBaseline == .bottomLeading)
        _ = try Self.render(row)
    }
}
