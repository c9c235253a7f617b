import HaloCore
import HaloUI
import Testing

/// `overlay(_:alignment:)` and `background(_:alignment:)` (SwiftUI's older spellings, still in
/// public code), `overlay(_:in:)`, and `ScrollViewReader`, against frames worked out by hand.
@Suite struct OverlayAlignmentTests {
    static func frames<V: View>(_ view: V) throws -> [Rect] {
        try ViewScene.scene(of: view, width: 200, height: 100, at: 0).layers.flatMap(\.allDraws).map(\.shape.frame)
    }

    @Test func anOverlayAndABackgroundTakeAnAlignment() throws {
        // The base 40 x 40 is centred at (80, 30); a 10 x 10 at its top trailing corner is at (110, 30).
        let over = Rectangle().frame(width: 40, height: 40)
            .overlay(Color.red.frame(width: 10, height: 10), alignment: .topTrailing)
        #expect(
            try Self.frames(over) == [
                Rect(x: 80, y: 30, width: 40, height: 40), Rect(x: 110, y: 30, width: 10, height: 10),
            ])
        let under = Rectangle().frame(width: 40, height: 40)
            .background(Color.red.frame(width: 10, height: 10), alignment: .bottomLeading)
        #expect(
            try Self.frames(under) == [
                Rect(x: 80, y: 60, width: 10, height: 10), Rect(x: 80, y: 30, width: 40, height: 40),
            ])
        // The corpus's spelling: a text over a text, the alignment after the view.
        _ = Text("18").overlay(Text("°C").font(.title2).offset(x: 15, y: 20), alignment: .topTrailing)
        // A style in a shape over the view, in its frame.
        let styled = Rectangle().frame(width: 40, height: 40).overlay(Color.red, in: Circle())
        #expect(
            try Self.frames(styled) == [
                Rect(x: 80, y: 30, width: 40, height: 40), Rect(x: 80, y: 30, width: 40, height: 40),
            ])
    }

    /// Rows 30 high in a scroll view that scrolls to the fourth on appear.
    struct Scrolled: View {
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<6) { i in Rectangle().frame(width: 20, height: 30).id(i) }
                    }
                }
                .onAppear { proxy.scrollTo(3, anchor: .top) }
            }
        }
    }

    @Test func aScrollViewReaderDrawsItsContentAtTheFirstPosition() throws {
        // scrollTo is accepted with no visible effect: the first row stays at the top.
        let frames = try ViewScene.scene(of: Scrolled(), width: 200, height: 100, at: 0.5).layers
            .flatMap(\.allDraws).map(\.shape.frame)
        #expect(frames.first == Rect(x: 90, y: 0, width: 20, height: 30))
        #expect(frames.count == 6)
    }
}
