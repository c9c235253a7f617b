import Foundation
import HaloCore
import HaloUI
import Testing

/// `Text.fontDesign(_:)`: a `Text` in the design, so it can be resolved in a `GraphicsContext`.
struct TextFontDesignTests {
    /// The width a canvas measures for `text` resolved in its context.
    static func measuredWidth(_ text: Text) throws -> CGFloat {
        final class Box: @unchecked Sendable { var width: CGFloat = -1 }
        let box = Box()
        let canvas = Canvas { context, _ in
            box.width = context.resolve(text).measure(in: CGSize(width: 1000, height: 1000)).width
        }
        _ = try ViewScene.scene(of: canvas, width: 20, height: 20)
        return box.width
    }

    @Test func monospacedTextGivesNarrowAndWideLettersOneAdvance() throws {
        // Monospaced: "iiii" as wide as "WWWW"; in the default design "iiii" is narrower.
        let narrow = try Self.measuredWidth(Text("iiii").fontDesign(.monospaced).font(.title))
        let wide = try Self.measuredWidth(Text("WWWW").fontDesign(.monospaced).font(.title))
        #expect(narrow > 0 && abs(narrow - wide) < 0.01, "\(narrow) \(wide)")
        let plainNarrow = try Self.measuredWidth(Text("iiii").font(.title))
        let plainWide = try Self.measuredWidth(Text("WWWW").font(.title))
        #expect(plainNarrow < plainWide - 10, "\(plainNarrow) \(plainWide)")
    }

    @Test func theTextsOwnDesignWinsOverTheOneAroundIt() throws {
        final class Box: @unchecked Sendable { var widths: [CGFloat] = [] }
        let box = Box()
        let texts = [Text("iiii").fontDesign(.monospaced), Text("WWWW").fontDesign(.monospaced)]
        let canvas = Canvas { context, _ in
            for text in texts {
                box.widths.append(context.resolve(text).measure(in: CGSize(width: 999, height: 99)).width)
            }
        }
        _ = try ViewScene.scene(of: canvas.fontDesign(.serif), width: 20, height: 20)
        #expect(box.widths.count == 2 && abs(box.widths[0] - box.widths[1]) < 0.01, "\(box.widths)")
    }
}
