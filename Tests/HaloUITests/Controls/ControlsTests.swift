import Foundation
import HaloCPU
import HaloText
import HaloUI
import Testing

import enum HaloCore.LayerItem
import enum HaloCore.Paint
import struct HaloCore.Rect
import struct HaloCore.Scene
import struct HaloCore.TextItem

/// The containers and controls a ported view meets (`ScrollView`, lazy stacks and grids,
/// `Divider`, `Label`, `ProgressView`, `Toggle`, `Slider`), the environment, and text's
/// `lineLimit`, format interpolation and `monospacedDigit`: each against its explicit form or
/// geometry worked out by hand.
struct ControlsTests {
    static func scene<V: View>(_ view: V, width: Double = 200, height: Double = 100, at t: Double = 0) throws -> Scene {
        try ViewScene.scene(of: view, width: width, height: height, at: t)
    }

    static func frames<V: View>(_ view: V, width: Double = 200, height: Double = 100, at t: Double = 0) throws -> [Rect]
    {
        try scene(view, width: width, height: height, at: t).layers.flatMap(\.allDraws).map(\.shape.frame)
    }

    @Test func aScrollViewShowsItsContentFromTheTopClipped() throws {
        // Three 60-point rows in a 100-point scroll view: offered unlimited height, placed at
        // the top (y 0, 68, 136), the third clipped away.
        let rows = ScrollView {
            ForEach(0..<3, id: \.self) { _ in Color.blue.frame(width: 50, height: 60) }
        }
        #expect(try Self.frames(rows).map(\.minY) == [0, 68, 136])
        let image = try CPURenderer(threads: 1).render(Self.scene(rows))
        #expect(image[100, 50].w == 255 && image[100, 99].w == 255)
        guard case .layer(let l) = try Self.scene(rows).layers[0].items.first else {
            Issue.record("no clip layer")
            return
        }
        #expect(l.clip?.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        // A horizontal one places its row at the leading edge.
        let row = ScrollView(.horizontal) { HStack { Color.red.frame(width: 30, height: 30) } }
        #expect(try Self.frames(row).first?.minX == 0)
        // Lazy stacks are their stacks.
        #expect(
            try Self.scene(LazyVStack(spacing: 4) { Color.red.frame(width: 9, height: 9) })
                == Self.scene(VStack(spacing: 4) { Color.red.frame(width: 9, height: 9) }))
    }

    @Test func aDividerCrossesItsStack() throws {
        let column = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Divider()
        }.frame(width: 120)
        // The column is 11 high, centred in 100: the divider under the 10-point square.
        #expect(try Self.frames(column).last == Rect(x: 40, y: 54.5, width: 120, height: 1))
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10)
            Divider()
        }.frame(height: 30)
        // The row is 41 wide, centred in 200: the divider after the 40-point square.
        #expect(try Self.frames(row).last == Rect(x: 119.5, y: 35, width: 1, height: 30))
    }

    @Test func aLabelIsItsIconAndTitle() throws {
        #expect(
            try Self.scene(Label("Star", systemImage: "star.fill"))
                == Self.scene(
                    HStack(spacing: 8) {
                        Image(systemName: "star.fill")
                        Text("Star")
                    }))
        #expect(
            try Self.scene(Label("Star", systemImage: "star.fill").labelStyle(.iconOnly))
                == Self.scene(HStack(spacing: 8) { Image(systemName: "star.fill") }))
    }

    /// Red in the dark appearance, blue in the light.
    struct SchemeSwatch: View {
        @Environment(\.colorScheme) var scheme
        var body: some View { (scheme == .dark ? Color.red : Color.blue).frame(width: 10, height: 10) }
    }

    struct Greeting: EnvironmentKey { static let defaultValue = 3 }

    /// As many squares as its environment's greeting says.
    struct Squares: View {
        @Environment(\.greeting) var count
        var body: some View {
            HStack { ForEach(0..<count, id: \.self) { _ in Color.green.frame(width: 5, height: 5) } }
        }
    }

    @Test func theEnvironmentReachesViewsBelow() throws {
        let paints = { (s: Scene) in s.layers.flatMap(\.allDraws).map(\.paint) }
        #expect(try paints(Self.scene(SchemeSwatch())) == [.solid(Color.blue.rgba)])
        #expect(try paints(Self.scene(SchemeSwatch().environment(\.colorScheme, .dark))) == [.solid(Color.red.rgba)])
        // Preferred at the root, dark also fills the window black, under the swatch.
        #expect(
            try paints(Self.scene(VStack { SchemeSwatch() }.preferredColorScheme(.dark)))
                == [.solid(Color.black.rgba), .solid(Color.red.rgba)])
        #expect(try Self.frames(Squares()).count == 3)
        #expect(try Self.frames(Squares().environment(\.greeting, 5)).count == 5)
    }

    /// A progress bar eased from 0 to 1 over a second.
    struct Filling: View {
        @State var progress = 0.0
        var body: some View {
            ProgressView(value: progress).tint(.red)
                .onAppear { withAnimation(.linear(duration: 1)) { progress = 1 } }
        }
    }

    @Test func aProgressBarFillsItsFractionInItsTint() throws {
        // 200 wide: the track, then the fill 50 wide for a quarter, red.
        let draws = try Self.scene(ProgressView(value: 0.25).tint(.red)).layers.flatMap(\.allDraws)
        #expect(draws.count == 2)
        #expect(draws[1].shape.frame.width == 50 && draws[1].shape.frame.height == 4)
        #expect(draws[1].paint == .solid(Color.red.rgba))
        #expect(try Self.frames(ProgressView(value: 3, total: 4)).last?.width == 150)
        // The fill animates with the transaction that changes the value: half at 0.5 s.
        #expect(try Self.frames(Filling(), at: 0.5).last?.width == 100)
    }

    @Test func theSpinnerStepsEightTimesASecond() throws {
        let at = { (t: Double) in try Self.scene(ProgressView(), at: t) }
        #expect(try at(0) != at(0.13))
        #expect(try at(0) == at(1))
        #expect(try at(0.13) == at(0.2))
        #expect(try Self.frames(ProgressView()).count == 8)
    }

    /// A toggle tapped at 0.5 s.
    struct Switch: View {
        @State var on = false
        var body: some View { Toggle("Wi-Fi", isOn: $on).taps(at: [0.5]) }
    }

    @Test func aToggleFlipsAtItsTapAndItsKnobSlides() throws {
        func knob(_ t: Double) throws -> Rect {
            let draws = try Self.scene(Switch(), at: t).layers.flatMap(\.allDraws)
            let circle = try #require(draws.last { $0.shape.frame.width == 27 })
            return circle.shape.frame.offsetBy(circle.transform.translate.x)
        }
        let off = try knob(0.4), on = try knob(3)
        #expect(abs(on.minX - off.minX - 20) < 1e-6, "\(off) -> \(on)")
        let track = try Self.scene(Switch(), at: 3).layers.flatMap(\.allDraws).first { $0.shape.frame.width == 51 }
        guard case .solid(let c) = track?.paint else {
            Issue.record("no track: \(String(describing: track))")
            return
        }
        let green = Color.green.rgba
        #expect(abs(c.r - green.r) + abs(c.g - green.g) + abs(c.b - green.b) < 1e-6, "\(c)")
    }

    @Test func aSliderSitsAtItsValue() throws {
        // 200 wide: the thumb travels 172 points; at 0.75 of 0...2 (0.375) it is 64.5 along.
        let draws = try Self.scene(Slider(value: .constant(0.75), in: 0...2)).layers.flatMap(\.allDraws)
        let thumb = try #require(draws.last { $0.shape.frame.width == 28 })
        #expect(abs(thumb.shape.frame.minX + thumb.transform.translate.x - 64.5) < 1e-9)
    }

    @Test func gridTracksShareTheWidth() throws {
        // 200 wide, 3 flexible columns 8 apart: (200 - 16) / 3 each.
        let cells = { (columns: [GridItem]) in
            LazyVGrid(columns: columns) { ForEach(0..<4, id: \.self) { _ in Color.blue.frame(height: 10) } }
        }
        let flexible = try Self.frames(cells(Array(repeating: GridItem(.flexible()), count: 3)))
        let w = (200.0 - 16) / 3
        #expect(flexible.count == 4 && flexible.allSatisfy { abs($0.width - w) < 1e-9 })
        #expect(abs(flexible[1].minX - flexible[0].minX - (w + 8)) < 1e-9)
        #expect(flexible[3].minY - flexible[0].minY == 18)
        // A fixed 50 beside a flexible one: the flexible takes 200 - 50 - 8.
        let mixed = try Self.frames(cells([GridItem(.fixed(50)), GridItem(.flexible())]))
        #expect(mixed[0].width == 50 && mixed[1].width == 142)
        // Adaptive, at least 60: three fit in 200 ((200 - 16) / 3 each).
        let adaptive = try Self.frames(cells([GridItem(.adaptive(minimum: 60))]))
        #expect(abs(adaptive[0].width - w) < 1e-9)
        #expect(adaptive[3].minY - adaptive[0].minY == 18)
    }

    @Test func textFormatsItsValues() throws {
        #expect(try Self.scene(Text("\(0.4567, specifier: "%.2f") s")) == Self.scene(Text("0.46 s")))
        #expect(try Self.scene(Text("\(7, specifier: "%03d")")) == Self.scene(Text("007")))
        #expect(try Self.scene(Text(0.42, format: .percent)) == Self.scene(Text("42%")))
        #expect(try Self.scene(Text("\(0.5, format: .percent) done")) == Self.scene(Text("50% done")))
    }

    @Test func lineLimitCutsWithAnEllipsis() throws {
        let long = "Halo renders SwiftUI effects on servers with no display"
        // Wrapped at 120 points the sentence takes several lines; limited, one or two.
        let all = try TextLayoutEngine.layout(
            TextItem(spans: [.init(text: long)], frame: Rect(x: 0, y: 0, width: 120, height: 0)))
        #expect(all.lines.count >= 4)
        var item = TextItem(spans: [.init(text: long)], frame: Rect(x: 0, y: 0, width: 120, height: 0))
        item.lineLimit = 2
        let cut = try TextLayoutEngine.layout(item)
        #expect(cut.lines.count == 2)
        #expect(cut.bounds.width <= 120 + 1e-9)
        // The last line ends in the ellipsis glyph.
        let face = try FontLibrary.shared.face(item.font)
        let ellipsis = face.shape("\u{2026}")[0].glyph
        #expect(cut.lines[1].runs.last?.glyphs.last?.id == ellipsis)
        #expect(
            try Self.scene(VStack { Text(long) }.lineLimit(1).frame(width: 120))
                == Self.scene(VStack { Text(long).lineLimit(1) }.frame(width: 120)))
    }

    @Test func dejaVuDigitsShareOneWidthSoMonospacedDigitChangesNothing() throws {
        let face = try FontLibrary.shared.face(TextItem.FontSpec())
        let advances = Set("0123456789".map { face.shape(String($0))[0].advance })
        #expect(advances.count == 1)
        #expect(try Self.scene(Text("1,234").monospacedDigit()) == Self.scene(Text("1,234")))
    }
}

extension EnvironmentValues {
    /// A user's own environment value, as SwiftUI code declares one.
    var greeting: Int {
        get { self[ControlsTests.Greeting.self] }
        set { self[ControlsTests.Greeting.self] = newValue }
    }
}

extension Rect {
    /// The rectangle moved across by `dx`.
    func offsetBy(_ dx: Double) -> Rect { Rect(x: minX + dx, y: minY, width: width, height: height) }
}
