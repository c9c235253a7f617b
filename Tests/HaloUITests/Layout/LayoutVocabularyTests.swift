import HaloCorpus
import enum HaloCore.LayerItem
import enum HaloCore.Paint
import struct HaloCore.Point
import struct HaloCore.RGBA
import struct HaloCore.Rect
import struct HaloCore.Scene
import HaloUI
import Testing

/// SwiftUI's layout vocabulary (`Spacer`, flexible frames, `GeometryReader`, `path(in:)`,
/// modifiers, fonts) against positions worked out by hand from Apple's documentation
/// (docs/semantics.md, "Everyday modifiers"). The views are examples/corpus's LayoutRules.swift.
struct LayoutVocabularyTests {
    static func frames<V: View>(_ view: V, at t: Double = 0) throws -> [Rect] {
        try ViewScene.scene(of: view, width: 200, height: 100, at: t).layers.flatMap(\.allDraws).map(\.shape.frame)
    }

    @Test func aSpacerTakesWhatTheRowHasLeft() throws {
        // 200 - 20 - 30 = 150 to the spacer and no spacing beside it: the bars at 0 and 170; the
        // row is 10 high (a spacer takes nothing across), centred: y = 45.
        #expect(
            try Self.frames(SpacedRow()) == [
                Rect(x: 0, y: 45, width: 20, height: 10), Rect(x: 170, y: 45, width: 30, height: 10),
            ])
        // An explicit spacing applies beside a spacer too; its minimum length holds.
        let tight = HStack(spacing: 5) {
            Rectangle().frame(width: 20, height: 10)
            Spacer(minLength: 40)
            Rectangle().frame(width: 30, height: 10)
        }
        // Unconstrained width: 20 + 5 + 40 + 5 + 30 = 100, centred at x = 50.
        #expect(try Self.frames(tight.fixedSize(horizontal: true, vertical: false)).map(\.minX) == [50, 120])
        // Outside a stack a spacer expands on both axes: a frame around it fills the canvas.
        #expect(try Self.frames(Spacer().background(Color.red)) == [Rect(x: 0, y: 0, width: 200, height: 100)])
    }

    @Test func flexibleFramesFollowTheirBounds() throws {
        // maxWidth: .infinity takes the 200 offered; the bar sits on its leading edge.
        #expect(try Self.frames(LeadingBar()) == [Rect(x: 0, y: 40, width: 50, height: 20)])
        // minWidth raises a 50-point child's frame to 100, the child centred in it.
        let wide = Rectangle().frame(width: 50, height: 20).frame(minWidth: 100).background(Color.red)
        #expect(
            try Self.frames(wide) == [
                Rect(x: 50, y: 40, width: 100, height: 20), Rect(x: 75, y: 40, width: 50, height: 20),
            ])
        // maxWidth lowers what a shape is offered: 60 of the 200.
        #expect(
            try Self.frames(Rectangle().frame(maxWidth: 60, maxHeight: 30)) == [
                Rect(x: 70, y: 35, width: 60, height: 30)
            ])
    }

    @Test func aGeometryReaderSeesItsSize() throws {
        // The reader takes the canvas and places its content at its top-left corner.
        #expect(try Self.frames(HalfOfGeometry()) == [Rect(x: 0, y: 0, width: 100, height: 25)])
        // In a 120 x 40 frame (centred: x 40, y 30) it sees that size.
        #expect(
            try Self.frames(HalfOfGeometry().frame(width: 120, height: 40)) == [
                Rect(x: 40, y: 30, width: 60, height: 10)
            ])
    }

    @Test func aShapeOfOnesOwnDrawsItsPathInItsFrame() throws {
        let scene = try ViewScene.scene(of: Triangle().fill(.red).frame(width: 20, height: 20), width: 40, height: 40)
        let draw = try #require(scene.layers.first?.allDraws.first)
        let contour = try #require(draw.shape.contours.first)
        // The frame is centred at (10, 10): the apex at its top centre.
        #expect(contour.start == Point(20, 10) && contour.closed)
        #expect(contour.elements == [.line(Point(30, 30)), .line(Point(10, 30))])
        #expect(draw.shape.frame == Rect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test func modifiersKeepStateAndAnimate() throws {
        func opacity(_ t: Double) throws -> Double {
            let scene = try ViewScene.scene(
                of: Rectangle().frame(width: 10, height: 10).modifier(FadeIn()), width: 200, height: 100, at: t)
            return scene.layers.flatMap(\.allDraws).first.map { _ in Self.layerOpacity(scene) } ?? -1
        }
        #expect(try opacity(0) == 0)
        #expect(try abs(opacity(0.25) - 0.25) < 1e-12)
        #expect(try opacity(2) == 1)
        // An AnimatableModifier's data moves linearly: 25 points at 0.5 s of 2 s.
        let half = try Self.frames(Shifted(), at: 0.5)
        #expect(half.map(\.minX) == [95 + 25], "\(half)")
        #expect(try Self.frames(Shifted(), at: 3).map(\.minX) == [195])
    }

    /// The opacity of the scene's first layer that has one (1 when none dims it).
    static func layerOpacity(_ scene: Scene) -> Double {
        var result = 1.0
        func visit(_ items: [LayerItem], _ o: Double) {
            for item in items {
                if case .layer(let l) = item {
                    result = min(result, o * l.opacity)
                    visit(l.items, o * l.opacity)
                }
            }
        }
        for layer in scene.layers { visit(layer.items, layer.opacity) }
        return result
    }

    @Test func fontsResolveDesignsAndTheEnvironment() throws {
        #expect(Font.system(size: 20, design: .monospaced).resolvedFamily == "DejaVu Sans Mono")
        #expect(Font.system(size: 20, design: .serif).resolvedFamily == "DejaVu Serif")
        #expect(Font.callout.size == 16 && Font.title2.size == 22 && Font.headline.weight == .semibold)
        #expect(Font.body.bold().weight == .bold && Font.body.italic().isItalic)
        // `.font` on a stack reaches its text; a text's own font wins.
        let texts = try ViewScene.scene(
            of: VStack {
                Text("a")
                Text("b").font(.caption)
            }.font(.title).fontDesign(.monospaced),
            width: 200, height: 100
        ).layers.flatMap(\.allDraws).count
        #expect(texts > 0)
    }

    /// `environment(\.layoutDirection, .rightToLeft)` sets every paragraph right to left: leading lines end at
    /// the right. Unset, English runs left to right and Hebrew right to left, each by its first strong letter.
    @Test func layoutDirectionSetsTheParagraphsDirection() throws {
        func lineEdges(_ view: some View) throws -> [(Double, Double)] {
            let draws = try ViewScene.scene(of: view, width: 400, height: 200).layers.flatMap(\.allDraws)
            // Glyph draws by line (their top), each line's left and right ends.
            let lines = Dictionary(grouping: draws) { Int($0.shape.frame.maxY / 10) }
            return lines.keys.sorted().map { k in
                (lines[k]!.map(\.shape.frame.minX).min()!, lines[k]!.map(\.shape.frame.maxX).max()!)
            }
        }
        let text = { Text("Hello there\nsecond line here").multilineTextAlignment(.leading) }
        let natural = try lineEdges(text())
        let rightToLeft = try lineEdges(text().environment(\.layoutDirection, .rightToLeft))
        #expect(natural.count == 2 && rightToLeft.count == 2)
        // Left to right, the short first line starts where the long one does; right to left, it ends there.
        #expect(Swift.abs(natural[0].0 - natural[1].0) < 2)
        #expect(Swift.abs(rightToLeft[0].1 - rightToLeft[1].1) < 2)
        #expect(Swift.abs(rightToLeft[0].0 - rightToLeft[1].0) > 20)
        // Hebrew needs no environment: its first strong letter sets it right to left.
        let hebrew = try lineEdges(Text("שלום\nשלום עולם גדול").multilineTextAlignment(.leading))
        #expect(Swift.abs(hebrew[0].1 - hebrew[1].1) < 2 && Swift.abs(hebrew[0].0 - hebrew[1].0) > 20)
    }

    /// A bar that takes 50 to 150 points across.
    static var stretchy: some View { Rectangle().frame(minWidth: 50, maxWidth: 150, minHeight: 10, maxHeight: 10) }

    @Test func layoutPriorityStretchesAViewSooner() throws {
        // Apple: "Views typically have a default priority of 0 which causes space to be apportioned
        // evenly to all sibling views. Raising a view's layout priority encourages the higher
        // priority view to shrink later when the group is shrunk and stretch sooner when the group
        // is stretched." 200 points: 100 each; with priority 1 the second is offered 200 less the
        // first's least, 50, and takes 150, leaving the first its 50.
        let even = HStack(spacing: 0) {
            Self.stretchy
            Self.stretchy
        }
        #expect(try Self.frames(even).map(\.width) == [100, 100])
        let raised = HStack(spacing: 0) {
            Self.stretchy
            Self.stretchy.layoutPriority(1).opacity(0.9)
        }
        #expect(try Self.frames(raised).map(\.minX) == [0, 50])
        #expect(try Self.frames(raised).map(\.width) == [50, 150])
        // Down a column too, and a lower priority shrinks first.
        let column = VStack(spacing: 0) {
            Rectangle().frame(minHeight: 20, maxHeight: 80).layoutPriority(-1)
            Rectangle().frame(minHeight: 20, maxHeight: 80)
        }
        #expect(try Self.frames(column).map(\.height) == [20, 80])
    }

    @Test func hierarchicalStylesAreIOSLabelColours() throws {
        #expect(HierarchicalShapeStyle.secondary.paint == .solid(RGBA(60 / 255, 60 / 255, 67 / 255, 0.6)))
        #expect(HierarchicalShapeStyle.primary.paint == .solid(.black))
        // A gradient used as a view fills its frame.
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let draws = try ViewScene.scene(of: gradient, width: 200, height: 100).layers.flatMap(\.allDraws)
        #expect(draws.map(\.shape.frame) == [Rect(x: 0, y: 0, width: 200, height: 100)])
        #expect(draws.first?.paint == gradient.paint)
    }
}
