import HaloCPU
import HaloUI
import Testing

import enum HaloCore.LayerItem
import enum HaloCore.Paint
import struct HaloCore.Rect
import struct HaloCore.Scene

/// The everyday modifiers added for ported views (`zIndex`, `cornerRadius`, `border`, text
/// `tracking`/`kerning`/`textCase`, gradient text, `Color.gradient`, materials): each against its
/// explicit form or pixels worked out by hand, with a control that differs.
struct EverydayVocabularyTests {
    static func scene<V: View>(_ view: V, width: Double = 100, height: Double = 60) throws -> Scene {
        try ViewScene.scene(of: view, width: width, height: height)
    }

    static func pixel<V: View>(_ view: V, _ x: Int, _ y: Int) throws -> SIMD4<UInt8> {
        try CPURenderer(threads: 1).render(scene(view))[x, y]
    }

    @Test func zIndexOrdersSiblingsWhateverWrapsThem() throws {
        // Two overlapping squares: the later (blue) covers the earlier, unless the earlier has
        // a higher index, which it keeps through an offset and a frame applied after it.
        let plain = ZStack {
            Rectangle().fill(Color.red).frame(width: 40, height: 40)
            Rectangle().fill(Color.blue).frame(width: 40, height: 40)
        }
        let lifted = ZStack {
            Rectangle().fill(Color.red).frame(width: 40, height: 40).zIndex(1).offset(x: 0)
            Rectangle().fill(Color.blue).frame(width: 40, height: 40)
        }
        #expect(try Self.pixel(plain, 50, 30) == Self.pixel(Color.blue, 50, 30))
        #expect(try Self.pixel(lifted, 50, 30) == Self.pixel(Color.red, 50, 30))
        // In an HStack whose members overlap (negative spacing) and in a ForEach, the same.
        let row = HStack(spacing: -30) {
            ForEach(0..<2, id: \.self) { i in
                Rectangle().fill(i == 0 ? Color.red : Color.blue).frame(width: 40, height: 40).zIndex(i == 0 ? 2 : 0)
            }
        }
        #expect(try Self.pixel(row, 50, 30) == Self.pixel(Color.red, 50, 30))
        // Equal indices keep their written order.
        let equal = ZStack {
            Rectangle().fill(Color.red).frame(width: 40, height: 40).zIndex(1)
            Rectangle().fill(Color.blue).frame(width: 40, height: 40).zIndex(1)
        }
        #expect(try Self.pixel(equal, 50, 30) == Self.pixel(Color.blue, 50, 30))
    }

    @Test func cornerRadiusAndBorderAreTheirExplicitForms() throws {
        let card = Color.orange.frame(width: 60, height: 40)
        #expect(
            try Self.scene(card.cornerRadius(12))
                == Self.scene(card.clipShape(RoundedRectangle(cornerRadius: 12, style: .circular))))
        #expect(try Self.scene(card.cornerRadius(12)) != Self.scene(card.cornerRadius(4)))
        #expect(
            try Self.scene(card.border(Color.black, width: 3))
                == Self.scene(card.overlay(Rectangle().strokeBorder(Color.black, lineWidth: 3))))
        // A border is inside the frame: the frame's edge pixel is black, one outside it is not.
        let edge = try Self.pixel(card.border(Color.black, width: 3), 21, 30)
        #expect(edge == SIMD4(0, 0, 0, 255))
        #expect(try Self.pixel(card.border(Color.black, width: 3), 19, 30) == SIMD4(0, 0, 0, 0))
    }

    /// The width of the ink of a view's text: the union of its glyph draws' frames.
    static func inkWidth<V: View>(_ view: V) throws -> Double {
        let frames = try Self.scene(view, width: 400).layers.flatMap(\.allDraws).map(\.shape.frame)
        return (frames.map(\.maxX).max() ?? 0) - (frames.map(\.minX).min() ?? 0)
    }

    @Test func trackingAddsItsPointsAfterEveryCharacter() throws {
        // Four letters: three gaps between their ink (the last letter's tracking is after it).
        let plain = try Self.inkWidth(Text("Halo"))
        #expect(abs(try Self.inkWidth(Text("Halo").tracking(5)) - (plain + 15)) < 1e-6)
        #expect(abs(try Self.inkWidth(Text("Halo").kerning(-1)) - (plain - 3)) < 1e-6)
        #expect(abs(try Self.inkWidth(VStack { Text("Halo") }.tracking(2)) - (plain + 6)) < 1e-6)
        // The text's own tracking wins over the one around it.
        #expect(abs(try Self.inkWidth(VStack { Text("Halo").tracking(1) }.tracking(9)) - (plain + 3)) < 1e-6)
    }

    @Test func textCaseChangesTheLetters() throws {
        #expect(try Self.scene(Text("Halo").textCase(.uppercase)) == Self.scene(Text("HALO")))
        #expect(try Self.scene(VStack { Text("Halo") }.textCase(.lowercase)) == Self.scene(VStack { Text("halo") }))
        #expect(try Self.scene(VStack { Text("Halo").textCase(nil) }.textCase(.uppercase)) == Self.scene(Text("Halo")))
        #expect(try Self.scene(Text("Halo").textCase(.uppercase)) != Self.scene(Text("Halo")))
    }

    @Test func aGradientForegroundShowsThroughTheGlyphs() throws {
        // A wide block of full-height bars ("█" is a full block in DejaVu Sans): its left end
        // takes the gradient's first colour, its right end the last; one colour (the old
        // behaviour) would give blue at both ends.
        let text = Text("████████").font(.system(size: 30))
            .foregroundStyle(LinearGradient(colors: [.blue, .red], startPoint: .leading, endPoint: .trailing))
        let scene = try ViewScene.scene(of: text, width: 300, height: 60)
        let image = try CPURenderer(threads: 1).render(scene)
        var xs: [Int] = []
        for x in 0..<300 where image[x, 30].w == 255 { xs.append(x) }
        let (left, right) = (image[xs.first! + 2, 30], image[xs.last! - 2, 30])
        #expect(left.z > 200 && left.x < 60, "left end \(left)")
        #expect(right.x > 200 && right.z < 60, "right end \(right)")
        // A colour style stays a plain text item.
        func masked(_ items: [HaloCore.LayerItem]) -> Bool {
            items.contains { if case .layer(let l) = $0 { l.mask != nil || masked(l.items) } else { false } }
        }
        let plain = try ViewScene.scene(of: Text("A").foregroundStyle(Color.red), width: 40, height: 40)
        #expect(!masked(plain.layers[0].items))
        // A colour set after a gradient on the text wins, as the later modifier does.
        let recoloured = Text("A").foregroundStyle(
            LinearGradient(
                colors: [.blue, .red], startPoint: .leading,
                endPoint: .trailing)
        ).foregroundColor(.green)
        #expect(!masked(try ViewScene.scene(of: recoloured, width: 40, height: 40).layers[0].items))
        // The gradient set around the text reaches it too.
        let around = try ViewScene.scene(
            of: VStack { Text("████") }.foregroundStyle(Color.red.gradient), width: 100, height: 60)
        #expect(masked(around.layers[0].items))
    }

    /// A title whose colour a linear transaction changes from blue to red over a second.
    struct WarmingTitle: View {
        @State var warm = false
        var body: some View {
            Text("Hi").foregroundStyle(warm ? Color.red : Color.blue)
                .onAppear { withAnimation(.linear(duration: 1)) { warm = true } }
        }
    }

    @Test func aTextColourChangedInATransactionAnimates() throws {
        let draws = try ViewScene.scene(of: WarmingTitle(), width: 60, height: 40, at: 0.5).layers.flatMap(\.allDraws)
        let want = Color.blue.rgba.interpolated(to: Color.red.rgba, 0.5)
        #expect(!draws.isEmpty && draws.allSatisfy { $0.paint == .solid(want) }, "\(draws.map(\.paint))")
    }

    @Test func colorGradientIsAVerticalGradientFromALighterTop() throws {
        let g = Color.blue.gradient
        guard case .linear(let stops, let start, let end) = g.paint else {
            Issue.record("not linear: \(g.paint)")
            return
        }
        #expect(start.x == 0.5 && start.y == 0 && end.x == 0.5 && end.y == 1)
        let (top, bottom, blue) = (stops[0].color, stops[1].color, Color.blue.rgba)
        #expect(bottom == blue)
        #expect(
            abs(top.r - (blue.r + (1 - blue.r) * 0.2)) < 1e-12 && abs(top.b - (blue.b + (1 - blue.b) * 0.2)) < 1e-12)
        #expect(
            try Self.scene(AnyGradient(Gradient(colors: [.red, .blue])))
                == Self.scene(
                    LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
    }

    @Test func materialsAreTranslucentLightFills() throws {
        let thin = Material.ultraThin.paint, thick = Material.ultraThick.paint
        guard case .solid(let a) = thin, case .solid(let b) = thick else {
            Issue.record("not colours: \(thin), \(thick)")
            return
        }
        #expect(a.a < b.a && a.a > 0 && b.a < 1)
        #expect(
            try Self.scene(Color.red.frame(width: 10, height: 10).background(.regularMaterial))
                == Self.scene(Color.red.frame(width: 10, height: 10).background(Material.regular)))
    }

    /// A bar as wide as the seconds since it was made, read from `Date()` kept in state, and a
    /// stamp taken by `Date()` in a handler a second after it appears.
    struct Elapsed: View {
        @State private var start = Date()
        @State private var stamp = 0.0
        var body: some View {
            TimelineView(.animation) { context in
                Rectangle()
                    .frame(width: 10 * CGFloat(context.date.timeIntervalSince(start)), height: 5)
                    .offset(y: CGFloat(stamp))
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { stamp = Date.now.timeIntervalSinceReferenceDate }
            }
        }
    }

    @Test func dateIsTheRendersClockInAFileThatImportsHaloUIAlone() throws {
        // The view is made outside the render, where Date() is t = 0. At 2.5 s: 2.5 seconds
        // since then (25 wide), and the stamp is the handler's time, 1 s after 2001-01-01 (moved
        // down 1 point). On the wall clock the width would be about -25 years' worth of points.
        let draw = try #require(Self.scene(Elapsed(), width: 200, height: 60).layers.flatMap(\.allDraws).first)
        #expect(draw.shape.frame.width == 0)
        let later = try ViewScene.scene(of: Elapsed(), width: 200, height: 60, at: 2.5).layers.flatMap(\.allDraws)
        let bar = try #require(later.first)
        #expect(bar.shape.frame.width == 25)
        #expect(
            bar.shape.frame.minY + bar.transform.translate.y - draw.shape.frame.minY - draw.transform.translate.y == 1)
    }

    /// Needs `T` to be Sendable: compiles only if it is.
    static func sendable<T: Sendable>(_: T.Type) -> Bool { true }

    /// Written as SwiftUI code is and compiled in the Swift 6 language mode (this target's):
    /// `asyncAfter` closures made in a loop and a `.task` capture the view.
    struct GrowingBar: View {
        @State private var count = 0
        @State private var lifted = false
        var body: some View {
            Rectangle().fill(Color.blue)
                .frame(width: 10 + 10 * CGFloat(count), height: 10)
                .offset(y: lifted ? -10 : 0)
                .onAppear {
                    for i in 1...3 {
                        DispatchQueue.main.asyncAfter(deadline: .now() + Double(i) * 0.5) { count = i }
                    }
                }
                .task {
                    try? await Task.sleep(nanoseconds: 1_000_000_000)
                    withAnimation(.linear(duration: 1)) { lifted = true }
                }
        }
    }

    @Test func aSwift6ViewWithLoopedAsyncAfterAndATaskRuns() throws {
        // At 1.2 s: two of the three steps (0.5 s, 1 s) have run, and the lift started at 1 s
        // is a fifth of the way: 30 wide, 2 points up.
        let frame = try #require(Self.scene(GrowingBar(), width: 100, height: 60).layers.flatMap(\.allDraws).first)
        #expect(frame.shape.frame.width == 10)
        let later = try ViewScene.scene(of: GrowingBar(), width: 100, height: 60, at: 1.2).layers.flatMap(\.allDraws)
        let draw = try #require(later.first)
        #expect(draw.shape.frame.width == 30)
        let lift =
            (frame.shape.frame.minY + frame.transform.translate.y)
            - (draw.shape.frame.minY + draw.transform.translate.y)
        #expect(abs(lift - 2) < 1e-9, "\(frame) vs \(draw)")
    }

    @Test func stateAndBindingOfSendableValuesAreSendable() {
        // So a view of Sendable state is Sendable, and the Swift 6 language mode lets its task,
        // asyncAfter and timer closures capture it (as SwiftUI's main-actor views are).
        #expect(Self.sendable(State<Bool>.self) && Self.sendable(Binding<Double>.self))
    }
}
