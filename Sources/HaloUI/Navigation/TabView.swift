import HaloCore

/// Pages with a tab bar, as SwiftUI's `TabView`: a still shows the selected page (the one whose
/// `tag` equals `selection`, else the first) over iOS's tab bar (49 points: its items'
/// icons, 22 points, over their titles, 10-point medium, side by side in equal widths, the
/// selected one in the tint and the others in (142, 142, 147), on (249, 249, 249) at 94% under
/// a hairline). With `.tabViewStyle(.page)` the selected page fills it and its dots (7 points,
/// 9 apart, white, the others white at 35%) sit 20 points above its bottom
/// (docs/semantics.md, "Navigation").
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: AnyHashable?
    let content: Content

    /// Pages `content` builds, the one tagged `selection` shown.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        self.content = content()
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let pages = LayoutNode.children(of: content, time)
        let index = selection.flatMap { s in pages.firstIndex { $0.container.tag == s } } ?? 0
        let style = Ambient.environment.tabViewStyleKind
        let view = TabViewChrome(pages: pages, selected: index, style: style)
        return [LayoutNode.of(view, time)]
    }
}

extension TabView where SelectionValue == Int {
    /// Pages `content` builds, the first shown.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// A tab of a `TabView`, as iOS 18's `Tab`: its content is the page, its title and image the
/// tab bar's item, its value the page's tag.
public struct Tab<Value: Hashable, Content: View, TabLabel: View>: View, PrimitiveView {
    let value: Value?
    let label: TabLabel
    let content: Content

    func nodes(_ time: Double) -> [LayoutNode] {
        if let slot = Ambient.siblingTraits {
            var mine = ContainerTraits()
            if let value { mine.tag = AnyHashable(value) }
            mine.tabItem = AnyView(label)
            slot.container = slot.container.filled(from: mine)
        }
        return LayoutNode.nodes(of: content, time)
    }
}

extension Tab where TabLabel == Label<Text, Image> {
    /// A tab titled `title` with the symbol `image`, tagged `value`.
    public init<S: StringProtocol>(
        _ title: S, systemImage image: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.value = value
        label = Label(title, systemImage: image)
        self.content = content()
    }

    /// A tab titled `title` with the image named `image`, tagged `value`.
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.value = value
        label = Label(title, image: image)
        self.content = content()
    }
}

extension Tab where TabLabel == Label<Text, Image>, Value == Never {
    /// A tab titled `title` with the symbol `image`.
    public init<S: StringProtocol>(_ title: S, systemImage image: String, @ViewBuilder content: () -> Content) {
        value = nil
        label = Label(title, systemImage: image)
        self.content = content()
    }
}

extension Tab {
    /// A tab tagged `value` with the item `label`.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> TabLabel) {
        self.value = value
        self.label = label()
        self.content = content()
    }
}

/// A tab view drawn: the selected page, and the tab bar or the page dots.
struct TabViewChrome: View {
    let pages: [LayoutNode]
    let selected: Int
    let style: TabViewStyleKind
    @Environment(\.tintColor) private var tint

    /// The tab bar's height: 49 points.
    static let barHeight = 49.0
    /// An unselected item's colour: (142, 142, 147), iOS's system grey.
    static let unselected = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)

    var body: some View {
        let page = pages.indices.contains(selected) ? [pages[selected]] : []
        switch style {
        case .page(let showsDots):
            return AnyView(
                ZStack(alignment: .bottom) {
                    NodesView(nodes: page).frame(maxWidth: .infinity, maxHeight: .infinity)
                    if showsDots && pages.count > 1 {
                        HStack(spacing: 9) {
                            ForEach(0..<pages.count, id: \.self) { i in
                                Circle().fill(Color.white.opacity(i == selected ? 1 : 0.35)).frame(width: 7, height: 7)
                            }
                        }
                        .padding(.bottom, 16.5)
                    }
                })
        case .tabBar:
            let showsBar = page.first?.container.tabBarHidden != true
            return AnyView(
                VStack(spacing: 0) {
                    NodesView(nodes: page).frame(maxWidth: .infinity, maxHeight: .infinity)
                    if showsBar { bar }
                })
        }
    }

    /// The tab bar: each page's item in an equal share of the width.
    var bar: some View {
        HStack(spacing: 0) {
            ForEach(0..<pages.count, id: \.self) { i in
                VStack(spacing: 2) { pages[i].container.tabItem ?? AnyView(EmptyView()) }
                    .labelStyle(.tabItem)
                    .font(.system(size: 10, weight: .medium))
                    .foregroundStyle(i == selected ? tint : Self.unselected)
                    .frame(maxWidth: .infinity)
            }
        }
        .frame(height: Self.barHeight)
        .background(Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, opacity: 0.94))
        .overlay(alignment: .top) { Color.black.opacity(0.3).frame(height: 0.33) }
    }
}

/// The looks a tab view is drawn in.
public enum TabViewStyleKind: Hashable, Sendable {
    /// Pages with a tab bar.
    case tabBar
    /// Paged, with the dots or without.
    case page(showsDots: Bool)
}

/// How a tab view is drawn, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {
    /// The look Halo draws.
    var kind: TabViewStyleKind { get }
}

/// The platform's tab view style: a tab bar on iPhone.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
    /// A tab bar.
    public var kind: TabViewStyleKind { .tabBar }
}

/// The paged tab view style, as SwiftUI's `PageTabViewStyle`.
public struct PageTabViewStyle: TabViewStyle {
    let showsDots: Bool

    /// When the page dots show, as SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public enum IndexDisplayMode: Sendable {
        /// With more than one page.
        case automatic
        /// Always.
        case always
        /// Never.
        case never
    }

    /// The style, its dots shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { showsDots = indexDisplayMode != .never }

    /// Paged.
    public var kind: TabViewStyleKind { .page(showsDots: showsDots) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's style: a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// The tab bar (iOS 18's `.tabBarOnly`).
    public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// A tab bar on iPhone (iOS 18's `.sidebarAdaptable`).
    public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Paged, with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Paged, its dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page view's dots are backed, as SwiftUI's `IndexViewStyle`: accepted.
public struct IndexViewStyleChoice: Sendable {
    /// When the dots' backing shows.
    public enum BackgroundDisplayMode: Sendable {
        /// The platform's choice.
        case automatic
        /// When interacting.
        case interactive
        /// Always.
        case always
        /// Never.
        case never
    }

    /// Paged dots.
    public static var page: IndexViewStyleChoice { IndexViewStyleChoice() }

    /// Paged dots, backed as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> IndexViewStyleChoice {
        IndexViewStyleChoice()
    }
}

extension View {
    /// The tab views inside drawn in `style`, as SwiftUI's `tabViewStyle(_:)`.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> EnvironmentView<Self> {
        let kind = style.kind
        return EnvironmentView(content: self) { $0.tabViewStyleKind = kind }
    }

    /// Accepted: how page dots are backed (`indexViewStyle(_:)`); Halo draws them unbacked.
    public func indexViewStyle(_ style: IndexViewStyleChoice) -> Self { self }

    /// The page's item in the tab bar of the `TabView` around it, as SwiftUI's `tabItem(_:)`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> TraitView<Self> {
        let item = AnyView(label())
        return TraitView(content: self) { $0.tabItem = item }
    }

    /// Accepted: a badge on the view's tab item or row (`badge(_:)`); not drawn.
    public func badge(_ count: Int) -> Self { self }

    /// Accepted: a badge of text (`badge(_:)`); not drawn.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> Self { self }
}

extension EnvironmentValues {
    /// The look of the tab views inside (a tab bar by default).
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }

    private struct TabViewStyleKindKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.tabBar }
}
