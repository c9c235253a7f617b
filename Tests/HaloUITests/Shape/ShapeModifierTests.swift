import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import HaloUI
import Testing

/// Shape modifiers as SwiftUI code writes them (`Circle().inset(by:)`, `scale`, `rotation`,
/// `offset`, fill then stroke, `Path.strokedPath`, `trimmedPath`), checked at pixels whose
/// coverage follows from the geometry by hand.
struct ShapeModifierTests {
    static func render<V: View>(_ view: V, _ width: Double = 40, _ height: Double = 40) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: width, height: height))
    }

    static func alpha(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> UInt8 { image[x, y].w }

    @Test func anInsetCircleIsSmallerByTheInsetOnEverySide() throws {
        // A circle of radius 20 about (20, 20) inset by 8: radius 12, so x 8...32 on its middle row.
        let image = try Self.render(Circle().inset(by: 8).fill(.black))
        #expect(Self.alpha(image, 6, 20) == 0 && Self.alpha(image, 10, 20) == 255)
        #expect(Self.alpha(image, 29, 20) == 255 && Self.alpha(image, 33, 20) == 0)
        // strokeBorder on the inset circle: a ring 2 wide inside radius 12 (x 8...10).
        let ring = try Self.render(Circle().inset(by: 8).strokeBorder(.black, lineWidth: 2))
        #expect(Self.alpha(ring, 9, 20) == 255 && Self.alpha(ring, 12, 20) == 0 && Self.alpha(ring, 20, 20) == 0)
    }

    @Test func anInsetRoundedRectangleLosesTheInsetFromItsCorners() throws {
        // Radius 10 inset by 10: square corners at (10, 10).
        let image = try Self.render(RoundedRectangle(cornerRadius: 10).inset(by: 10).fill(.black))
        #expect(Self.alpha(image, 10, 10) == 255 && Self.alpha(image, 9, 9) == 0)
    }

    @Test func scaledRotatedAndOffsetShapesMoveInTheirFrame() throws {
        // Half of 40 about the centre: x 10...30.
        let half = try Self.render(Rectangle().scale(0.5).fill(.black))
        #expect(Self.alpha(half, 9, 20) == 0 && Self.alpha(half, 11, 20) == 255 && Self.alpha(half, 31, 20) == 0)
        // Scaled about the top-left corner: x 0...20, y 0...10.
        let corner = try Self.render(Rectangle().scale(x: 0.5, y: 0.25, anchor: .topLeading).fill(.black))
        #expect(Self.alpha(corner, 19, 9) == 255 && Self.alpha(corner, 21, 9) == 0 && Self.alpha(corner, 19, 11) == 0)
        // A bar 40 x 4 across the middle turned 90 degrees: 4 x 40 down the middle.
        let turned = try Self.render(Rectangle().rotation(.degrees(90)).fill(.black).frame(width: 40, height: 4))
        #expect(Self.alpha(turned, 20, 2) == 255 && Self.alpha(turned, 5, 20) == 0)
        // Moved 10 right inside its frame: x 10...40 of a 30-wide frame.
        let moved = try Self.render(Rectangle().offset(x: 10).fill(.black).frame(width: 30, height: 40), 40, 40)
        // The frame is centred: x 5...35, the shape 15...45 (cut at 40).
        #expect(Self.alpha(moved, 13, 20) == 0 && Self.alpha(moved, 17, 20) == 255 && Self.alpha(moved, 38, 20) == 255)
    }

    @Test func aFilledShapeStrokedDrawsTheStrokeOverTheFill() throws {
        let image = try Self.render(Rectangle().fill(.red).stroke(.blue, lineWidth: 4).padding(5))
        // Fill: x 5...35; the stroke 4 wide centred on its edge: 3...7.
        func isRed(_ p: SIMD4<UInt8>) -> Bool { p.x == 255 && p.z < 100 && p.w == 255 }
        func isBlue(_ p: SIMD4<UInt8>) -> Bool { p.x == 0 && p.z == 255 && p.w == 255 }
        #expect(isRed(image[20, 20]) && isRed(image[8, 20]))
        #expect(isBlue(image[5, 20]) && isBlue(image[4, 20]) && isBlue(image[6, 20]))
        #expect(image[1, 20].w == 0)
    }

    @Test func aStrokedPathFillsAsTheStroke() throws {
        let line = Path { p in
            p.move(to: CGPoint(x: 10, y: 20))
            p.addLine(to: CGPoint(x: 30, y: 20))
        }
        let outline = line.strokedPath(StrokeStyle(lineWidth: 6))
        // A butt-capped band y 17...23, x 10...30: two closed contours' worth of area.
        let image = try Self.render(outline.fill(.black))
        #expect(Self.alpha(image, 20, 18) == 255 && Self.alpha(image, 20, 22) == 255)
        #expect(Self.alpha(image, 20, 24) == 0 && Self.alpha(image, 8, 20) == 0 && Self.alpha(image, 31, 20) == 0)
        let round = line.strokedPath(StrokeStyle(lineWidth: 6, lineCap: .round))
        #expect(try Self.alpha(Self.render(round.fill(.black)), 8, 20) == 255)
        // Dashed 4 on, 4 off: x 10...14 inked, 14...18 not.
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 6, dash: [4, 4]))
        let d = try Self.render(dashed.fill(.black))
        #expect(Self.alpha(d, 12, 20) == 255 && Self.alpha(d, 16, 20) == 0)
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    }

    @Test func aTrimmedPathIsThePartBetweenTheFractions() throws {
        let line = Path { p in
            p.move(to: CGPoint(x: 0, y: 20))
            p.addLine(to: CGPoint(x: 40, y: 20))
        }
        let first = line.trimmedPath(from: 0, to: 0.5)
        #expect(first.currentPoint == CGPoint(x: 20, y: 20))
        let image = try Self.render(first.stroke(.black, lineWidth: 4))
        #expect(Self.alpha(image, 10, 20) == 255 && Self.alpha(image, 30, 20) == 0)
    }
}

/// `UnevenRoundedRectangle` and `.rect(topLeadingRadius:...)`: each corner its own radius.
struct UnevenRoundedRectangleTests {
    @Test func eachCornerHasItsOwnRadius() throws {
        let shape = Rectangle().fill(.black).clipShape(.rect(topLeadingRadius: 20, bottomTrailingRadius: 0))
        let image = try ShapeModifierTests.render(shape)
        // The top-left corner cut by a circle of radius 20 about (20, 20): (3, 3) is outside it,
        // 24 from the centre; the other corners square.
        #expect(image[3, 3].w == 0 && image[37, 37].w == 255 && image[37, 2].w == 255 && image[2, 37].w == 255)
        // On the circle's inside: (8, 8) is 17 from the centre.
        #expect(image[8, 8].w == 255)
        let all = UnevenRoundedRectangle(
            cornerRadii: RectangleCornerRadii(
                topLeading: 10, bottomLeading: 10,
                bottomTrailing: 10, topTrailing: 10))
        let round = try ShapeModifierTests.render(all.fill(.black))
        #expect(round[1, 1].w == 0 && round[38, 38].w == 0 && round[20, 20].w == 255)
    }
}

/// `RoundedRectangle(cornerSize:)`: corners of the size's width.
struct RoundedRectangleCornerSizeTests {
    @Test func aCornerSizeIsItsRadius() throws {
        let image = try ShapeModifierTests.render(
            RoundedRectangle(cornerSize: CGSize(width: 20, height: 20)).fill(.black))
        // Radius 20 about (20, 20): (3, 3) is outside, (8, 8) inside; a square corner has both.
        #expect(image[3, 3].w == 0 && image[8, 8].w == 255)
        #expect(RoundedRectangle(cornerSize: .zero).cornerRadius == 0)
    }
}
