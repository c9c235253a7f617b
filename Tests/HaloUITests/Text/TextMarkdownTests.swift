import struct HaloCore.Image
import HaloRender
import HaloUI
import Testing

/// A `Text` literal's Markdown, by CommonMark's emphasis rules: asterisks that cannot open or
/// close emphasis (a card number's "****" between spaces) are drawn as written.
@Suite struct TextMarkdownTests {
    static func image(_ text: Text) throws -> HaloCore.Image {
        try ViewRenderer(backend: .cpu).image(
            of: text.font(.system(size: 14)), width: 220, height: 24, background: .white)
    }

    @Test func aCardNumbersAsterisksAreDrawnAsWritten() throws {
        let number = "**** **** **** 2578"
        let drawn = try Self.image(Text("**** **** **** 2578"))
        // As written (no Markdown at all), pixel for pixel.
        #expect(drawn.pixels == (try Self.image(Text(verbatim: number))).pixels)
        // What eating the runs made of it ("*  *** 2578") draws differently.
        #expect(drawn.pixels != (try Self.image(Text(verbatim: "*  *** 2578"))).pixels)
    }

    @Test func emphasisThatMatchesIsStillDrawn() throws {
        // "**Bold**": a left-flanking run at the start, a right-flanking one at the end: bold.
        let bold = try Self.image(Text("**Bold**"))
        #expect(bold.pixels == (try Self.image(Text(verbatim: "Bold").bold())).pixels)
        #expect(bold.pixels != (try Self.image(Text(verbatim: "Bold"))).pixels)
    }
}
