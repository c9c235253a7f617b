import struct HaloCore.Image
import HaloRender
import HaloUI
import Testing

/// A gradient of missing asset colours is the placeholder grey wherever it shows, masked or not:
/// GradientBorderCards' rotating border band over its black card is grey (as its asset
/// background is), so the card looks notched where the band covers its edge; it is not black.
@Suite struct MissingAssetGradientTests {
    static func pixel(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    @Test func aBandOfMissingColoursIsThePlaceholderGrey() throws {
        let view = ZStack {
            Color.white
            RoundedRectangle(cornerRadius: 4).frame(width: 40, height: 40).foregroundColor(.black)
            RoundedRectangle(cornerRadius: 4)
                .frame(width: 20, height: 60)
                .foregroundStyle(
                    LinearGradient(
                        gradient: Gradient(colors: [Color("lt"), Color("lb")]), startPoint: .top, endPoint: .bottom)
                )
                .mask {
                    RoundedRectangle(cornerRadius: 4).stroke(lineWidth: 4).frame(width: 38, height: 38)
                }
        }
        let image = try ViewRenderer(backend: .cpu).image(of: view, width: 60, height: 60)
        // UIKit's systemGray (142, 142, 147), `Color.missingAsset`: on the band, where the bar crosses the
        // card's top edge (the stroke's band spans rows 9 to 13, the bar columns 20 to 40).
        #expect(Self.pixel(image, 30, 11) == [142, 142, 147, 255])
        // The card's own edge away from the bar, and its middle, stay black.
        #expect(Self.pixel(image, 14, 11) == [0, 0, 0, 255])
        #expect(Self.pixel(image, 30, 30) == [0, 0, 0, 255])
    }
}
