import Foundation
import HaloCorpus
import HaloUI
import Testing

import struct HaloCore.Rect

/// SwiftUI's `Layout` protocol: custom containers against positions worked out by hand on a
/// 200 x 100 canvas (docs/semantics.md, "Custom layouts").
struct CustomLayoutTests {
    static func frames<V: View>(_ view: V, at t: Double = 0) throws -> [Rect] {
        try ViewScene.scene(of: view, width: 200, height: 100, at: t).layers.flatMap(\.allDraws).map(\.shape.frame)
    }

    /// Apple's `Layout` example: subviews one under another, each at its ideal size, leading.
    struct BasicVStack: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
                y += subview.sizeThatFits(.unspecified).height
            }
        }
    }

    static func dots(_ n: Int) -> some View {
        ForEach(0..<n, id: \.self) { _ in Rectangle().frame(width: 10, height: 10) }
    }

    @Test func aLayoutPlacesAsAStackWould() throws {
        let custom = BasicVStack {
            Rectangle().frame(width: 20, height: 10)
            Rectangle().frame(width: 40, height: 10)
        }
        let stack = VStack(alignment: .leading, spacing: 0) {
            Rectangle().frame(width: 20, height: 10)
            Rectangle().frame(width: 40, height: 10)
        }
        // 40 x 20, centred: x 80, y 40 and 50.
        #expect(
            try Self.frames(custom) == [
                Rect(x: 80, y: 40, width: 20, height: 10), Rect(x: 80, y: 50, width: 40, height: 10),
            ])
        #expect(try Self.frames(custom) == Self.frames(stack))
        // Right to left, as a stack: the short bar on the right edge.
        #expect(try Self.frames(custom.environment(\.layoutDirection, .rightToLeft)).map(\.minX) == [100, 80])
    }

    @Test func subviewsGoWherePlaced() throws {
        // The corpus's RadialLayout takes the 200 x 100 offered; centre (100, 50), radius 40:
        // above, right, below, left, each 10 x 10 centred there (cos and sin round off).
        let frames = try Self.frames(RadialLayout(radius: 40) { Self.dots(4) })
        let expected = [(95, 5), (135, 45), (95, 85), (55, 45)].map {
            Rect(x: Double($0.0), y: Double($0.1), width: 10, height: 10)
        }
        #expect(frames.count == 4)
        for (f, e) in zip(frames, expected) {
            #expect(Swift.abs(f.minX - e.minX) < 1e-9 && Swift.abs(f.minY - e.minY) < 1e-9, "\(f) against \(e)")
        }
    }

    /// Places only the first subview, twice: the last call counts.
    struct FirstOnly: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: CGPoint(x: 7, y: 7), proposal: .unspecified)
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
        }
    }

    @Test func anUnplacedSubviewIsCentredAtTheLayoutsProposal() throws {
        // Apple: "If you call this method more than once for a subview, the last call takes
        // precedence. If you don't call this method for a subview, the subview appears at the
        // center of its layout container and uses the layout container's size proposal."
        let frames = try Self.frames(
            FirstOnly {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().frame(width: 30, height: 20)
                Rectangle()
            })
        #expect(
            frames == [
                Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 85, y: 40, width: 30, height: 20),
                Rect(x: 0, y: 0, width: 200, height: 100),
            ])
    }

    /// A radius eased from 0 to 40 over a second.
    struct Spreading: View {
        @State var radius = 0.0
        var body: some View {
            RadialLayout(radius: radius) { CustomLayoutTests.dots(2) }
                .onAppear { withAnimation(.linear(duration: 1)) { radius = 40 } }
        }
    }

    @Test func aLayoutsAnimatableDataAnimates() throws {
        // Halfway through, the radius is 20: the top dot's centre at y 30, the bottom one's at 70.
        let half = try Self.frames(Spreading(), at: 0.5).map(\.midY)
        let end = try Self.frames(Spreading(), at: 1).map(\.midY)
        #expect(half.count == 2 && Swift.abs(half[0] - 30) < 1e-9 && Swift.abs(half[1] - 70) < 1e-9, "\(half)")
        #expect(end.count == 2 && Swift.abs(end[0] - 10) < 1e-9 && Swift.abs(end[1] - 90) < 1e-9, "\(end)")
    }

    /// Bars 300, 150 and 50 wide, 10 high, in order of preference.
    static func choices(in axes: Axis.Set = [.horizontal, .vertical]) -> some View {
        ViewThatFits(in: axes) {
            Rectangle().frame(width: 300, height: 10)
            Rectangle().frame(width: 150, height: 10)
            Rectangle().frame(width: 50, height: 10)
        }
    }

    @Test func theFirstViewThatFitsIsShown() throws {
        // 200 wide: the 150 bar, centred; only height constrained: the first, 300 wide.
        #expect(try Self.frames(Self.choices()).map(\.width) == [150])
        #expect(try Self.frames(Self.choices()).map(\.minX) == [25])
        #expect(try Self.frames(Self.choices(in: .vertical)).map(\.width) == [300])
        // No axes: the first; none fits in 40: the last.
        #expect(try Self.frames(Self.choices(in: [])).map(\.width) == [300])
        #expect(try Self.frames(Self.choices().frame(width: 40)).map(\.width) == [50])
    }

    /// Subviews in a row by layout priority, the highest first, each at its ideal size.
    struct ByPriority: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews.sorted(by: { $0.priority > $1.priority }) {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width
            }
        }
    }

    @Test func aLayoutReadsItsSubviewsPriorities() throws {
        let row = ByPriority {
            Rectangle().frame(width: 10, height: 10)
            Rectangle().frame(width: 20, height: 10).layoutPriority(2)
            Rectangle().frame(width: 30, height: 10).layoutPriority(1)
        }
        #expect(try Self.frames(row).map(\.minX) == [50, 0, 20])
    }
}
