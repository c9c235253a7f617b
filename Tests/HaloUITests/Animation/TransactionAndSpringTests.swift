import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `transaction(_:)` rewriting a change's animation, `Spring`'s presets as functions, and a
/// shape animating its scale (`ScaledShape`'s animatable data), at times worked out by hand.
struct TransactionAndSpringTests {
    /// A bar whose width goes from 0 to 40 on appear, linearly over 1 s, its transaction
    /// rewritten by `transform`.
    struct Bar: View {
        let transform: (inout Transaction) -> Void
        @State private var wide = false
        var body: some View {
            Color.black.frame(width: wide ? 40 : 0, height: 10)
                .transaction(transform)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .onAppear { withAnimation(.linear(duration: 1)) { wide = true } }
        }
    }

    static func width<V: View>(_ view: V, at t: Double) throws -> Int {
        let image = try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 60, height: 20, at: t))
        return (0..<60).filter { image[$0, 5].w > 127 }.count
    }

    @Test func aTransactionRewritesTheAnimation() throws {
        // Unchanged: half way at 0.5 s.
        #expect(try Self.width(Bar { _ in }, at: 0.5) == 20)
        // Animation removed: the whole width at once.
        #expect(try Self.width(Bar { $0.animation = nil }, at: 0.5) == 40)
        #expect(try Self.width(Bar { $0.disablesAnimations = true }, at: 0.5) == 40)
        // Twice as long: a quarter at 0.5 s.
        #expect(try Self.width(Bar { $0.animation = .linear(duration: 2) }, at: 0.5) == 10)
    }

    @Test func springPresetsTakeADurationAndExtraBounce() {
        #expect(Spring.bouncy(duration: 0.4) == Spring(duration: 0.4, bounce: 0.3))
        #expect(Spring.snappy(duration: 0.2, extraBounce: 0.1) == Spring(duration: 0.2, bounce: 0.25))
        #expect(Spring.smooth(extraBounce: 0.05) == Spring(duration: 0.5, bounce: 0.05))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
    }

    /// A dot scaled from 0 to 1 on appear, linearly over 1 s (`Circle().scale`, animated).
    struct Dot: View {
        @State private var scale: CGFloat = 0
        var body: some View {
            Rectangle().scale(scale).fill(.black).frame(width: 40, height: 10)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .onAppear { withAnimation(.linear(duration: 1)) { scale = 1 } }
        }
    }

    @Test func aScaledShapeAnimatesItsScale() throws {
        // Half way: half of 40 wide.
        #expect(try Self.width(Dot(), at: 0.5) == 20)
        #expect(try Self.width(Dot(), at: 2) == 40)
    }
}
