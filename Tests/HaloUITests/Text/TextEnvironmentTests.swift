import HaloCore
import Testing

@testable import HaloUI

/// `multilineTextAlignment`, `lineSpacing` and `minimumScaleFactor` on any view, as public code
/// writes them (on a `VStack`, after `font`), passed down to the text inside.
@Suite struct TextEnvironmentTests {
    static func texts<V: View>(_ view: V) throws -> [TextItem] {
        func collect(_ items: [LayerItem]) -> [TextItem] {
            items.flatMap { item -> [TextItem] in
                switch item {
                case .text(let t): return [t]
                case .layer(let l): return collect(l.items)
                default: return []
                }
            }
        }
        let root = LayoutNode.stacked(LayoutNode.nodes(of: view, 0))
        return collect(root.draw(Rect(x: 0, y: 0, width: 200, height: 100)))
    }

    @Test func aViewsAlignmentAndSpacingReachTheTextInside() throws {
        let column = VStack {
            Text("Build habits\nthat last")
            Text("Own").multilineTextAlignment(.trailing).lineSpacing(2)
        }
        .font(.title)
        .multilineTextAlignment(.center)
        .lineSpacing(6)
        let texts = try Self.texts(column)
        // The column's centre and 6 points; the text's own trailing and 2 win over them.
        #expect(texts.map(\.alignment) == [.center, .trailing])
        #expect(texts.map(\.lineSpacing) == [6, 2])
        // Without a modifier: leading, no extra spacing (SwiftUI's defaults).
        let plain = try Self.texts(Text("a\nb"))
        #expect(plain.map(\.alignment) == [.leading])
        #expect(plain.map(\.lineSpacing) == [0])
        // Accepted: the text is drawn at its font's size.
        #expect(try Self.texts(Text("a").font(.title).minimumScaleFactor(0.5)).map(\.font.size) == [28])
    }

    @Test func theInnermostViewWins() throws {
        let nested = VStack { Text("x") }.multilineTextAlignment(.trailing).multilineTextAlignment(.center)
        #expect(try Self.texts(nested).map(\.alignment) == [.trailing])
    }
}
