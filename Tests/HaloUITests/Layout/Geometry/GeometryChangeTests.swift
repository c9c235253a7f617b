import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `onGeometryChange(for:of:action:)` as code measures a view into state: the width a frame
/// gets becomes a bar's width.
struct GeometryChangeTests {
    struct Measured: View {
        @State private var width: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(width: 30, height: 4)
                    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
                Color.black.frame(width: width, height: 10)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func theMeasuredWidthReachesState() throws {
        let image = try CPURenderer(threads: 1).render(
            try ViewScene.scene(of: Measured(), width: 60, height: 20, at: 0.1))
        // The bar is 30 wide, under the 30-wide clear frame: x 0...30 on row 8.
        #expect(image[29, 8].w == 255 && image[31, 8].w == 0)
    }
}
