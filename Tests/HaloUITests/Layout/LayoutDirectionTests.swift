import HaloCPU
import HaloUI
import Testing

import struct HaloCore.Image
import struct HaloCore.Rect

/// Right to left, SwiftUI "horizontally flips the x position of each view within its parent"
/// (`LayoutDirection`'s documentation): positions worked out by hand on a 200 x 100 canvas,
/// left to right and flipped (docs/semantics.md, "Layout direction").
struct LayoutDirectionTests {
    static func frames<V: View>(_ view: V) throws -> [Rect] {
        try ViewScene.scene(of: view, width: 200, height: 100).layers.flatMap(\.allDraws).map(\.shape.frame)
    }

    static func rightToLeft<V: View>(_ view: V) throws -> [Rect] {
        try frames(view.environment(\.layoutDirection, .rightToLeft))
    }

    static var bars: some View {
        HStack(spacing: 0) {
            Rectangle().frame(width: 20, height: 10)
            Rectangle().frame(width: 30, height: 10)
        }
    }

    @Test func aRowRunsFromTheRight() throws {
        // 50 wide, centred: the row is x 75...125. Left to right the first bar starts at 75;
        // right to left it ends at 125, the second starting at 75.
        #expect(try Self.frames(Self.bars).map(\.minX) == [75, 95])
        #expect(try Self.rightToLeft(Self.bars).map(\.minX) == [105, 75])
    }

    @Test func leadingIsTheRightEdge() throws {
        // A column aligned .leading, 40 wide at x 80...120: the short bar on the right edge.
        let column = VStack(alignment: .leading, spacing: 0) {
            Rectangle().frame(width: 20, height: 10)
            Rectangle().frame(width: 40, height: 10)
        }
        #expect(try Self.frames(column).map(\.minX) == [80, 80])
        #expect(try Self.rightToLeft(column).map(\.minX) == [100, 80])
        // A flexible frame's leading alignment and leading padding.
        let bar = Rectangle().frame(width: 50, height: 10).frame(maxWidth: .infinity, alignment: .leading)
        #expect(try Self.frames(bar).map(\.minX) == [0])
        #expect(try Self.rightToLeft(bar).map(\.minX) == [150])
        let padded = Rectangle().frame(height: 10).padding(.leading, 20)
        #expect(try Self.frames(padded) == [Rect(x: 20, y: 45, width: 180, height: 10)])
        #expect(try Self.rightToLeft(padded) == [Rect(x: 0, y: 45, width: 180, height: 10)])
    }

    @Test func positionsFlipAndOffsetsDoNot() throws {
        // position(x: 30): the centre 30 from the leading edge, the right one right to left.
        let placed = Rectangle().frame(width: 20, height: 10).position(x: 30, y: 50)
        #expect(try Self.frames(placed).map(\.minX) == [20])
        #expect(try Self.rightToLeft(placed).map(\.minX) == [160])
        // An offset moves the view from its (flipped) place by the same x either way.
        let moved = Rectangle().frame(width: 20, height: 10).frame(maxWidth: .infinity, alignment: .leading)
            .offset(x: 10)
        #expect(try Self.frames(moved).map(\.minX) == [10])
        #expect(try Self.rightToLeft(moved).map(\.minX) == [190])
    }

    @Test func onlyTheSubtreeFlips() throws {
        // A right-to-left row inside a left-to-right one: the outer row (90 wide, x 55...145)
        // keeps its order; the inner row's bars swap within its 50 points at 55...105.
        let outer = HStack(spacing: 0) {
            Self.bars.environment(\.layoutDirection, .rightToLeft)
            Rectangle().frame(width: 40, height: 10)
        }
        #expect(try Self.frames(outer).map(\.minX) == [85, 55, 105])
        // And a left-to-right row inside a right-to-left one keeps its own order.
        let inner = HStack(spacing: 0) {
            Self.bars.environment(\.layoutDirection, .leftToRight)
            Rectangle().frame(width: 40, height: 10)
        }
        #expect(try Self.rightToLeft(inner).map(\.minX) == [95, 115, 55])
    }

    /// A triangle pointing right, its base on the left edge of its frame.
    struct Arrow: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: rect.minX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
            return p
        }
    }

    /// The alpha of the pixels a quarter in from the left and from the right, 3 rows down: the
    /// arrow covers x 0...14 there.
    static func ends<V: View>(_ view: V) throws -> (left: UInt8, right: UInt8) {
        let image = try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 40, height: 20))
        return (image[10, 3].w, image[30, 3].w)
    }

    @Test func contentIsMirroredOnlyWhenItAsks() throws {
        let arrow = Arrow().fill(Color.black).frame(width: 40, height: 20)
        // Shapes are drawn as they are either way: near the base (left) covered, the right not.
        let ltr = try Self.ends(arrow)
        let rtl = try Self.ends(arrow.environment(\.layoutDirection, .rightToLeft))
        #expect(ltr.left == 255 && ltr.right == 0)
        #expect(rtl == ltr)
        // flipsForRightToLeftLayoutDirection mirrors it right to left, and only then.
        let mirrored = arrow.flipsForRightToLeftLayoutDirection(true)
        #expect(try Self.ends(mirrored) == ltr)
        let flipped = try Self.ends(mirrored.environment(\.layoutDirection, .rightToLeft))
        #expect(flipped.left == ltr.right && flipped.right == ltr.left)
    }
}
