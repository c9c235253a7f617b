import HaloCore
import HaloRender
import HaloUI
import Testing

/// `Color.mix(with:by:in:)` (iOS 18): perceptual mixing in OKLab, device mixing in sRGB.
struct ColorMixTests {
    @Test func halfwayFromBlackToWhiteIsOKLabLightnessOneHalf() throws {
        // OKLab L = 0.5 with no chroma: linear light 0.5^3 = 0.125, sRGB-encoded
        // 1.055 x 0.125^(1/2.4) - 0.055 = 0.3886 (99 of 255), worked by hand.
        let grey = Color.black.mix(with: .white, by: 0.5)
        #expect(abs(grey.rgba.r - 0.3886) < 0.001 && abs(grey.rgba.b - 0.3886) < 0.001)
        let image = try ViewRenderer(backend: .cpu).image(of: Rectangle().fill(grey), width: 4, height: 4)
        #expect(abs(Int(image[2, 2].x) - 99) <= 1)
    }

    @Test func deviceMixingIsHalfwayInTheEncodedComponents() {
        let red = Color(red: 1, green: 0, blue: 0)
        let mixed = red.mix(with: Color(red: 0, green: 0, blue: 1, opacity: 0), by: 0.25, in: .device)
        #expect(mixed.rgba == RGBA(0.75, 0, 0.25, 0.75))
    }

    @Test func theEndsAreTheColoursThemselvesAndFractionsClamp() {
        let (a, b) = (Color(red: 0.2, green: 0.6, blue: 0.9), Color(red: 0.9, green: 0.3, blue: 0.1))
        for (fraction, end) in [(0.0, a), (1.0, b), (-2.0, a), (7.0, b)] {
            let m = a.mix(with: b, by: fraction).rgba
            #expect(abs(m.r - end.rgba.r) < 1e-6 && abs(m.g - end.rgba.g) < 1e-6 && abs(m.b - end.rgba.b) < 1e-6)
        }
    }
}
