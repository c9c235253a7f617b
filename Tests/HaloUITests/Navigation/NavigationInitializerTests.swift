import Foundation
import HaloUI
import Testing

import struct HaloCore.Scene

/// `NavigationLink`'s deprecated programmatic forms, `ToolbarItem(id:placement:showsByDefault:)`,
/// `ToolbarItemGroup(placement:content:label:)` and `NavigationPath(_:)`, as public code writes
/// them: a still pushes nothing, so each link draws as the link without `isActive`, `tag` or
/// `selection`; an iPhone's toolbar is not customisable nor collapsed, so each item is drawn.
struct NavigationInitializerTests {
    static func scene<V: View>(_ view: V) throws -> Scene {
        try ViewScene.scene(of: view, width: 200, height: 300)
    }

    @Test func programmaticLinksDrawAsLinks() throws {
        let selection = Binding<Int?>.constant(nil)
        let title: String = "Next"
        let link = try Self.scene(List { NavigationLink("Next") { Text("Detail") } })
        let forms: [AnyView] = [
            AnyView(List { NavigationLink("Next", isActive: .constant(true)) { Text("Detail") } }),
            AnyView(List { NavigationLink(title, isActive: .constant(false)) { Text("Detail") } }),
            AnyView(List { NavigationLink("Next", destination: Text("Detail"), isActive: .constant(false)) }),
            AnyView(List { NavigationLink(title, destination: Text("Detail"), isActive: .constant(false)) }),
            AnyView(List { NavigationLink("Next", tag: 1, selection: selection) { Text("Detail") } }),
            AnyView(List { NavigationLink(title, tag: 1, selection: selection) { Text("Detail") } }),
            AnyView(List { NavigationLink("Next", destination: Text("Detail"), tag: 1, selection: selection) }),
            AnyView(List { NavigationLink(title, destination: Text("Detail"), tag: 1, selection: selection) }),
            AnyView(
                List {
                    NavigationLink(isActive: .constant(true)) {
                        Text("Detail")
                    } label: {
                        Text("Next")
                    }
                }),
            AnyView(
                List {
                    NavigationLink(tag: 1, selection: selection) {
                        Text("Detail")
                    } label: {
                        Text("Next")
                    }
                }),
            AnyView(
                List { NavigationLink(destination: Text("Detail"), tag: 1, selection: selection) { Text("Next") } }),
        ]
        for form in forms { #expect(try Self.scene(form) == link) }
        // The row carries the chevron: a link is not a bare text row.
        #expect(link != (try Self.scene(List { Text("Next") })))
    }

    @Test func toolbarItemsOfEveryFormAreDrawn() throws {
        let reference = try Self.scene(
            NavigationStack {
                Color.white.toolbar {
                    ToolbarItem(id: "add", placement: .topBarTrailing) { Color.red.frame(width: 20, height: 20) }
                }
            })
        let shown = try Self.scene(
            NavigationStack {
                Color.white.toolbar {
                    ToolbarItem(id: "add", placement: .topBarTrailing, showsByDefault: false) {
                        Color.red.frame(width: 20, height: 20)
                    }
                }
            })
        #expect(shown == reference)
        #expect(
            try NavigationTests.frames(
                of: .red,
                in: NavigationStack {
                    Color.white.toolbar {
                        ToolbarItem(id: "add", placement: .topBarTrailing, showsByDefault: false) {
                            Color.red.frame(width: 20, height: 20)
                        }
                    }
                }
            ).count == 1)
        let group = try Self.scene(
            NavigationStack {
                Color.white.toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Color.red.frame(width: 20, height: 20)
                        Color.blue.frame(width: 20, height: 20)
                    } label: {
                        Text("Edit")
                    }
                }
            })
        let unlabelled = try Self.scene(
            NavigationStack {
                Color.white.toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Color.red.frame(width: 20, height: 20)
                        Color.blue.frame(width: 20, height: 20)
                    }
                }
            })
        #expect(group == unlabelled)
    }

    @Test func aPathOfElements() {
        var appended = NavigationPath()
        appended.append("a")
        appended.append("b")
        #expect(NavigationPath(["a", "b"]) == appended)
        #expect(NavigationPath([1, 2, 3]).count == 3)
        #expect(NavigationPath(["a", "b"]) != NavigationPath(["b", "a"]))
        struct Plain: Hashable { let n: Int }
        #expect(NavigationPath([Plain(n: 1)]).count == 1)
    }
}
