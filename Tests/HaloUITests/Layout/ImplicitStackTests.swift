import HaloUI
import Testing

import struct HaloCore.Rect

/// Several views where no container lays them out (a body of several views at a window's root,
/// in a navigation stack, in a sheet) stand in a column as an implicit `VStack`, centred, 8
/// points apart, not over each other (docs/semantics.md, "Several views at a root").
struct ImplicitStackTests {
    /// A body of two squares and no container, as public code writes one.
    struct TwoSquares: View {
        var body: some View {
            Color.red.frame(width: 40, height: 40)
            Color.blue.frame(width: 40, height: 40)
        }
    }

    @Test func aRootOfSeveralViewsIsAColumn() throws {
        // 40 + 8 + 40 = 88 points tall, centred in 120: from y 16; 40 wide, centred in 100.
        #expect(
            try NavigationTests.frames(of: .red, in: TwoSquares(), width: 100, height: 120) == [
                Rect(x: 30, y: 16, width: 40, height: 40)
            ])
        #expect(
            try NavigationTests.frames(of: .blue, in: TwoSquares(), width: 100, height: 120) == [
                Rect(x: 30, y: 64, width: 40, height: 40)
            ])
    }

    @Test func aSpacerAtTheRootPushesDown() throws {
        // The spacer takes the height the two squares leave: the blue square at the bottom.
        let view = Group {
            Color.red.frame(width: 40, height: 40)
            Spacer()
            Color.blue.frame(width: 40, height: 40)
        }
        #expect(
            try NavigationTests.frames(of: .blue, in: view, width: 100, height: 200) == [
                Rect(x: 30, y: 160, width: 40, height: 40)
            ])
    }

    @Test func aNavigationStacksRootOfSeveralViewsIsAColumn() throws {
        // Under the inline bar (44 points) the 88-point column is centred in 156: from y 78.
        let view = NavigationStack {
            TwoSquares().navigationBarTitleDisplayMode(.inline)
        }
        #expect(
            try NavigationTests.frames(of: .red, in: view, width: 100, height: 200) == [
                Rect(x: 30, y: 78, width: 40, height: 40)
            ])
        #expect(
            try NavigationTests.frames(of: .blue, in: view, width: 100, height: 200) == [
                Rect(x: 30, y: 126, width: 40, height: 40)
            ])
    }

    @Test func oneViewAtTheRootIsUnchanged() throws {
        // A single view keeps its own size and place, centred: the column adds nothing.
        let one = Color.red.frame(width: 40, height: 40)
        #expect(
            try ViewScene.scene(of: one, width: 100, height: 120)
                == ViewScene.scene(of: ZStack { one }, width: 100, height: 120))
    }
}
