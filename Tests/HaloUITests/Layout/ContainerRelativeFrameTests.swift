import HaloUI
import Testing

import struct HaloCore.Rect

/// `containerRelativeFrame`, `safeAreaInset` and `safeAreaPadding`, as public code writes them.
struct ContainerRelativeFrameTests {
    @Test func aPageIsItsScrollViewsWidth() throws {
        let pager = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                Color.red.containerRelativeFrame(.horizontal)
                Color.blue.containerRelativeFrame(.horizontal)
            }
        }
        .frame(width: 150, height: 40)
        // The scroll view is 150 x 40 at (25, 30) in 200 x 100; each page is 150 wide.
        #expect(
            try NavigationTests.frames(of: .red, in: pager, width: 200, height: 100) == [
                Rect(x: 25, y: 30, width: 150, height: 40)
            ])
        #expect(
            try NavigationTests.frames(of: .blue, in: pager, width: 200, height: 100) == [
                Rect(x: 175, y: 30, width: 150, height: 40)
            ])
    }

    @Test func columnsSpanTheirShareOfTheContainer() throws {
        let row = ScrollView(.horizontal) {
            Color.green.frame(height: 10).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
        }
        .frame(width: 310, height: 10)
        // (310 - 2 x 10) / 3 x 2 + 10 = 203.33 wide, at the scroll view's leading edge.
        let frames = try NavigationTests.frames(of: .green, in: row, width: 310, height: 10)
        #expect(frames.count == 1)
        let expected: Double = 290.0 / 3.0 * 2.0 + 10.0
        let width: Double = frames.first?.width ?? 0
        #expect(abs(width - expected) < 1e-9)
        #expect(frames.first?.minX == 0)
    }

    @Test func outsideAScrollViewTheContainerIsTheCanvas() throws {
        let half = Color.orange.containerRelativeFrame(.vertical) { length, _ in length / 2 }.frame(width: 20)
        #expect(
            try NavigationTests.frames(of: .orange, in: half, width: 100, height: 80) == [
                Rect(x: 40, y: 20, width: 20, height: 40)
            ])
    }

    @Test func aBottomInsetSitsBelowTheView() throws {
        let screen = Color.blue.safeAreaInset(edge: .bottom, spacing: 0) { Color.red.frame(height: 20) }
        #expect(
            try NavigationTests.frames(of: .red, in: screen, width: 100, height: 100) == [
                Rect(x: 0, y: 80, width: 100, height: 20)
            ])
        #expect(
            try NavigationTests.frames(of: .blue, in: screen, width: 100, height: 100) == [
                Rect(x: 0, y: 0, width: 100, height: 80)
            ])
        let top = Color.blue.safeAreaInset(edge: .top, spacing: 4) { Color.red.frame(height: 10) }
        #expect(
            try NavigationTests.frames(of: .blue, in: top, width: 100, height: 100) == [
                Rect(x: 0, y: 14, width: 100, height: 86)
            ])
        let padded = Color.blue.safeAreaPadding(.horizontal, 10)
        #expect(
            try NavigationTests.frames(of: .blue, in: padded, width: 100, height: 100) == [
                Rect(x: 10, y: 0, width: 80, height: 100)
            ])
    }
}
