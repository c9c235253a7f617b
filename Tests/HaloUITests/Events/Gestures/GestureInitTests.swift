import Foundation
import HaloUI
import Testing

import struct HaloCore.Rect

/// The composed gestures' and `@GestureState`'s initializers as public code writes them: a
/// gesture made by `SequenceGesture(a, b)` is accepted as `a.sequenced(before: b)` is, and a
/// gesture state made with a reset reads its initial value (no gesture ends in a render).
struct GestureInitTests {
    struct Dragged: View {
        @GestureState(
            initialValue: CGSize(width: 10, height: 0), reset: { _, transaction in transaction.animation = .linear })
        private var drag: CGSize
        @GestureState(initialValue: 5.0, resetTransaction: Transaction(animation: .linear)) private var lift: Double
        @GestureState(reset: { _, _ in }) private var tag: String?

        var body: some View {
            let drag = DragGesture()
            let tap = TapGesture()
            Color.red.frame(width: 20, height: 20)
                .offset(x: self.drag.width + lift, y: tag == nil ? 0 : 50)
                .gesture(SequenceGesture(tap, drag))
                .gesture(SimultaneousGesture(drag, LongPressGesture()))
                .gesture(ExclusiveGesture(tap, drag))
                .gesture(GestureStateGesture(base: drag, state: $drag) { value, state, _ in state = value.translation })
        }
    }

    @Test func composedGesturesAndResetStatesDrawTheStill() throws {
        // The square centred in 100 x 100 (40...60), moved by 10 + 5 across and not down.
        let frames = try NavigationTests.frames(of: .red, in: Dragged(), width: 100, height: 100)
        #expect(frames == [Rect(x: 55, y: 40, width: 20, height: 20)])
    }

    @Test func theComposedGesturesHoldTheirParts() {
        let sequence = SequenceGesture(TapGesture(count: 2), LongPressGesture())
        #expect(sequence.first.count == 2)
        let either = ExclusiveGesture(LongPressGesture(minimumDuration: 3), TapGesture())
        #expect(either.first.minimumDuration == 3)
        let both = SimultaneousGesture(TapGesture(), TapGesture(count: 3))
        #expect(both.second.count == 3)
    }
}
