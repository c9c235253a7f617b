import Foundation
import HaloCPU
import HaloUI
import Testing

/// A shape of one's own that declares `animatableData` and nothing more animates it, as
/// SwiftUI's `Shape` (which is `Animatable`) does: the exyte growing arc's way
/// (docs/semantics.md, "Animatable shapes").
struct AnimatableShapeTests {
    /// A bar `fraction` of its frame wide, from the left.
    struct Bar: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
        }
    }

    struct Growing: View {
        let stroked: Bool
        @State private var fraction = 0.0
        var body: some View {
            Group {
                if stroked {
                    Bar(fraction: fraction).stroke(Color.red, lineWidth: 2)
                } else {
                    Bar(fraction: fraction).fill(Color.red)
                }
            }
            .frame(width: 100, height: 20)
            .onAppear {
                withAnimation(.linear(duration: 2)) { fraction = 1 }
            }
        }
    }

    /// The red columns of row 10 of the render at t.
    static func redColumns(_ view: some View, at t: Double) throws -> Int {
        let image = try CPURenderer(threads: 1).render(
            ViewScene.scene(of: view, width: 100, height: 20, background: .white, at: t))
        return (0..<100).filter { image[$0, 10].x > 200 && image[$0, 10].y < 60 }.count
    }

    @Test func aShapesAnimatableDataAnimates() throws {
        // Linear from 0 s over 2 s: at 1 s half the width, 50 columns; at 3 s all 100.
        let half = try Self.redColumns(Growing(stroked: false), at: 1)
        #expect(abs(half - 50) <= 1)
        #expect(try Self.redColumns(Growing(stroked: false), at: 3) == 100)
    }

    @Test func aStrokedShapeAnimatesToo() throws {
        // The stroke's left and right edges (2 points wide, centred on x = 0 and x = 50): the
        // right edge at 50 at 1 s, so no red past x = 52 and some at 49 ... 51.
        let image = try CPURenderer(threads: 1).render(
            ViewScene.scene(of: Growing(stroked: true), width: 100, height: 20, background: .white, at: 1))
        let red = (0..<100).filter { image[$0, 10].x > 200 && image[$0, 10].y < 120 }
        #expect(red.contains { (49...51).contains($0) })
        #expect(!red.contains { $0 > 52 })
    }
}
