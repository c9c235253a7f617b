import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import HaloUI
import Testing

/// `background(_:in:fillStyle:)`, `background(in:)` and the angular gradients' other
/// initializers, as glassmorphism and border code writes them.
struct BackgroundShapeTests {
    static func render<V: View>(_ view: V, _ width: Double = 40, _ height: Double = 40) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: width, height: height))
    }

    @Test func aStyleInAShapeFillsTheShapeUnderTheView() throws {
        let view = Color.clear.frame(width: 40, height: 40).background(Color.black, in: Circle())
        let image = try Self.render(view)
        // The circle of radius 20: its centre inked, the corner not.
        #expect(image[20, 20] == SIMD4(0, 0, 0, 255) && image[1, 1].w == 0)
        // Under the view: a view over it covers it.
        let covered = try Self.render(Color.white.frame(width: 10, height: 10).background(.black, in: Rectangle()))
        #expect(covered[20, 20] == SIMD4(255, 255, 255, 255))
        // `background(in:)` fills with the background style: white.
        let plain = try Self.render(Color.clear.frame(width: 40, height: 40).background(in: Capsule()))
        #expect(plain[20, 20] == SIMD4(255, 255, 255, 255) && plain[0, 0].w == 0)
        let style = try Self.render(Rectangle().fill(.background))
        #expect(style[5, 5] == SIMD4(255, 255, 255, 255))
    }

    @Test func angularGradientsOfAnAngleTurnOnceFromIt() throws {
        let g = Gradient(colors: [.red, .blue])
        let turned = AngularGradient(gradient: g, center: .center, angle: .degrees(300))
        #expect(turned.startAngle == .degrees(300) && turned.endAngle == .degrees(660))
        let spanned = AngularGradient(
            colors: [.red, .blue], center: .top, startAngle: .degrees(10), endAngle: .degrees(90))
        #expect(spanned.startAngle == .degrees(10) && spanned.endAngle == .degrees(90) && spanned.center == .top)
        let stops = AngularGradient(stops: [.init(color: .red, location: 0)], center: .center, startAngle: .zero)
        #expect(stops.endAngle == .degrees(360))
        // Drawn: a gradient from red at 0 degrees (3 o'clock) to blue a full turn later, so
        // just below 3 o'clock is near red and just above it near blue.
        let image = try Self.render(Rectangle().fill(.conicGradient(g, center: .center)))
        #expect(image[38, 21].x > 200 && image[38, 21].z < 60)
        #expect(image[38, 19].z > 200 && image[38, 19].x < 60)
    }
}
