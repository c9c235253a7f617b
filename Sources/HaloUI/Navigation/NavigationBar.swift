import HaloCore

/// What a navigation stack's bar shows, recorded by its content's modifiers while the content
/// is lowered (`Ambient.navigation`): the title and its display mode, the toolbar, whether the
/// bar or its back button is hidden, and its background.
///
/// Sendable by hand: it is Sendable only to be a task-local value; each `NavigationStack` makes
/// one, and its content writes it and the stack reads it on the thread lowering the view.
final class NavigationBar: @unchecked Sendable {
    /// The title (`navigationTitle`), the first met (the outermost).
    var title: Text?
    /// The title's display mode (`navigationBarTitleDisplayMode`); nil: automatic (large).
    var displayMode: NavigationBarItem.TitleDisplayMode?
    /// Whether the bar is hidden (`navigationBarHidden`, `toolbar(.hidden, for:)`).
    var isHidden = false
    /// The toolbars' contents, in the order met.
    var toolbars: [AnyView] = []
    /// The bar's background (`toolbarBackground`), drawn when set.
    var background: AnyShapeStyleBox?
    /// What the content draws behind the bar (a `List`'s grouped background), as iOS's
    /// transparent bar at the scroll edge shows the content's background through it.
    var contentBackground: Color?
    /// The colour scheme the content prefers (`preferredColorScheme`), the outermost met: the
    /// presentation's, so the bar's too.
    var preferredColorScheme: ColorScheme?

    /// The standard bar's height: 44 points (HIG, "Navigation bars"; UIKit's bar).
    static let inlineHeight = 44.0
    /// The large title's row under the bar: 52 points, a 34-point bold title (Large Title).
    static let largeTitleHeight = 52.0
    /// The bar's side margins: 16 points, iPhone's layout margins.
    static let margin = 16.0

    /// Whether the title is shown large under the bar.
    var isLarge: Bool { title != nil && (displayMode ?? .automatic) != .inline }

    /// The bar's height with what it shows.
    var height: Double { isHidden ? 0 : Self.inlineHeight + (isLarge ? Self.largeTitleHeight : 0) }
}

/// A shape style kept for drawing later (a bar's background).
struct AnyShapeStyleBox {
    let fill: (Rectangle) -> AnyView
}

/// How a navigation title is shown, as SwiftUI's `NavigationBarItem`.
public enum NavigationBarItem {
    /// The title's display mode, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at the top of a stack's root (iOS's default).
        case automatic
        /// Small, centred in the bar.
        case inline
        /// Large, under the bar.
        case large
    }
}

/// A toolbar's mode, as SwiftUI's `ToolbarTitleDisplayMode` (`toolbarTitleDisplayMode`).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// Large at a stack's root.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// Small, in the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// Small, in the bar (large on macOS).
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline)
    /// Large, under the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
}

/// A view that records what the navigation bar around it shows, and is otherwise its content.
public struct NavigationBarView<Content: View>: View, PrimitiveView {
    let content: Content
    let change: (NavigationBar) -> Void

    func nodes(_ time: Double) -> [LayoutNode] {
        if let bar = Ambient.navigation { change(bar) }
        return LayoutNode.nodes(of: content, time)
    }
}

extension View {
    /// The title the navigation bar shows while the view is the stack's root, as SwiftUI's
    /// `navigationTitle(_:)`: large under the bar by default.
    public func navigationTitle(_ title: TextContent) -> NavigationBarView<Self> { navigationTitle(Text(title)) }

    /// The title the navigation bar shows, from a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> NavigationBarView<Self> {
        navigationTitle(Text(title))
    }

    /// The title the navigation bar shows, as a `Text`.
    public func navigationTitle(_ title: Text) -> NavigationBarView<Self> {
        NavigationBarView(content: self) { if $0.title == nil { $0.title = title } }
    }

    /// The title shown large under the bar or small in it, as SwiftUI's
    /// `navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> NavigationBarView<Self> {
        NavigationBarView(content: self) { if $0.displayMode == nil { $0.displayMode = mode } }
    }

    /// The title shown large or small, as SwiftUI's `toolbarTitleDisplayMode(_:)`.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> NavigationBarView<Self> {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// The title and its display mode together, as SwiftUI's deprecated
    /// `navigationBarTitle(_:displayMode:)`.
    public func navigationBarTitle(
        _ title: TextContent, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    ) -> NavigationBarView<Self> {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// The title, from a string, and its display mode.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    ) -> NavigationBarView<Self> {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// The title, as a `Text`, and its display mode.
    public func navigationBarTitle(
        _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    ) -> NavigationBarView<Self> {
        NavigationBarView(content: self) { bar in
            if bar.title == nil { bar.title = title }
            if bar.displayMode == nil { bar.displayMode = displayMode }
        }
    }

    /// The navigation bar hidden, as SwiftUI's deprecated `navigationBarHidden(_:)`.
    public func navigationBarHidden(_ hidden: Bool) -> NavigationBarView<Self> {
        NavigationBarView(content: self) { if hidden { $0.isHidden = true } }
    }

    /// Accepted: a stack's root has no back button to hide, and a pushed view is never shown in
    /// a still (`navigationBarBackButtonHidden(_:)`).
    public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> Self { self }

    /// Accepted: the subtitle shows on macOS and iPadOS only (`navigationSubtitle(_:)`).
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> Self { self }

    /// The view with `leading` and `trailing` at the bar's sides (SwiftUI's deprecated
    /// `navigationBarItems(leading:trailing:)`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> NavigationBarView<Self> {
        NavigationBarView(content: self) {
            $0.toolbars.append(AnyView(ToolbarItem(placement: .topBarLeading) { leading }))
            $0.toolbars.append(AnyView(ToolbarItem(placement: .topBarTrailing) { trailing }))
        }
    }

    /// The view with `trailing` in the bar's trailing side (SwiftUI's deprecated
    /// `navigationBarItems(trailing:)`).
    public func navigationBarItems<T: View>(trailing: T) -> NavigationBarView<Self> {
        toolbarContents(ToolbarItem(placement: .topBarTrailing) { trailing })
    }

    /// The view with `leading` in the bar's leading side (SwiftUI's deprecated
    /// `navigationBarItems(leading:)`).
    public func navigationBarItems<L: View>(leading: L) -> NavigationBarView<Self> {
        toolbarContents(ToolbarItem(placement: .topBarLeading) { leading })
    }

    /// The bar with `content` among its items.
    func toolbarContents<C: View>(_ content: C) -> NavigationBarView<Self> {
        NavigationBarView(content: self) { $0.toolbars.append(AnyView(content)) }
    }
}
