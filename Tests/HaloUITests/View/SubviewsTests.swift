import HaloCore
import HaloUI
import Testing

/// iOS 18's custom containers as public code writes them: `Group(subviews:transform:)` over a
/// container's content, `ForEach(subviews:content:)`, and a `SubviewsCollection` rotated into an
/// array of `Subview`s (`Array(self[n...]) + Array(self[0..<n])`), against frames worked out by hand.
@Suite struct SubviewsTests {
    static func draws<V: View>(_ view: V) throws -> [Draw] {
        try ViewScene.scene(of: view, width: 200, height: 100, at: 0).layers.flatMap(\.allDraws)
    }

    /// A row of its content's subviews, rotated left by `by`.
    struct Rotated<Content: View>: View {
        let by: Int
        @ViewBuilder var content: Content
        var body: some View {
            Group(subviews: content) { collection in
                let n = by % collection.count
                let rotated = Array(collection[n...]) + Array(collection[0..<n])
                HStack(spacing: 0) {
                    ForEach(rotated) { subview in subview }
                }
            }
        }
    }

    /// A column of its content's subviews, each framed 50 wide, leading.
    struct Column<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            VStack(spacing: 0) {
                ForEach(subviews: content) { subview in
                    subview.frame(width: 50, alignment: .leading)
                }
            }
        }
    }

    static let red = RGBA(1, 59 / 255, 48 / 255, 1)
    static let blue = RGBA(0, 122 / 255, 1, 1)
    static let green = RGBA(52 / 255, 199 / 255, 89 / 255, 1)

    @Test func aGroupHandsItsTransformTheSubviews() throws {
        let row = Rotated(by: 1) {
            Color.red.frame(width: 10, height: 10)
            ForEach(0..<2) { _ in Color.green.frame(width: 5, height: 10) }
            Color.blue.frame(width: 20, height: 10)
        }
        // Four subviews (the ForEach gives two); rotated by one: green, green, blue, red, in a
        // row 40 wide centred at x = 80.
        let draws = try Self.draws(row)
        #expect(draws.map(\.paint) == [.solid(Self.green), .solid(Self.green), .solid(Self.blue), .solid(Self.red)])
        #expect(draws.map(\.shape.frame.minX) == [80, 85, 90, 110])
    }

    @Test func forEachOverSubviewsMakesAViewOfEach() throws {
        let column = Column {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }
        // A column 50 wide, 20 high, centred: (75, 40); each subview at its leading edge.
        #expect(
            try Self.draws(column).map(\.shape.frame) == [
                Rect(x: 75, y: 40, width: 10, height: 10), Rect(x: 75, y: 50, width: 20, height: 10),
            ])
    }

    @Test func subviewsHaveDistinctIdentities() throws {
        var ids: [Subview.ID] = []
        let group = Group(subviews: ForEach(0..<3) { Color.red.frame(width: 10, height: Double($0 + 1)) }) {
            collection in
            let _ = (ids = collection.map(\.id))
            collection
        }
        // The collection draws as the original view: three bars, drawn over each other.
        #expect(try Self.draws(group).count == 3)
        #expect(Set(ids).count == 3)
    }
}
