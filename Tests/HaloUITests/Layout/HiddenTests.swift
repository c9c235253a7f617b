import HaloUI
import Testing

import struct HaloCore.Rect

/// `hidden()` keeps a view's place and draws nothing, on any view, a modifier's content too.
struct HiddenTests {
    /// A modifier that hides what it modifies.
    struct Hide: ViewModifier {
        func body(content: Content) -> some View { content.hidden() }
    }

    @Test func aHiddenViewKeepsItsPlace() throws {
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).hidden()
            Color.blue.frame(width: 10, height: 10)
        }
        // The row is 20 wide, centred in 200: the blue square at 100.
        #expect(
            try NavigationTests.frames(of: .blue, in: row, width: 200, height: 100) == [
                Rect(x: 100, y: 45, width: 10, height: 10)
            ])
        #expect(try NavigationTests.frames(of: .red, in: row, width: 200, height: 100).isEmpty)
        let modified = Color.red.frame(width: 10, height: 10).modifier(Hide())
        #expect(try NavigationTests.draws(modified).isEmpty)
        // Tags change nothing outside a container.
        #expect(
            try ViewScene.scene(of: Color.red.frame(width: 10, height: 10).tag(1), width: 50, height: 50)
                == ViewScene.scene(of: Color.red.frame(width: 10, height: 10), width: 50, height: 50))
    }
}
