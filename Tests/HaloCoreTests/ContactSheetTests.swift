import HaloCore
import Testing

/// `ContactSheet`: stills in rows, separated by gaps of the sheet's background.
struct ContactSheetTests {
    static func still(_ value: UInt8) -> Image {
        var image = Image(width: 4, height: 2)
        for y in 0..<2 {
            for x in 0..<4 { image[x, y] = SIMD4(value, 0, 0, 255) }
        }
        return image
    }

    @Test func stillsGoInRowsWithGaps() {
        let sheet = ContactSheet.compose([Self.still(10), Self.still(20), Self.still(30)], columns: 2)
        #expect(sheet.width == 2 * 4 + ContactSheet.gap && sheet.height == 2 * 2 + ContactSheet.gap)
        #expect(sheet[0, 0].x == 10 && sheet[3, 1].x == 10)
        #expect(sheet[8, 0].x == 20 && sheet[11, 1].x == 20)
        #expect(sheet[0, 6].x == 30 && sheet[3, 7].x == 30)
        // The gaps, and the cell the last row leaves empty.
        #expect(sheet[5, 0] == ContactSheet.background && sheet[0, 3] == ContactSheet.background)
        #expect(sheet[9, 7] == ContactSheet.background)
        // One row by default.
        let strip = ContactSheet.compose([Self.still(10), Self.still(20), Self.still(30)])
        #expect(strip.width == 3 * 4 + 2 * ContactSheet.gap && strip.height == 2)
        #expect(ContactSheet.compose([]).width == 0)
    }
}
