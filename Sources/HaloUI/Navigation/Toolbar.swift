import HaloCore

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. On iPhone a navigation bar
/// shows leading items (`topBarLeading`, `navigationBarLeading`, `cancellationAction`) at its
/// leading edge, `principal` in its centre instead of the inline title, and the rest at its
/// trailing edge; `bottomBar`, `keyboard` and `status` items are not drawn (Halo draws no
/// bottom toolbar or keyboard).
public struct ToolbarItemPlacement: Hashable, Sendable {
    let side: Side

    enum Side: Hashable, Sendable { case leading, trailing, principal, hidden }

    /// The platform's choice: trailing on iPhone.
    public static let automatic = ToolbarItemPlacement(side: .trailing)
    /// The bar's trailing side.
    public static let primaryAction = ToolbarItemPlacement(side: .trailing)
    /// The bar's trailing side.
    public static let secondaryAction = ToolbarItemPlacement(side: .trailing)
    /// The bar's trailing side.
    public static let confirmationAction = ToolbarItemPlacement(side: .trailing)
    /// The bar's leading side.
    public static let cancellationAction = ToolbarItemPlacement(side: .leading)
    /// The bar's trailing side.
    public static let destructiveAction = ToolbarItemPlacement(side: .trailing)
    /// The bar's leading side.
    public static let navigation = ToolbarItemPlacement(side: .leading)
    /// The bar's centre, instead of the inline title.
    public static let principal = ToolbarItemPlacement(side: .principal)
    /// The bar's leading side.
    public static let topBarLeading = ToolbarItemPlacement(side: .leading)
    /// The bar's trailing side.
    public static let topBarTrailing = ToolbarItemPlacement(side: .trailing)
    /// The bar's leading side (SwiftUI's deprecated spelling).
    public static let navigationBarLeading = ToolbarItemPlacement(side: .leading)
    /// The bar's trailing side (SwiftUI's deprecated spelling).
    public static let navigationBarTrailing = ToolbarItemPlacement(side: .trailing)
    /// A bottom toolbar: not drawn.
    public static let bottomBar = ToolbarItemPlacement(side: .hidden)
    /// Above the keyboard: not drawn (no keyboard shows).
    public static let keyboard = ToolbarItemPlacement(side: .hidden)
    /// A status item: not drawn.
    public static let status = ToolbarItemPlacement(side: .hidden)
}

/// An item of a toolbar, as SwiftUI's `ToolbarItem`: its content, drawn in the navigation bar
/// at its placement in the accent colour.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    func nodes(_ time: Double) -> [LayoutNode] {
        if let slot = Ambient.siblingTraits, slot.container.toolbarPlacement == nil {
            slot.container.toolbarPlacement = placement
        }
        return LayoutNode.nodes(of: content, time)
    }
}

extension ToolbarItem where ID == Void {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an id (for customisation, which iPhone does not offer) at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// An item with an id at `placement`, shown or not by default in a customisable toolbar, as
    /// SwiftUI's `init(id:placement:showsByDefault:content:)`: iPhone's toolbars are not
    /// customisable, so it is drawn, as its siblings are (`showsByDefault` has no visible effect).
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
        @ViewBuilder content: () -> Content
    ) {
        self.init(id: id, placement: placement, content: content)
    }
}

/// Several toolbar items at one placement, as SwiftUI's `ToolbarItemGroup`: side by side.
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// The items `content` builds, at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The items in a row.
    public var body: some View {
        ToolbarItem(placement: placement) { HStack(spacing: NavigationStackLayout.itemSpacing) { content } }
    }
}

/// Whether a bar shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The platform's choice.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// Which bar a toolbar modifier names, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The platform's bars.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

extension View {
    /// The items `content` builds in the navigation bar around the view, as SwiftUI's
    /// `toolbar(content:)`: `ToolbarItem`s at their placements, plain views trailing.
    public func toolbar<C: View>(@ViewBuilder content: () -> C) -> NavigationBarView<Self> {
        toolbarContents(content())
    }

    /// The bars `bars` shown or hidden, as SwiftUI's `toolbar(_:for:)`: a hidden navigation bar
    /// is not drawn; a hidden tab bar is not drawn by the `TabView` whose page says so.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> TraitView<NavigationBarView<Self>> {
        let hidden = visibility == .hidden
        let navigation = bars.contains { $0 == .navigationBar || $0 == .automatic }
        let tabs = bars.contains { $0 == .tabBar || $0 == .automatic }
        return TraitView(
            content: NavigationBarView(content: self) { if hidden && navigation { $0.isHidden = true } }
        ) { if hidden && tabs { $0.tabBarHidden = true } }
    }

    /// The navigation bar's background, as SwiftUI's `toolbarBackground(_:for:)`: drawn behind
    /// the bar (iOS draws the bar's background once content scrolls under it; a still at the
    /// top draws it where set).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> NavigationBarView<Self> {
        let navigation = bars.isEmpty || bars.contains { $0 == .navigationBar || $0 == .automatic }
        return NavigationBarView(content: self) { bar in
            if navigation, bar.background == nil {
                bar.background = AnyShapeStyleBox { AnyView($0.fill(style)) }
            }
        }
    }

    /// Accepted: whether the bar's background shows (`toolbarBackground(_:for:)` with a
    /// visibility); Halo draws a background that was given.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }

    /// Accepted: the bar's colour scheme (`toolbarColorScheme(_:for:)`); Halo's bar text is
    /// the light appearance's.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> Self { self }

    /// Accepted: the role of the toolbar (`toolbarRole(_:)`).
    public func toolbarRole(_ role: ToolbarRole) -> Self { self }
}

/// A toolbar's purpose, as SwiftUI's `ToolbarRole`: accepted.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A browser's.
    public static let browser = ToolbarRole(name: "browser")
    /// An editor's.
    public static let editor = ToolbarRole(name: "editor")
    /// A navigation stack's.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
}
