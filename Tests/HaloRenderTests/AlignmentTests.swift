import HaloCore
import HaloUI
import Testing

/// `ZStack(alignment:)`, `overlay(alignment:)` and `background(alignment:)` against frames
/// worked out by hand.
struct AlignmentTests {
    static func frames<V: HaloUI.View>(_ view: V) throws -> [Rect] {
        try ViewScene.scene(of: view, width: 100, height: 80).layers.flatMap(\.allDraws).map(\.shape.frame)
    }

    @Test func aZStackPlacesItsChildrenByItsAlignment() throws {
        // The stack is 60 x 40 (its largest child), centred in the 100 x 80 canvas at (20, 20).
        let corners: [(Alignment, Rect)] = [
            (.topLeading, Rect(x: 20, y: 20, width: 10, height: 6)),
            (.bottomTrailing, Rect(x: 70, y: 54, width: 10, height: 6)),
            (.top, Rect(x: 45, y: 20, width: 10, height: 6)),
            (.trailing, Rect(x: 70, y: 37, width: 10, height: 6)),
            (.center, Rect(x: 45, y: 37, width: 10, height: 6)),
        ]
        for (alignment, expected) in corners {
            let stack = ZStack(alignment: alignment) {
                Rectangle().frame(width: 60, height: 40)
                Rectangle().frame(width: 10, height: 6)
            }
            let frames = try Self.frames(stack)
            #expect(frames == [Rect(x: 20, y: 20, width: 60, height: 40), expected], "\(alignment)")
        }
    }

    @Test func overlaysAndBackgroundsAreAlignedOnTheirView() throws {
        let badge = Rectangle().frame(width: 60, height: 40).overlay(alignment: .topTrailing) {
            Circle().frame(width: 8, height: 8)
        }
        #expect(
            try Self.frames(badge) == [
                Rect(x: 20, y: 20, width: 60, height: 40), Rect(x: 72, y: 20, width: 8, height: 8),
            ])
        let under = Rectangle().frame(width: 60, height: 40).background(alignment: .bottomLeading) {
            Circle().frame(width: 8, height: 8)
        }
        #expect(
            try Self.frames(under) == [
                Rect(x: 20, y: 52, width: 8, height: 8), Rect(x: 20, y: 20, width: 60, height: 40),
            ])
    }
}
