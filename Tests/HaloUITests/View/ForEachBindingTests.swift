import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `ForEach($items) { $item in ... }` and `ForEach($items, id:)`, as public code writes them: a
/// row per element, each writing its element through its binding.
@Suite struct ForEachBindingTests {
    struct Bar: Identifiable {
        let id: Int
        var width: Double
    }

    /// Bars 10 and 20 wide side by side; the second doubles its width on appear.
    struct Bars: View {
        let byKeyPath: Bool
        @State private var bars = [Bar(id: 1, width: 10), Bar(id: 2, width: 20)]
        var body: some View {
            HStack(spacing: 0) {
                if byKeyPath {
                    ForEach($bars, id: \.id) { $bar in row($bar) }
                } else {
                    ForEach($bars) { $bar in row($bar) }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }

        func row(_ bar: Binding<Bar>) -> some View {
            Color.black.frame(width: bar.wrappedValue.width, height: 10)
                .onAppear { if bar.wrappedValue.id == 2 { bar.wrappedValue.width *= 2 } }
        }
    }

    static func width<V: View>(_ view: V, at t: Double) throws -> Int {
        let image = try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 100, height: 20, at: t))
        return (0..<100).filter { image[$0, 5].w > 127 }.count
    }

    @Test func eachRowWritesItsElementThroughItsBinding() throws {
        // A binding is identified by its value's id (rows compare `binding.id`).
        #expect(Binding.constant(Bar(id: 7, width: 1)).id == 7)
        // 10 + 2 x 20 once the second row has appeared.
        #expect(try Self.width(Bars(byKeyPath: false), at: 0.5) == 50)
        #expect(try Self.width(Bars(byKeyPath: true), at: 0.5) == 50)
    }

    /// A bar that empties the list on appear, then writes through its own binding.
    struct Emptying: View {
        @State private var bars = [Bar(id: 1, width: 30)]
        var body: some View {
            HStack(spacing: 0) {
                ForEach($bars) { $bar in
                    Color.black.frame(width: bar.width, height: 10)
                        .onAppear {
                            bars.removeAll()
                            bar.width = 5
                        }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func aWriteToAnElementGoneIsDropped() throws {
        // Drawn before it appears; gone after, and the late write neither traps nor returns it.
        #expect(try Self.width(Emptying(), at: 0) == 30 || Self.width(Emptying(), at: 0) == 0)
        #expect(try Self.width(Emptying(), at: 0.5) == 0)
    }
}
