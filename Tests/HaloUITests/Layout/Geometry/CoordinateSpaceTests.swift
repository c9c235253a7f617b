import HaloCore
import HaloUI
import Testing

/// `coordinateSpace(name:)` and `coordinateSpace(.named(...))` with `GeometryProxy.frame(in:)`,
/// as public code writes them, against frames worked out by hand (docs/semantics.md, "Named
/// coordinate spaces").
@Suite struct CoordinateSpaceTests {
    static func frames<V: View>(_ view: V) throws -> [Rect] {
        try ViewScene.scene(of: view, width: 200, height: 100, at: 0).layers.flatMap(\.allDraws).map(\.shape.frame)
    }

    /// A reader that draws a bar as wide and high as its frame's origin in `space`.
    struct Origin: View {
        let space: CoordinateSpace
        var body: some View {
            GeometryReader { proxy in
                let f = proxy.frame(in: space)
                Rectangle().frame(width: f.minX, height: f.minY)
            }
        }
    }

    @Test func aNamedSpaceMeasuresFromItsViewsCorner() throws {
        // The named view is the canvas less 10 all round: (10, 10); the reader is 30 and 20
        // further in: (40, 30) on the canvas, (30, 20) in the named space.
        let named = Origin(space: .named("box")).padding(.leading, 30).padding(.top, 20)
            .coordinateSpace(name: "box").padding(10)
        #expect(try Self.frames(named) == [Rect(x: 40, y: 30, width: 30, height: 20)])
        let global = Origin(space: .global).padding(.leading, 30).padding(.top, 20)
            .coordinateSpace(name: "box").padding(10)
        #expect(try Self.frames(global) == [Rect(x: 40, y: 30, width: 40, height: 30)])
        // A name no view around has: the canvas's space, as SwiftUI falls back to global.
        let unknown = Origin(space: .named("other")).padding(.leading, 30).padding(.top, 20)
            .coordinateSpace(name: "box").padding(10)
        #expect(try Self.frames(unknown) == [Rect(x: 40, y: 30, width: 40, height: 30)])
    }

    @Test func theNearestSpaceOfANameWinsAndTheNewSpellingWorks() throws {
        let nested = GeometryReader { proxy in
            let f = proxy.frame(in: .named("grid"))
            Rectangle().frame(width: f.minX + 1, height: f.minY + 1)
        }
        .padding(5).coordinateSpace(.named("grid")).padding(20).coordinateSpace(name: "grid")
        // The inner space is at (20, 20), the reader at (25, 25): 5 in, plus 1.
        #expect(try Self.frames(nested) == [Rect(x: 25, y: 25, width: 6, height: 6)])
    }
}
