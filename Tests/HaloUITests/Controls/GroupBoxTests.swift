import HaloCore
import HaloRender
import Testing

@testable import HaloUI

/// `GroupBox`, `LabeledContent` and `scenePadding` as public code writes them, against frames
/// and colours worked out by hand from the iOS look docs/semantics.md ("GroupBox") describes.
@Suite struct GroupBoxTests {
    static func draws<V: View>(_ view: V) throws -> [Draw] {
        try ViewScene.scene(of: view, width: 200, height: 100, at: 0).layers.flatMap(\.allDraws)
    }

    /// The layer items `view` draws, lowered as a window lowers its root view: offered the
    /// 200 x 100 canvas and centred in it, its text items not yet resolved to glyphs.
    static func lowered<V: View>(_ view: V) -> [LayerItem] {
        let root = LayoutNode.stacked(LayoutNode.nodes(of: view, 0))
        let s = root.size(ProposedSize(width: 200, height: 100))
        return root.draw(Rect(x: (200 - s.width) / 2, y: (100 - s.height) / 2, width: s.width, height: s.height))
    }

    static func texts(_ items: [LayerItem]) -> [TextItem] {
        items.flatMap { item -> [TextItem] in
            switch item {
            case .text(let t): return [t]
            case .layer(let l): return texts(l.items)
            default: return []
            }
        }
    }

    @Test func anUnlabeledBoxPadsItsContentInAGreyRoundedRectangle() throws {
        let draws = try Self.draws(GroupBox { Rectangle().frame(width: 40, height: 20) })
        // 40 x 20 padded 16: 72 x 52, centred in 200 x 100 at (64, 24).
        #expect(
            draws.map(\.shape.frame) == [
                Rect(x: 64, y: 24, width: 72, height: 52), Rect(x: 80, y: 40, width: 40, height: 20),
            ])
        #expect(draws.first?.shape.cornerRadius == 8)
        #expect(draws.first?.paint == .solid(RGBA(242 / 255, 242 / 255, 247 / 255, 1)))
        // On the pixels: the box's grey beside the content, white outside it.
        let image = try ViewRenderer(backend: .cpu).image(
            of: GroupBox { Rectangle().frame(width: 40, height: 20) }, width: 200, height: 100, background: .white)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * image.width + x) * 4
            return Array(image.pixels[i..<i + 4])
        }
        #expect(pixel(70, 50) == [242, 242, 247, 255])
        #expect(pixel(60, 50) == [255, 255, 255, 255])
        #expect(pixel(100, 50) == [0, 0, 0, 255])
    }

    @Test func theLabelSitsAboveTheContentLeadingAligned() throws {
        let box = GroupBox {
            Rectangle().frame(width: 40, height: 20)
        } label: {
            Rectangle().frame(width: 10, height: 10)
        }
        // A column 40 wide, 10 + 8 + 20 = 38 high; padded: 72 x 70 at (64, 15).
        #expect(
            try Self.draws(box).map(\.shape.frame) == [
                Rect(x: 64, y: 15, width: 72, height: 70), Rect(x: 80, y: 31, width: 10, height: 10),
                Rect(x: 80, y: 49, width: 40, height: 20),
            ])
    }

    @Test func aTitledBoxDrawsItsTitleInTheHeadlineFont() throws {
        let texts = Self.texts(Self.lowered(GroupBox("Settings") { Text("On") }))
        // Headline: 17 points, semibold; the content in the body font (17, regular).
        #expect(texts.map(\.font.weight) == ["semibold", "regular"])
        #expect(texts.map(\.font.size) == [17, 17])
        let label = GroupBox(label: Text("Agreement")) { Text("Terms") }
        #expect(Self.texts(Self.lowered(label)).count == 2)
    }

    @Test func labeledContentPutsItsLabelLeadingAndItsContentTrailing() throws {
        let row = LabeledContent {
            Rectangle().frame(width: 30, height: 10)
        } label: {
            Rectangle().frame(width: 20, height: 10)
        }
        #expect(
            try Self.draws(row).map(\.shape.frame) == [
                Rect(x: 0, y: 45, width: 20, height: 10), Rect(x: 170, y: 45, width: 30, height: 10),
            ])
        // scenePadding: 16 on every edge, as padding(16).
        #expect(
            try Self.draws(Rectangle().scenePadding().frame(width: 52, height: 42)).map(\.shape.frame) == [
                Rect(x: 90, y: 45, width: 20, height: 10)
            ])
        _ = LabeledContent("Radius", value: "12")
        _ = LabeledContent("Radius") { Text("12") }
    }
}

/// A style that draws a box's content alone, in a box of iOS's style, 10 points larger.
struct PlainGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration).padding(10)
    }
}

/// A style that draws the content only, no box.
struct BareGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.content }
}

@Suite struct GroupBoxStyleTests {
    @Test func aStyleMakesTheBoxInsideIt() throws {
        let bare = GroupBox { Rectangle().frame(width: 40, height: 20) }.groupBoxStyle(BareGroupBoxStyle())
        // The content alone, centred: (80, 40).
        #expect(try GroupBoxTests.draws(bare).map(\.shape.frame) == [Rect(x: 80, y: 40, width: 40, height: 20)])
        // GroupBox(configuration) inside a style draws iOS's box (72 x 52 at (64, 24)), not
        // the style again.
        let wrapped = GroupBox { Rectangle().frame(width: 40, height: 20) }.groupBoxStyle(PlainGroupBoxStyle())
        #expect(
            try GroupBoxTests.draws(wrapped).map(\.shape.frame) == [
                Rect(x: 64, y: 24, width: 72, height: 52), Rect(x: 80, y: 40, width: 40, height: 20),
            ])
        let automatic = GroupBox { Rectangle().frame(width: 40, height: 20) }.groupBoxStyle(.automatic)
        #expect(try GroupBoxTests.draws(automatic).count == 2)
    }
}
