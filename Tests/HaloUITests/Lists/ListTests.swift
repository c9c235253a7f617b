import HaloUI
import Testing

import struct HaloCore.Rect

/// `List`, `Section` and `Form` in iOS's inset grouped style, and the row modifiers, against
/// the metrics in docs/semantics.md ("Lists"): cards 16 points in, rows 44 tall with content
/// 20 points in, 35 points above a section, hairline separators.
struct ListTests {
    static func frames<V: View>(of color: Color, in view: V) throws -> [Rect] {
        try NavigationTests.frames(of: color, in: view)
    }

    static func square(_ color: Color) -> some View { color.frame(width: 10, height: 10) }

    @Test func rowsSitInAnInsetCard() throws {
        let list = List {
            Self.square(.red)
            Self.square(.green)
        }
        // First row 35 points down, 44 tall, its content centred in its height, 16 + 20 in.
        #expect(try Self.frames(of: .red, in: list) == [Rect(x: 36, y: 52, width: 10, height: 10)])
        #expect(try Self.frames(of: .green, in: list) == [Rect(x: 36, y: 96, width: 10, height: 10)])
        let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
        #expect(try Self.frames(of: separator, in: list) == [Rect(x: 36, y: 78.5, width: 148, height: 0.5)])
        let image = try NavigationTests.image(list)
        #expect(image[5, 5] == SIMD4(242, 242, 247, 255), "the grouped background")
        #expect(image[100, 40] == SIMD4(255, 255, 255, 255), "the card")
        #expect(image[8, 40] == SIMD4(242, 242, 247, 255), "the margin beside the card")
    }

    @Test func rowModifiersChangeTheirRow() throws {
        let list = List {
            Self.square(.red).listRowInsets(EdgeInsets()).listRowBackground(Color.yellow)
            Self.square(.green).listRowSeparator(.hidden)
        }
        #expect(try Self.frames(of: .red, in: list) == [Rect(x: 16, y: 52, width: 10, height: 10)])
        #expect(try Self.frames(of: .yellow, in: list) == [Rect(x: 16, y: 35, width: 168, height: 44)])
        let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
        #expect(try Self.frames(of: separator, in: list).isEmpty)
        // The traits hold through modifiers applied after them.
        let wrapped = List { Self.square(.red).listRowBackground(Color.yellow).padding(0) }
        #expect(try Self.frames(of: .yellow, in: wrapped) == [Rect(x: 16, y: 35, width: 168, height: 44)])
    }

    @Test func plainListsAndHiddenBackgrounds() throws {
        let plain = List { Self.square(.red) }.listStyle(.plain)
        #expect(try Self.frames(of: .red, in: plain) == [Rect(x: 20, y: 17, width: 10, height: 10)])
        let image = try NavigationTests.image(plain)
        #expect(image[5, 5] == SIMD4(255, 255, 255, 255), "a white row across the width")
        #expect(image[5, 200].w == 0, "no grouped background under the rows")
        let bare = List { Self.square(.red) }.scrollContentBackground(.hidden)
        #expect(try NavigationTests.image(bare)[5, 5].w == 0)
        // In a stack, the grouped background shows through the bar.
        let stacked = NavigationStack { List { Self.square(.red) }.navigationTitle("T") }
        #expect(try NavigationTests.image(stacked)[5, 5] == SIMD4(242, 242, 247, 255))
        // A form is an inset grouped list.
        #expect(
            try ViewScene.scene(of: Form { Self.square(.red) }, width: 200, height: 300)
                == ViewScene.scene(of: List { Self.square(.red) }, width: 200, height: 300))
    }

    @Test func sectionsHaveTheirOwnCards() throws {
        let list = List {
            Section { Self.square(.red) }
            Section { Self.square(.green) }
        }
        // The second card 35 points under the first's 44.
        #expect(try Self.frames(of: .green, in: list) == [Rect(x: 36, y: 35 + 44 + 35 + 17, width: 10, height: 10)])
        // Headers are capitalised.
        let lower = List {
            Section {
                Self.square(.red)
            } header: {
                Text("ab")
            }
        }
        let upper = List {
            Section {
                Self.square(.red)
            } header: {
                Text("AB")
            }
        }
        #expect(
            try ViewScene.scene(of: lower, width: 200, height: 300)
                == ViewScene.scene(of: upper, width: 200, height: 300))
        // Outside a list, a section is its header, content and footer in the stack around it.
        let loose = VStack(spacing: 0) { Section("H") { Self.square(.red) } }
        let red = try Self.frames(of: .red, in: loose)
        #expect(red.count == 1 && red[0].minY > 145, "under its header: \(red)")
    }
}
