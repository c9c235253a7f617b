import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import HaloUI
import Testing

/// `CGMutablePath` built as Core Graphics code builds it, drawn through `Path(_:)` in a Canvas,
/// against pixels and bounds worked out by hand.
struct CGPathTests {
    static func render<V: View>(_ view: V) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 60, height: 40))
    }

    @Test func aClockHandStrokesFromTheCentre() throws {
        // The AnalogClock corpus file's hand: a move to the centre and a line out.
        func hand(_ end: CGPoint) -> CGMutablePath {
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 30, y: 20))
            path.addLine(to: end)
            return path
        }
        let canvas = Canvas { context, _ in
            context.stroke(Path(hand(CGPoint(x: 50, y: 20))), with: .color(.white), lineWidth: 4)
        }
        let image = try Self.render(canvas)
        // A 4-point line from x 30 to 50 along y 18..<22 (butt caps).
        #expect(image[40, 19] == SIMD4(255, 255, 255, 255) && image[40, 20].w == 255)
        #expect(image[40, 16].w == 0 && image[40, 23].w == 0)
        #expect(image[28, 20].w == 0 && image[52, 20].w == 0)
    }

    @Test func shapesTakeTheirTransformAndReportTheirBounds() throws {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 20, y: 5))
        path.addEllipse(in: CGRect(x: 40, y: 20, width: 10, height: 16))
        #expect(path.boundingBox == CGRect(x: 20, y: 5, width: 30, height: 31))
        #expect(!path.isEmpty && CGMutablePath().isEmpty)
        let image = try Self.render(Canvas { context, _ in context.fill(Path(path), with: .color(.white)) })
        #expect(image[25, 10].w == 255 && image[19, 10].w == 0 && image[31, 10].w == 0)
        #expect(image[45, 28].w == 255 && image[40, 20].w == 0)
        // A quarter arc about (10, 30) from angle 0 to pi / 2, joined to the point before it.
        let arc = CGMutablePath()
        arc.move(to: CGPoint(x: 0, y: 30))
        arc.addArc(center: CGPoint(x: 10, y: 30), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(arc.currentPoint.x - 10) < 1e-9 && abs(arc.currentPoint.y - 35) < 1e-9)
        #expect(Path(arc).cgPath == arc as CGPath)
    }
}
