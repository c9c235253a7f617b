import HaloUI
import Testing

import struct HaloCore.Rect

/// `TabView` shows the selected page over its tab bar, or paged with its dots; `Tab` and
/// `tabItem`/`tag` name the pages (geometry from docs/semantics.md, "Navigation").
struct TabViewTests {
    static func frames<V: View>(of color: Color, in view: V) throws -> [Rect] {
        try NavigationTests.frames(of: color, in: view)
    }

    @Test func theSelectedPageShowsOverTheTabBar() throws {
        let tabs = TabView(selection: .constant(2)) {
            Color.red.tag(1).tabItem { Label("A", systemImage: "star") }
            Color.green.tag(2).tabItem { Label("B", systemImage: "star") }
        }
        // 300 tall: the page above the 49-point bar; the other page not drawn.
        #expect(try Self.frames(of: .green, in: tabs) == [Rect(x: 0, y: 0, width: 200, height: 251)])
        #expect(try Self.frames(of: .red, in: tabs).isEmpty)
        let bar = try NavigationTests.draws(tabs).first { $0.shape.frame == Rect(x: 0, y: 251, width: 200, height: 49) }
        #expect(bar != nil, "the bar's background")
        // Without a selection, the first page.
        let first = TabView {
            Color.red.tabItem { Text("A") }
            Color.green.tabItem { Text("B") }
        }
        #expect(try Self.frames(of: .red, in: first) == [Rect(x: 0, y: 0, width: 200, height: 251)])
        // A page that hides the tab bar fills the view.
        let bare = TabView(selection: .constant(2)) {
            Color.green.tag(2).toolbar(.hidden, for: .tabBar)
        }
        #expect(try Self.frames(of: .green, in: bare) == [Rect(x: 0, y: 0, width: 200, height: 300)])
    }

    @Test func tabsAreTaggedByTheirValues() throws {
        let tabs = TabView(selection: .constant("b")) {
            Tab("A", systemImage: "star", value: "a") { Color.red }
            Tab("B", systemImage: "star", value: "b") { Color.green }
        }
        #expect(try Self.frames(of: .green, in: tabs) == [Rect(x: 0, y: 0, width: 200, height: 251)])
        #expect(try Self.frames(of: .red, in: tabs).isEmpty)
        // ForEach's ids tag its pages.
        let pages = TabView(selection: .constant(1)) {
            ForEach(0..<3, id: \.self) { i in Color(red: Double(i) / 2, green: 0, blue: 0) }
        }
        #expect(try Self.frames(of: Color(red: 0.5, green: 0, blue: 0), in: pages).count == 1)
    }

    @Test func aPagedTabViewShowsItsDots() throws {
        let paged = TabView(selection: .constant(1)) {
            Color.red.tag(0)
            Color.green.tag(1)
        }
        .tabViewStyle(.page)
        #expect(try Self.frames(of: .green, in: paged) == [Rect(x: 0, y: 0, width: 200, height: 300)])
        // Two 7-point dots 9 apart, centred, 16.5 above the bottom: the second (selected) white.
        let dots = try NavigationTests.draws(paged).filter { $0.shape.frame.width == 7 }.map(\.shape.frame)
        #expect(dots.map(\.minX) == [100 - 11.5, 100 + 4.5] && dots.allSatisfy { $0.maxY == 300 - 16.5 }, "\(dots)")
        let none = TabView { Color.red }.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
        #expect(try NavigationTests.draws(none).count == 1)
    }
}
