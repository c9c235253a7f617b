import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import HaloUI
import Testing

/// `trim(from:to:)` on a shape of several subpaths, written as public code writes it (a custom
/// `Shape` of two subpaths, as one tracing its outline twice), checked at pixels whose coverage
/// follows from the geometry by hand.
struct TrimAcrossSubpathsTests {
    /// Two horizontal lines, each its own subpath: y = 10 and y = 30, x 10...90 (80 long each).
    struct TwoLines: HaloUI.Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: 10, y: 10))
            path.addLine(to: CGPoint(x: 90, y: 10))
            path.move(to: CGPoint(x: 10, y: 30))
            path.addLine(to: CGPoint(x: 90, y: 30))
            return path
        }
    }

    static func render<V: View>(_ view: V, _ width: Double = 100, _ height: Double = 40) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: width, height: height))
    }

    @Test func aTrimCountsThroughEverySubpathAsOneDrawing() throws {
        // 160 points in all; 0.25...0.75 is 40...120: the first line from x = 50 on, the second
        // up to x = 50 (each line trimmed by its own fractions would draw x 30...70 twice).
        let image = try Self.render(
            TwoLines().trim(from: 0.25, to: 0.75).stroke(Color.black, style: StrokeStyle(lineWidth: 4))
                .frame(width: 100, height: 40))
        #expect(image[80, 10].w == 255 && image[60, 10].w == 255)
        #expect(image[40, 10].w == 0 && image[20, 10].w == 0)
        #expect(image[20, 30].w == 255 && image[40, 30].w == 255)
        #expect(image[60, 30].w == 0 && image[80, 30].w == 0)
    }

    @Test func aTrimmedPathKeepsTheSameShareOfTheWholePath() throws {
        // The first half of the two lines is the first line whole, the second not at all.
        let half = TwoLines().path(in: CGRect(x: 0, y: 0, width: 100, height: 40)).trimmedPath(from: 0, to: 0.5)
        let image = try Self.render(half.stroke(Color.black, lineWidth: 4).frame(width: 100, height: 40))
        #expect(image[20, 10].w == 255 && image[70, 10].w == 255)
        #expect(image[20, 30].w == 0 && image[70, 30].w == 0)
    }
}
