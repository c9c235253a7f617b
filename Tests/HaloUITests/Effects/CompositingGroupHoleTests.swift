import HaloCore
import HaloRender
import HaloUI
import Testing

/// `compositingGroup()` and `drawingGroup()` as public code writes them: a card cut by a
/// `destinationOut` circle shows what lies behind the card through the hole.
@Suite struct CompositingGroupHoleTests {
    static func pixel<V: View>(_ view: V, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try ViewRenderer(backend: .cpu).image(of: view, width: 40, height: 40, background: .white)
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    static func card(grouped: Bool) -> some View {
        ZStack {
            Color.red
            if grouped {
                ZStack {
                    Color.black
                    Circle().fill(.white).frame(width: 20, height: 20).blendMode(.destinationOut)
                }
                .compositingGroup()
            } else {
                ZStack {
                    Color.black
                    Circle().fill(.white).frame(width: 20, height: 20).blendMode(.destinationOut)
                }
                .drawingGroup()
            }
        }
    }

    @Test func aHoleInAGroupShowsWhatIsBehindIt() throws {
        // SwiftUI's red (255, 59, 48) through the hole at the centre; the card black at a corner.
        for grouped in [true, false] {
            let hole = try Self.pixel(Self.card(grouped: grouped), 20, 20)
            #expect(hole == [255, 59, 48, 255], "\(hole)")
            #expect(try Self.pixel(Self.card(grouped: grouped), 2, 2) == [0, 0, 0, 255])
        }
    }
}
