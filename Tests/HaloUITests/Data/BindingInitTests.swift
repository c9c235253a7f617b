import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `Binding.init(_:)`'s forms as public code writes them: a binding seen as an optional, an
/// optional binding unwrapped (a failable init), and a hashable binding seen as `AnyHashable`.
struct BindingInitTests {
    /// A box a binding reads and writes.
    final class Box<T> {
        var value: T
        init(_ value: T) { self.value = value }
        var binding: Binding<T> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    @Test func aBindingSeenAsAnOptionalWritesValuesThrough() {
        let box = Box(3)
        let optional = Binding<Int?>(box.binding)
        #expect(optional.wrappedValue == 3)
        optional.wrappedValue = 7
        #expect(box.value == 7)
        optional.wrappedValue = nil  // nothing to hold it: the value stays
        #expect(box.value == 7 && optional.wrappedValue == 7)
    }

    @Test func anOptionalBindingUnwrapsOnlyWhenItHoldsAValue() {
        let empty = Box<Int?>(nil)
        #expect(Binding(empty.binding) == nil)
        let full = Box<Int?>(5)
        let unwrapped = Binding(full.binding)
        #expect(unwrapped?.wrappedValue == 5)
        unwrapped?.wrappedValue = 9
        #expect(full.value == 9)
    }

    @Test func aHashableBindingSeenAsAnyHashable() {
        let box = Box("red")
        let any = Binding<AnyHashable>(box.binding)
        #expect(any.wrappedValue == AnyHashable("red"))
        any.wrappedValue = AnyHashable("blue")
        #expect(box.value == "blue")
        any.wrappedValue = AnyHashable(42)  // not a String: ignored
        #expect(box.value == "blue")
    }

    /// A bar as wide as its unwrapped binding's value: an optional state drawn through `Binding(_:)`.
    struct Bar: View {
        @State private var width: Double? = 12
        var body: some View {
            if let binding = Binding($width) {
                Color.red.frame(width: binding.wrappedValue, height: 10)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
    }

    @Test func anUnwrappedStateDrawsItsValue() throws {
        let image = try CPURenderer(threads: 1).render(ViewScene.scene(of: Bar(), width: 40, height: 20))
        #expect(image.pixels[(5 * 40 + 11) * 4 + 3] == 255 && image.pixels[(5 * 40 + 13) * 4 + 3] == 0)
    }
}
