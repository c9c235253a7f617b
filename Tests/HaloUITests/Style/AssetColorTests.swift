import HaloCPU
import HaloUI
import Testing

/// Asset catalog colours (`Color("name")`, Xcode's `ColorResource` symbols) draw as the
/// documented placeholder, UIKit's system grey; `Color` is `Hashable` for `ForEach(id: \.self)`.

extension ColorResource {
    fileprivate static let brand = ColorResource(name: "brand", bundle: .main)
}

extension ShapeStyle where Self == Color {
    fileprivate static var theme: Color { Color("theme") }
}

struct AssetColorTests {
    /// The pixels at (x, 5) of `view` on a 30 x 10 canvas.
    static func render<V: View>(_ view: V) throws -> (Int) -> SIMD4<UInt8> {
        let image = try CPURenderer(threads: 1).render(ViewScene.scene(of: view, width: 30, height: 10))
        return { x in image[x, 5] }
    }

    @Test func assetColoursDrawTheSystemGreyPlaceholder() throws {
        let grey: SIMD4<UInt8> = [142, 142, 147, 255]
        #expect(try Self.render(Color("GoldColor"))(15) == grey)
        #expect(try Self.render(Color("GoldColor", bundle: .main))(15) == grey)
        #expect(try Self.render(Color(.brand))(15) == grey)
        #expect(try [127, 128].contains(Self.render(Rectangle().foregroundStyle(.theme.opacity(0.5)))(15)[3]))
        // A control: a colour that is not an asset's draws itself.
        #expect(try Self.render(Color.blue)(15) == [0, 122, 255, 255])
    }

    @Test func colorsAreHashableForForEach() throws {
        let colors: [Color] = [.red, .green, .blue]
        #expect(Set(colors + [.red]).count == 3)
        let row = HStack(spacing: 0) {
            ForEach(colors, id: \.self) { color in color.frame(width: 10, height: 10) }
        }
        let image = try Self.render(row)
        #expect(image(5) == [255, 59, 48, 255])
        #expect(image(15) == [52, 199, 89, 255])
        #expect(image(25) == [0, 122, 255, 255])
    }
}
