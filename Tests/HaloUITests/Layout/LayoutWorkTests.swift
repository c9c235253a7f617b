import HaloCore
import Testing

@testable import HaloUI

/// The layout's work: each view works out its size once per proposal, however deep the stacks.
struct LayoutWorkTests {
    /// `depth` stacks, alternating columns and rows, each holding a leaf and the next stack.
    static func nested(_ depth: Int) -> [LayoutNode] {
        func level(_ d: Int) -> AnyNested {
            d == 0 ? AnyNested(Rectangle().frame(width: 4, height: 4)) : AnyNested(d, level(d - 1))
        }
        return LayoutNode.nodes(of: level(depth), 0)
    }

    @Test func nestedStacksMeasureEachViewOncePerProposal() throws {
        var counts: [Int] = []
        for depth in [4, 8, 16] {
            let count = MeasurementCount()
            Ambient.$measurements.withValue(count) {
                let root = LayoutNode.stacked(Self.nested(depth))
                let size = root.size(ProposedSize(width: 400, height: 400))
                _ = root.draw(Rect(x: 0, y: 0, width: size.width, height: size.height))
            }
            counts.append(count.count)
        }
        print("layout measurements at depth 4, 8, 16: \(counts)")
        // Linear in the depth: doubling the stacks at most doubles the work (plus a constant),
        // where measuring each child three times per question would multiply it by 3^depth.
        #expect(counts[1] <= 2 * counts[0] + 16 && counts[2] <= 2 * counts[1] + 16, "\(counts)")
        #expect(counts[2] < 2_000, "\(counts)")
    }
}

/// A leaf, or a column or row (alternating with the depth) of a leaf and a deeper stack.
struct AnyNested: HaloUI.View, PrimitiveView {
    let make: (Double) -> [LayoutNode]

    init<V: HaloUI.View>(_ leaf: V) { make = { LayoutNode.nodes(of: leaf, $0) } }

    init(_ depth: Int, _ inner: AnyNested) {
        if depth.isMultiple(of: 2) {
            let stack = VStack(spacing: 2) {
                Rectangle().frame(height: 3)
                inner
            }
            make = { LayoutNode.nodes(of: stack, $0) }
        } else {
            let stack = HStack(spacing: 2) {
                Rectangle().frame(width: 3)
                inner
            }
            make = { LayoutNode.nodes(of: stack, $0) }
        }
    }

    var body: Never { fatalError("a primitive") }

    func nodes(_ time: Double) -> [LayoutNode] { make(time) }
}
