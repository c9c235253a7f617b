import HaloUI
import Testing

/// `Angle` arithmetic as SwiftUI code writes it (`rotation += .degrees(360)`, `angle * 2`,
/// `-angle`), against sums done by hand in degrees.
struct AngleArithmeticTests {
    @Test func anglesAddScaleAndCompareByDegrees() {
        var rotation: Angle = .degrees(270)
        rotation += .degrees(360)
        #expect(rotation.degrees == 630)
        #expect((Angle.degrees(90) - .radians(Double.pi)).degrees == -90)
        #expect((-Angle.degrees(30)).degrees == -30)
        #expect((Angle.degrees(30) * 3).degrees == 90 && (2 * Angle.degrees(30)).degrees == 60)
        #expect((Angle.degrees(90) / 2).degrees == 45)
        #expect(Angle.degrees(10) < .degrees(20) && Angle() == .zero)
        #expect(Set([Angle.degrees(1), .degrees(1), .degrees(2)]).count == 2)
        var a = Angle.degrees(45)
        a.animatableData = Double.pi
        #expect(a.degrees == 180)
    }
}
