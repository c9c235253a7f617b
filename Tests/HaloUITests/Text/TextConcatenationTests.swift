import HaloCore
import HaloUI
import Testing

/// `LocalizedStringKey` values, `Text(_:tableName:bundle:comment:)` and `Text + Text`, as public
/// code writes them.
struct TextConcatenationTests {
    static func scene<V: View>(_ view: V) throws -> HaloCore.Scene {
        try ViewScene.scene(of: view, width: 300, height: 80)
    }

    /// The outlines of the glyphs drawn in `color`, in order (where they are placed aside).
    static func glyphs<V: View>(of color: Color, in view: V) throws -> [String] {
        try NavigationTests.draws(view, width: 300, height: 80).filter { $0.paint == .solid(color.rgba) }
            .compactMap { $0.shape.glyph.map { "\($0.outline)" } }
    }

    @Test func aKeyInAVariableDrawsAsTheLiteral() throws {
        let key: LocalizedStringKey = "Hello **world**"
        let literal = try Self.scene(Text("Hello **world**"))
        #expect(try Self.scene(Text(key)) == literal)
        #expect(try Self.scene(Text(key, tableName: nil, bundle: nil, comment: "greeting")) == literal)
        #expect(try Self.scene(Text(LocalizedStringKey("Hello **world**"))) == literal)
        // The key's emphasis is parsed: "world" is bold, unlike the verbatim string.
        #expect(try Self.scene(Text(verbatim: "Hello **world**")) != literal)
        // Controls take keys.
        _ = Button(key) {}
        _ = Label(key, systemImage: "star")
        _ = Toggle(key, isOn: .constant(true))
    }

    @Test func concatenatedTextKeepsEachPartsColourAndWeight() throws {
        let text = Text("Total: ").foregroundColor(.gray) + Text("42").bold().foregroundColor(.red)
        // "Total:" in grey (6 glyphs), "42" in red and bold: the glyphs of bold "42" alone.
        #expect(try Self.glyphs(of: .gray, in: text).count == 6)
        let red = try Self.glyphs(of: .red, in: text)
        #expect(red.count == 2)
        #expect(red == (try Self.glyphs(of: .red, in: Text("42").bold().foregroundColor(.red))))
        #expect(red != (try Self.glyphs(of: .red, in: Text("42").foregroundColor(.red))))
    }

    @Test func colourDescriptionsAreSwiftUIs() {
        #expect(Color.red.description == "red")
        #expect(Color.clear.description == "clear")
        // 0.5 x 255 = 127.5 rounds to 128 = 0x80.
        #expect(Color(red: 1, green: 0.5, blue: 0).description == "#FF8000FF")
        #expect(Color(red: 0, green: 0, blue: 1, opacity: 0.2).description == "#0000FF33")
    }
}
