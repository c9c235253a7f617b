import HaloUI
import Testing

/// Matched geometry and visual effects against frames worked out by hand.
struct GeometryEffectTests {
    /// Two 40 x 20 tabs side by side (x 60...100 and 100...140 on a 200 x 100 canvas); a bar under
    /// the selected one moves to the second in a linear second.
    struct Tabs: View {
        @Namespace private var bar
        @State private var selected = 0

        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<2, id: \.self) { i in
                    ZStack {
                        Color.clear.frame(width: 40, height: 20)
                        if selected == i {
                            Color.blue.frame(width: 40, height: 4).matchedGeometryEffect(id: "bar", in: bar)
                        }
                    }
                }
            }
            .onAppear { withAnimation(.linear(duration: 1)) { selected = 1 } }
        }
    }

    static func blues<V: View>(_ view: V, at t: Double) throws -> [TransitionTests.Seen] {
        try TransitionTests.seen(view, at: t).filter { $0.color == TransitionTests.blue }
    }

    @Test func aMatchedViewMovesFromTheFrameOfTheOneItReplaces() throws {
        // Half way: the new bar fades in and the old one out, both at x 60 + 20.
        let mid = try Self.blues(Tabs(), at: 0.5)
        #expect(mid.map(\.frame.minX) == [80, 80], "\(mid)")
        #expect(mid.allSatisfy { TransitionTests.close($0.opacity, 0.5) }, "\(mid)")
        let quarter = try Self.blues(Tabs(), at: 0.25)
        #expect(quarter.map(\.frame.minX) == [70, 70], "\(quarter)")
        let end = try Self.blues(Tabs(), at: 1.5)
        #expect(end.map(\.frame.minX) == [100] && end[0].opacity == 1, "\(end)")
    }

    /// A red square not the source of its id, drawn in the frame of the blue one that is.
    struct Follower: View {
        @Namespace private var space
        var body: some View {
            HStack(spacing: 20) {
                Color.blue.frame(width: 30, height: 30).matchedGeometryEffect(id: 1, in: space)
                Color.red.frame(width: 10, height: 10)
                    .matchedGeometryEffect(id: 1, in: space, isSource: false)
            }
        }
    }

    @Test func aViewThatIsNotTheSourceTakesTheSourcesFrame() throws {
        let seen = try TransitionTests.seen(Follower(), at: 0)
        // The stack: 30 + 20 + 10 = 60 wide, x 70...130; the blue square at 70...100, y 35...65.
        // The red one's place is 120...130; it is offered the blue one's frame, and its fixed
        // 10-point frame sits centred in it: 80...90, y 45...55.
        let red = seen.filter { $0.color == TransitionTests.red }
        #expect(red.count == 1 && red[0].frame.minX == 80 && red[0].frame.width == 10, "\(red)")
        #expect(red[0].frame.minY == 45 && red[0].frame.height == 10)
    }

    /// A square moved by its own distance from the left edge, and faded by it.
    struct Drifting: View {
        var body: some View {
            Color.red.frame(width: 40, height: 40)
                .visualEffect { content, proxy in
                    content
                        .offset(x: proxy.frame(in: .global).minX / 2)
                        .opacity(proxy.frame(in: .global).minX / 160)
                }
        }
    }

    @Test func aVisualEffectIsMadeFromTheViewsFrame() throws {
        // Centred at x 80: moved by 40, faded to 0.5; its layout place is unchanged.
        let seen = try TransitionTests.seen(Drifting(), at: 0)
        #expect(seen.count == 1 && seen[0].frame.minX == 120 && TransitionTests.close(seen[0].opacity, 0.5), "\(seen)")
    }
}
