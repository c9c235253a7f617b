import Foundation
import HaloUI
import Testing

import struct HaloCore.Rect

/// Gestures are accepted and never begin in a render (no touch), so a view draws as it would
/// without them and its `@GestureState` keeps its initial value; a `TapGesture`'s `onEnded`
/// runs at scripted taps (docs/semantics.md, "Gestures").
struct GestureTests {
    /// A square dragged by its gesture state and its state at the end of a drag.
    struct Draggable: View {
        @GestureState private var drag = CGSize.zero
        @State private var moved = CGSize.zero
        @State private var scale: CGFloat = 1

        var body: some View {
            Color.red.frame(width: 20, height: 20)
                .offset(x: drag.width + moved.width, y: drag.height + moved.height)
                .scaleEffect(scale)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onEnded { moved = $0.translation }
                )
                .simultaneousGesture(MagnifyGesture().onChanged { scale = $0.magnification })
                .highPriorityGesture(
                    RotateGesture().onEnded { _ in scale = 2 }.simultaneously(with: LongPressGesture())
                )
                .gesture(
                    MagnificationGesture().onChanged { scale = $0 }.exclusively(before: RotationGesture())
                )
                .gesture(TapGesture(count: 2).sequenced(before: SpatialTapGesture().onEnded { _ in scale = 3 }))
        }
    }

    @Test func gesturesNeverBeginWithoutATouch() throws {
        let still = try NavigationTests.frames(of: .red, in: Draggable(), width: 100, height: 100)
        #expect(still == [Rect(x: 40, y: 40, width: 20, height: 20)])
        let later = try ViewScene.scene(of: Draggable(), width: 100, height: 100, at: 2)
        #expect(later == (try ViewScene.scene(of: Color.red.frame(width: 20, height: 20), width: 100, height: 100)))
    }

    /// A square that turns green when its tap gesture ends.
    struct Tapped: View {
        @State private var on = false

        var body: some View {
            (on ? Color.green : Color.red).frame(width: 10, height: 10)
                .gesture(TapGesture().onEnded { on = true })
                .taps(at: [0.5])
        }
    }

    @Test func aTapGestureEndsAtAScriptedTap() throws {
        #expect(try NavigationTests.frames(of: .red, in: Tapped(), width: 50, height: 50).count == 1)
        let after = try ViewScene.scene(of: Tapped(), width: 50, height: 50, at: 1).layers.flatMap(\.allDraws)
        #expect(after.map(\.paint) == [.solid(Color.green.rgba)])
    }
}
