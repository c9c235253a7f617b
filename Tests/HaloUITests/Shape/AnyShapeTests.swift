import HaloCore
import HaloRender
import HaloUI
import Testing

/// `AnyShape` as public code writes it (`isCircular ? AnyShape(Circle()) : AnyShape(Capsule())`,
/// `shape.map(AnyShape.init)`): it draws as the shape it wraps.
@Suite struct AnyShapeTests {
    /// The pixel at (x, y) of a 40 x 40 render of `view` on white, RGBA8.
    static func pixel<V: View>(_ view: V, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try ViewRenderer(backend: .cpu).image(of: view, width: 40, height: 40, background: .white)
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    static func clipped(circular: Bool) -> some View {
        Rectangle().fill(Color.black).clipShape(circular ? AnyShape(Circle()) : AnyShape(Rectangle()))
    }

    @Test func anErasedShapeDrawsAsTheShapeItWraps() throws {
        // A circle of radius 20 leaves the corner (2, 2) outside; a rectangle covers it.
        #expect(try Self.pixel(Self.clipped(circular: true), 2, 2) == [255, 255, 255, 255])
        #expect(try Self.pixel(Self.clipped(circular: false), 2, 2) == [0, 0, 0, 255])
        #expect(try Self.pixel(Self.clipped(circular: true), 20, 20) == [0, 0, 0, 255])
        // Filled, it keeps the wrapped shape's own outline (an exact circle, a rounded rectangle).
        let optional: Circle? = Circle()
        let shape: AnyShape = optional.map(AnyShape.init) ?? AnyShape(RoundedRectangle(cornerRadius: 20))
        let draws = try ViewScene.scene(of: shape.fill(Color.red), width: 40, height: 40, at: 0).layers.flatMap(
            \.allDraws)
        #expect(draws.map(\.shape.kind) == [.circle])
        let rounded = try ViewScene.scene(
            of: AnyShape(RoundedRectangle(cornerRadius: 6)).fill(Color.red), width: 40, height: 40, at: 0
        ).layers.flatMap(\.allDraws)
        #expect(rounded.map(\.shape.cornerRadius) == [6])
    }

    @Test func anErasedShapeKeepsItsTrimAndInsets() throws {
        // Inset by 5 on every side: the 40 x 40 frame less 5 each way.
        let inset = try ViewScene.scene(
            of: AnyShape(Rectangle()).inset(by: 5).fill(Color.red), width: 40, height: 40, at: 0
        ).layers.flatMap(\.allDraws)
        #expect(inset.map(\.shape.frame) == [Rect(x: 5, y: 5, width: 30, height: 30)])
        let border = try ViewScene.scene(
            of: AnyShape(Capsule()).strokeBorder(Color.red, lineWidth: 4), width: 40, height: 40, at: 0
        ).layers.flatMap(\.allDraws)
        #expect(border.map(\.operation) == [.strokeBorder])
        let trimmed = try ViewScene.scene(
            of: AnyShape(Circle().trim(from: 0, to: 0.5)).stroke(Color.red), width: 40, height: 40, at: 0
        ).layers.flatMap(\.allDraws)
        #expect(trimmed.map(\.trimTo) == [0.5])
    }
}
