import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `onTapGesture(count:coordinateSpace:perform:)`: a scripted tap lands at the view's centre,
/// in the coordinate space asked for.
struct TapLocationTests {
    struct Dot: View {
        let space: CoordinateSpace
        @State private var point = CGPoint(x: -100, y: -100)
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.clear
                Color(red: 0, green: 0, blue: 1).frame(width: 4, height: 4).offset(x: point.x - 2, y: point.y - 2)
            }
            .frame(width: 20, height: 10)
            .onTapGesture(coordinateSpace: space) { point = $0 }
            .taps(at: [0.1])
        }
    }

    @Test func aTapLandsAtTheViewsCentre() throws {
        // The 20 x 10 view is centred on 40 x 40, at (10, 15); its centre (10, 5) locally.
        let local = try CPURenderer(threads: 1).render(
            try ViewScene.scene(of: Dot(space: .local), width: 40, height: 40, at: 0.5))
        #expect(local[20, 20] == SIMD4(0, 0, 255, 255), "\(local[20, 20])")
        // Globally (20, 20): the dot lands at (30, 35), drawn from the view's corner.
        let global = try CPURenderer(threads: 1).render(
            try ViewScene.scene(of: Dot(space: .global), width: 40, height: 40, at: 0.5))
        #expect(global[30, 35] == SIMD4(0, 0, 255, 255), "\(global[30, 35])")
        #expect(global[20, 20].w == 0)
    }
}
