import HaloRender
import HaloUI
import Testing

/// `.tint` as a shape style (SwiftUI's `TintShapeStyle`) draws the tint in force.
struct TintShapeStyleTests {
    @Test func aForegroundOfTintTakesTheTintSetAboveIt() throws {
        let view = Rectangle().foregroundStyle(.tint).tint(Color(red: 0, green: 1, blue: 0))
        let image = try ViewRenderer(backend: .cpu).image(of: view, width: 8, height: 8)
        #expect(image[4, 4].x == 0 && image[4, 4].y == 255 && image[4, 4].z == 0)
    }

    @Test func withoutATintItIsTheAccentColour() throws {
        // iOS's system blue in the light appearance: (0, 122, 255).
        let image = try ViewRenderer(backend: .cpu).image(of: Circle().fill(.tint), width: 8, height: 8)
        #expect(image[4, 4].x == 0 && abs(Int(image[4, 4].y) - 122) <= 1 && image[4, 4].z == 255)
    }
}
