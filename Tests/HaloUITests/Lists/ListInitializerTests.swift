import Foundation
import HaloUI
import Testing

import struct HaloCore.Rect

/// `List`'s selection and edit-action forms, `ForEach`'s edit-action forms and `Section(isExpanded:)`,
/// as public code writes them: a still
/// selects no row, so each list draws its rows where the list without a selection does (rows 44
/// tall from 35 points down, content 16 + 20 in; docs/semantics.md, "Lists"); a collapsed
/// section shows its header alone.
struct ListInitializerTests {
    struct Item: Identifiable {
        let id: Int
        let color: Color
    }

    static let items = [Item(id: 0, color: .red), Item(id: 1, color: .green)]

    static func square(_ color: Color) -> some View { color.frame(width: 10, height: 10) }

    static func frames<V: View>(of color: Color, in view: V) throws -> [Rect] {
        try NavigationTests.frames(of: color, in: view)
    }

    /// The first row's square, then the second's.
    static let red = [Rect(x: 36, y: 52, width: 10, height: 10)]
    static let green = [Rect(x: 36, y: 96, width: 10, height: 10)]

    @Test func aSelectionDrawsNothing() throws {
        let single = Binding<Int?>.constant(1)
        let many = Binding<Set<Int>>.constant([1])
        let lists: [AnyView] = [
            AnyView(List(Self.items, selection: single) { Self.square($0.color) }),
            AnyView(List(Self.items, selection: many) { Self.square($0.color) }),
            AnyView(List(Self.items, id: \.id, selection: single) { Self.square($0.color) }),
            AnyView(List(Self.items, id: \.id, selection: many) { Self.square($0.color) }),
            AnyView(List(0..<2, selection: single) { Self.square($0 == 0 ? .red : .green) }),
            AnyView(List(0..<2, selection: many) { Self.square($0 == 0 ? .red : .green) }),
            AnyView(List(.constant(Self.items), selection: single) { $item in Self.square(item.color) }),
            AnyView(List(.constant(Self.items), selection: many) { $item in Self.square(item.color) }),
            AnyView(List(.constant(Self.items), id: \.id, selection: single) { $item in Self.square(item.color) }),
            AnyView(List(.constant(Self.items), id: \.id, selection: many) { $item in Self.square(item.color) }),
        ]
        for list in lists {
            #expect(try Self.frames(of: .red, in: list) == Self.red)
            #expect(try Self.frames(of: .green, in: list) == Self.green)
        }
    }

    @Test func aCollapsedSectionShowsItsHeaderAlone() throws {
        let expanded = List {
            Section("Fruit", isExpanded: .constant(true)) {
                Self.square(.red)
                Self.square(.green)
            }
        }
        #expect(
            try ContainerControlsTests.scene(expanded)
                == ContainerControlsTests.scene(
                    List {
                        Section("Fruit") {
                            Self.square(.red)
                            Self.square(.green)
                        }
                    }))
        let collapsed = List {
            Section(isExpanded: .constant(false)) {
                Self.square(.red)
            } header: {
                Self.square(.blue)
            }
        }
        #expect(try Self.frames(of: .red, in: collapsed).isEmpty)
        #expect(try Self.frames(of: .blue, in: collapsed).count == 1)
        let title: String = "Fruit"
        #expect(
            try Self.frames(of: .red, in: List { Section(title, isExpanded: .constant(false)) { Self.square(.red) } })
                .isEmpty)
        #expect(
            try Self.frames(of: .red, in: List { Section(title, isExpanded: .constant(true)) { Self.square(.red) } })
                .count == 1)
        // Outside a list, too.
        #expect(
            try Self.frames(of: .red, in: Section("Fruit", isExpanded: .constant(false)) { Self.square(.red) }).isEmpty)
    }

    @Test func editActionsDrawNothing() throws {
        let single = Binding<Int?>.constant(1)
        let many = Binding<Set<Int>>.constant([1])
        let bound = Binding.constant(Self.items)
        let lists: [AnyView] = [
            AnyView(List(bound, editActions: .all) { $item in Self.square(item.color) }),
            AnyView(List(bound, id: \.id, editActions: .delete) { $item in Self.square(item.color) }),
            AnyView(List(bound, editActions: .move, selection: single) { $item in Self.square(item.color) }),
            AnyView(List(bound, editActions: .all, selection: many) { $item in Self.square(item.color) }),
            AnyView(List(bound, id: \.id, editActions: .all, selection: single) { $item in Self.square(item.color) }),
            AnyView(List(bound, id: \.id, editActions: .all, selection: many) { $item in Self.square(item.color) }),
            AnyView(List { ForEach(bound, editActions: .all) { $item in Self.square(item.color) } }),
            AnyView(List { ForEach(bound, id: \.id, editActions: .delete) { $item in Self.square(item.color) } }),
        ]
        for list in lists {
            #expect(try Self.frames(of: .red, in: list) == Self.red)
            #expect(try Self.frames(of: .green, in: list) == Self.green)
        }
    }
}
