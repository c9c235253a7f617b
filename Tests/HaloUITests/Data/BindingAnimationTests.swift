import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `Binding.animation(_:)` and `Binding.transaction(_:)` as public code writes them
/// (`Stepper(value: $amount.animation(...))`): a write through the binding animates as if made
/// inside `withAnimation`, at times worked out by hand.
@Suite struct BindingAnimationTests {
    /// A bar whose width goes from 0 to 40 when its child writes `true` through `binding`.
    struct Bar: View {
        let wrap: (Binding<Bool>) -> Binding<Bool>
        @State private var wide = false
        var body: some View {
            ZStack(alignment: .topLeading) {
                Writer(value: wrap($wide))
                Color.black.frame(width: wide ? 40 : 0, height: 10)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
    }

    struct Writer: View {
        @Binding var value: Bool
        var body: some View { Color.clear.frame(width: 1, height: 1).onAppear { value = true } }
    }

    static func width<V: View>(_ view: V, at t: Double) throws -> Int {
        let image = try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 60, height: 20, at: t))
        return (0..<60).filter { image[$0, 5].w > 127 }.count
    }

    @Test func aWriteThroughAnAnimatedBindingAnimates() throws {
        // A plain binding: the whole width at once.
        #expect(try Self.width(Bar { $0 }, at: 0.5) == 40)
        // Linear over 1 s: half way at 0.5 s.
        #expect(try Self.width(Bar { $0.animation(.linear(duration: 1)) }, at: 0.5) == 20)
        // A transaction of a 2 s linear animation: a quarter; one that disables animations: all.
        #expect(try Self.width(Bar { $0.transaction(Transaction(animation: .linear(duration: 2))) }, at: 0.5) == 10)
        var off = Transaction(animation: .linear(duration: 2))
        off.disablesAnimations = true
        #expect(try Self.width(Bar { $0.transaction(off) }, at: 0.5) == 40)
        // Reads are unchanged.
        #expect(Binding.constant(3).animation().wrappedValue == 3)
    }
}
