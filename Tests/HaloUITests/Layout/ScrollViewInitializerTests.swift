import Foundation
import HaloUI
import Testing

import struct HaloCore.Rect

/// `ScrollView(_:content:)`, SwiftUI's form without `showsIndicators:`, as public code writes
/// it: content from the top (vertical) or the leading edge (horizontal), as the older form draws.
struct ScrollViewInitializerTests {
    @Test func bothFormsScrollAlike() throws {
        let vertical = ScrollView(.vertical) {
            ForEach(0..<3, id: \.self) { _ in Color.blue.frame(width: 50, height: 60) }
        }
        // Three 60-point rows 8 apart from the top of 100: y 0, 68, 136 (the third clipped).
        #expect(
            try NavigationTests.frames(of: .blue, in: vertical, width: 200, height: 100).map(\.minY) == [0, 68, 136])
        let horizontal = ScrollView(.horizontal) { Color.red.frame(width: 30, height: 30) }
        #expect(
            try NavigationTests.frames(of: .red, in: horizontal, width: 200, height: 100)
                == [Rect(x: 0, y: 35, width: 30, height: 30)])
        #expect(
            try ViewScene.scene(of: horizontal, width: 200, height: 100)
                == ViewScene.scene(
                    of: ScrollView(.horizontal, showsIndicators: false) { Color.red.frame(width: 30, height: 30) },
                    width: 200, height: 100))
    }
}
