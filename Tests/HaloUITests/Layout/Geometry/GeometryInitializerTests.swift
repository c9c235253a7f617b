import HaloCPU
import HaloCore
import HaloUI
import Testing

/// The geometry values' initializers as public code writes them: `Axis(rawValue:)`, an edge set
/// of one edge, `EdgeInsets()` and `UnitPoint()`.
struct GeometryInitializerTests {
    @Test func anAxisIsMadeFromItsRawValue() {
        #expect(Axis(rawValue: 0) == .horizontal)
        #expect(Axis(rawValue: 1) == .vertical)
        #expect(Axis(rawValue: 2) == nil)
        #expect(Axis.vertical.rawValue == 1)
    }

    @Test func anEdgeSetOfOneEdgeIsThatEdgesMember() {
        #expect(Edge.Set(.top) == .top && Edge.Set(.leading) == .leading)
        #expect(Edge.Set(.bottom) == .bottom && Edge.Set(.trailing) == .trailing)
        #expect(Edge.Set(.top) != Edge.Set(.bottom))
        #expect(HorizontalEdge.Set(.leading) == .leading && HorizontalEdge.Set(.trailing) == .trailing)
        #expect(VerticalEdge.Set(.top) == .top && VerticalEdge.Set(.bottom) == .bottom)
        // Built from each case, the sets add up to all.
        let all = Edge.allCases.reduce(into: Edge.Set()) { $0.insert(Edge.Set($1)) }
        #expect(all == .all)
    }

    @Test func emptyInsetsPadNothingAndTheZeroPointIsTheTopLeft() throws {
        #expect(EdgeInsets() == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(UnitPoint() == UnitPoint(x: 0, y: 0) && UnitPoint.zero == .topLeading)
        // A 10 x 10 red square on blue, padded by no insets stays 10 x 10: its pixels at x 15...25 of 40.
        let padded = Color.red.frame(width: 10, height: 10).padding(EdgeInsets()).background(Color.blue)
        let image = try CPURenderer(threads: 1).render(ViewScene.scene(of: padded, width: 40, height: 40))
        func px(_ x: Int, _ y: Int) -> [UInt8] { Array(image.pixels[(y * 40 + x) * 4..<(y * 40 + x) * 4 + 4]) }
        #expect(px(16, 16)[0] == 255 && px(16, 16)[2] < 100 && px(16, 16)[3] == 255)  // red, not blue
        #expect(px(14, 20)[3] == 0)  // no blue padding beside it
        // Scaled by 2 about UnitPoint(), the top-left corner stays at (15, 15): red to x 35.
        let scaled = Color.red.frame(width: 10, height: 10).scaleEffect(2, anchor: UnitPoint())
        let big = try CPURenderer(threads: 1).render(ViewScene.scene(of: scaled, width: 40, height: 40))
        #expect(big.pixels[(20 * 40 + 33) * 4 + 3] == 255 && big.pixels[(20 * 40 + 13) * 4 + 3] == 0)
    }
}
