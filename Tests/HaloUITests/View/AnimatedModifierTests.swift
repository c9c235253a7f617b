import Foundation
import HaloRender
import HaloUI
import Testing

/// `ViewModifier.animation(_:)`: the modifier's animatable values animate with its animation.
struct AnimatedModifierTests {
    /// Moves its content `x` points right, as an animatable modifier.
    struct Shift: AnimatableModifier {
        var x: Double
        var animatableData: Double {
            get { x }
            set { x = newValue }
        }

        func body(content: Content) -> some View { content.offset(x: x) }
    }

    /// A 10-point black square at the left of a 100 x 10 canvas, shifted to x = 80 on appearing.
    struct Mover: View {
        let animated: Bool
        @State private var x = 0.0

        var body: some View {
            ZStack(alignment: .leading) {
                Color(red: 1, green: 1, blue: 1)
                Color(red: 0, green: 0, blue: 0).frame(width: 10, height: 10)
                    .modifier(Shift(x: x).animation(animated ? .linear(duration: 1) : nil))
            }
            .onAppear { x = 80 }
        }
    }

    @Test func halfwayThroughALinearSecondTheSquareIsHalfwayAcross() throws {
        // Linear over 1 s from 0 to 80: at 0.5 s the square spans x 40...50.
        let image = try ViewRenderer(backend: .cpu).image(of: Mover(animated: true), width: 100, height: 10, at: 0.5)
        #expect(image[45, 5].x == 0 && image[85, 5].x == 255 && image[5, 5].x == 255)
    }

    @Test func withoutAnAnimationItJumps() throws {
        let image = try ViewRenderer(backend: .cpu).image(of: Mover(animated: false), width: 100, height: 10, at: 0.5)
        #expect(image[85, 5].x == 0 && image[45, 5].x == 255)
    }
}
