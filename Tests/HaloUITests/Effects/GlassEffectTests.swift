import HaloRender
import HaloUI
import Testing

/// `glassEffect(_:in:)` (iOS 26) drawn as a translucent light material in a capsule by default.
struct GlassEffectTests {
    /// A 40 x 20 glass on black, in a 60 x 40 canvas: the glass spans x 10...50, y 10...30.
    struct Pane: View {
        let glass: Glass
        var body: some View {
            ZStack {
                Color(red: 0, green: 0, blue: 0)
                Color.clear.frame(width: 40, height: 20).glassEffect(glass)
            }
        }
    }

    @Test func theRegularGlassIsTheRegularMaterialInACapsule() throws {
        let image = try ViewRenderer(backend: .cpu).image(of: Pane(glass: .regular), width: 60, height: 40)
        // Over black, the regular material's light fill (0.97) at opacity 0.65: 0.65 x 247 = 161.
        #expect(abs(Int(image[30, 20].x) - 161) <= 3)
        // The capsule's ends are round: the frame's corner pixel lies outside it (radius 10).
        #expect(image[10, 10].x == 0)
    }

    @Test func aTintedGlassLeansToItsTint() throws {
        let glass = Glass.regular.tint(Color(red: 1, green: 0, blue: 0)).interactive()
        let image = try ViewRenderer(backend: .cpu).image(of: Pane(glass: glass), width: 60, height: 40)
        #expect(image[30, 20].x > image[30, 20].y + 50)
    }

    @Test func theIdentityGlassDrawsNothing() throws {
        let image = try ViewRenderer(backend: .cpu).image(of: Pane(glass: .identity), width: 60, height: 40)
        #expect(image[30, 20].x == 0)
    }
}
