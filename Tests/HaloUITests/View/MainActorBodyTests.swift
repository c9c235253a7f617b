import HaloRender
import HaloUI
import Testing

/// A tint and a side kept on the main actor, as app code keeps its shared state.
@MainActor private var badgeTint = Color.red
@MainActor private func badgeSide() -> CGFloat { 10 }

/// SwiftUI isolates `body` (and a modifier's `body(content:)`) to the main actor, so code written for it reads
/// main-actor state there and changes it in a button's action (docs/semantics.md, "The main actor"). These views
/// would not compile if HaloUI's `body` were nonisolated; rendered, they draw what that state says.
@Suite struct MainActorBodyTests {
    /// A square as wide as `badgeSide()`, in `badgeTint`.
    struct Badge: View {
        var body: some View {
            Rectangle().fill(badgeTint).frame(width: badgeSide(), height: badgeSide())
        }
    }

    /// A modifier that pads by the main-actor side.
    struct SidePadding: ViewModifier {
        func body(content: Content) -> some View { content.padding(badgeSide()) }
    }

    /// A button whose action sets main-actor state, as an async button does before its work starts.
    struct Runner: View {
        @MainActor @State private var isRunning = false

        var body: some View {
            Button {
                isRunning = true
            } label: {
                Rectangle().fill(isRunning ? Color.green : Color.red).frame(width: 20, height: 20)
            }
            .buttonStyle(.plain)
            .taps(at: [0.5])
        }
    }

    /// The RGBA8 pixel at (x, y) of a render of `view` on white.
    static func pixel<V: View>(_ view: V, _ x: Int, _ y: Int, size: Int = 20, at time: Double = 0) throws -> [UInt8] {
        let side = Double(size)
        let image = try ViewRenderer(backend: .cpu).image(
            of: view, width: side, height: side, background: .white, at: time)
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    @Test func aBodyReadsMainActorState() throws {
        // A 10-point square centred in 20: red from 5 to 15, white outside (SwiftUI's red, "Pixels and colour").
        #expect(try Self.pixel(Badge(), 10, 10) == [255, 59, 48, 255])
        #expect(try Self.pixel(Badge(), 2, 10) == [255, 255, 255, 255])
    }

    @Test func aModifierBodyReadsMainActorState() throws {
        // Padded by 10 on each side, the 20-point red square fills a 40-point frame's middle, not its corner.
        let padded = Rectangle().fill(.red).frame(width: 20, height: 20).modifier(SidePadding())
        #expect(try Self.pixel(padded, 20, 20, size: 40) == [255, 59, 48, 255])
        #expect(try Self.pixel(padded, 5, 5, size: 40) == [255, 255, 255, 255])
    }

    @Test func anActionChangesMainActorState() throws {
        // Red before the tap at 0.5 s, green after it (SwiftUI's green).
        #expect(try Self.pixel(Runner(), 10, 10, at: 0.25) == [255, 59, 48, 255])
        #expect(try Self.pixel(Runner(), 10, 10, at: 1) == [52, 199, 89, 255])
    }
}
