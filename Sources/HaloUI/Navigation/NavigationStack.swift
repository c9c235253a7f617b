import HaloCore

/// A stack of views with a navigation bar, as SwiftUI's `NavigationStack`: a still shows its
/// root view under the bar, which shows the root's `navigationTitle` (large under the bar by
/// default, or inline in it), its toolbar items, and its `toolbarBackground`. Pushed views
/// (`NavigationLink`'s destinations, a `path`) are never shown: a still shows the root, as the
/// app's first frame does (docs/semantics.md, "Navigation").
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root

    /// A stack whose root view is `root`.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    /// A stack bound to a path of pushed values (accepted: the root is drawn).
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }

    func nodes(_ time: Double) -> [LayoutNode] { [NavigationStackLayout.node(of: root, time)] }
}

/// A navigation container, as SwiftUI's deprecated `NavigationView`: on iPhone a stack, drawn
/// as `NavigationStack`.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    /// A navigation view of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func nodes(_ time: Double) -> [LayoutNode] { [NavigationStackLayout.node(of: content, time)] }
}

/// A list of values pushed on a stack, as SwiftUI's `NavigationPath`: kept, never shown.
public struct NavigationPath: Equatable {
    private var items: [AnyHashable] = []

    /// An empty path.
    public init() {}

    /// A path of `elements`, the first pushed first, as SwiftUI's `NavigationPath(_:)`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        items = elements.map { AnyHashable($0) }
    }

    /// A path of codable `elements`, the first pushed first, as SwiftUI's `NavigationPath(_:)`
    /// for values it can encode.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {
        items = elements.map { AnyHashable($0) }
    }

    /// The number of values pushed.
    public var count: Int { items.count }

    /// Whether nothing is pushed.
    public var isEmpty: Bool { items.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { items.append(AnyHashable(value)) }

    /// Pops `k` values (as many as there are, at most).
    public mutating func removeLast(_ k: Int = 1) { items.removeLast(min(max(k, 0), items.count)) }
}

/// How a navigation stack is laid out: its bar on top (44 points, with 52 more for a large
/// title), its root centred in the space under it.
enum NavigationStackLayout {
    /// The space between toolbar items: 16 points (chosen; Apple publishes none).
    static let itemSpacing = 16.0

    /// The stack's node: the bar and the root, the root's bar settings read as it is lowered.
    static func node<V: View>(of root: V, _ time: Double) -> LayoutNode {
        let bar = NavigationBar()
        let content = Ambient.$navigation.withValue(bar) { StackLayout.implicit(of: root, time) }
        // The scheme the content prefers is the whole presentation's, the bar's included.
        var environment = Ambient.environment
        if let scheme = bar.preferredColorScheme { environment.colorScheme = scheme }
        let chrome = Ambient.$environment.withValue(environment) {
            Ambient.$navigation.withValue(nil) { barNode(bar, time) }
        }
        // A hosting controller's view fills with the system background (white in light, where the
        // canvas's own background stands for it; black in dark): docs/semantics.md, "Colour scheme".
        let dark = environment.colorScheme == .dark
        let fill = bar.contentBackground ?? (dark ? Color(.black) : nil)
        let background = fill.map { LayoutNode.of($0, time) }
        return LayoutNode(
            size: { proposal in
                let height = proposal.height.map { max($0 - bar.height, 0) }
                let inner = content.size(ProposedSize(width: proposal.width, height: height))
                return (proposal.width ?? inner.width, proposal.height ?? inner.height + bar.height)
            },
            draw: { rect in
                var items = background?.draw(rect) ?? []
                let below = Rect(
                    x: rect.minX, y: rect.minY + bar.height, width: rect.width,
                    height: max(rect.height - bar.height, 0))
                let s = content.size(ProposedSize(width: below.width, height: below.height))
                items += content.draw(below.centered(width: s.width, height: s.height))
                if !bar.isHidden {
                    items += chrome.draw(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: bar.height))
                }
                return items
            })
    }

    /// The bar's own node: background, items and title.
    static func barNode(_ bar: NavigationBar, _ time: Double) -> LayoutNode {
        let tint = Ambient.environment.tint ?? .accentColor
        var leading: [LayoutNode] = []
        var trailing: [LayoutNode] = []
        var principal: [LayoutNode] = []
        for toolbar in bar.toolbars {
            for node in LayoutNode.children(of: toolbar.font(.body).foregroundStyle(tint), time) {
                switch node.container.toolbarPlacement?.side ?? .trailing {
                case .leading: leading.append(node)
                case .trailing: trailing.append(node)
                case .principal: principal.append(node)
                case .hidden: break
                }
            }
        }
        let view = NavigationBarChrome(
            title: bar.title, isLarge: bar.isLarge, leading: leading, trailing: trailing, principal: principal,
            background: bar.background)
        return LayoutNode.of(view, time)
    }
}

/// The navigation bar as iOS draws it at the top of a stack's root: items at the sides of a
/// 44-point bar with 16-point margins, the title inline (17-point semibold, Headline) or large
/// (34-point bold, Large Title) under it, 16 points from the leading edge.
struct NavigationBarChrome: View {
    let title: Text?
    let isLarge: Bool
    let leading: [LayoutNode]
    let trailing: [LayoutNode]
    let principal: [LayoutNode]
    let background: AnyShapeStyleBox?

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                HStack(spacing: NavigationStackLayout.itemSpacing) {
                    NodesView(nodes: leading)
                    Spacer(minLength: 0)
                    NodesView(nodes: trailing)
                }
                .padding(.horizontal, NavigationBar.margin)
                if !principal.isEmpty {
                    NodesView(nodes: principal)
                } else if !isLarge, let title {
                    title.font(.headline).lineLimit(1)
                }
            }
            .frame(height: NavigationBar.inlineHeight)
            if isLarge, let title {
                title.font(.largeTitle).fontWeight(.bold).lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, NavigationBar.margin)
                    .frame(height: NavigationBar.largeTitleHeight)
            }
        }
        .background(background?.fill(Rectangle()) ?? AnyView(EmptyView()))
    }
}
