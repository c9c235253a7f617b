import HaloRender
import HaloUI
import Testing

/// `scrollTransition`: each view of a still scroll view is drawn at the phase its position gives.
struct ScrollTransitionTests {
    /// Three 40-point rows in a 100-point scroll view: rows at y 0...40 and 40...80 lie inside,
    /// the third (80...120) reaches past the bottom edge; rows past it fade out.
    struct Rows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { _ in
                        Color(red: 0, green: 0, blue: 0).frame(height: 40)
                            .scrollTransition { effect, phase in
                                effect.opacity(phase.isIdentity ? 1 : 0)
                            }
                    }
                }
            }
        }
    }

    @Test func rowsInsideAreDrawnAndTheRowPastTheEdgeIsNot() throws {
        let image = try ViewRenderer(backend: .cpu).image(of: Rows(), width: 20, height: 100)
        #expect(image[10, 20].w == 255 && image[10, 60].w == 255)
        #expect(image[10, 90].w == 0)
    }

    @Test func phasesHaveTheirValues() {
        #expect(ScrollTransitionPhase.topLeading.value == -1 && ScrollTransitionPhase.bottomTrailing.value == 1)
        #expect(ScrollTransitionPhase.identity.isIdentity && !ScrollTransitionPhase.topLeading.isIdentity)
    }
}
