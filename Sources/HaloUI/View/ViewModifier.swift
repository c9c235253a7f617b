/// A modifier of your own, as SwiftUI's `ViewModifier`: `body(content:)` makes a view of the
/// view it modifies, applied with `modifier(_:)`. A modifier keeps `@State` as a view does, and
/// an `AnimatableModifier`'s `animatableData` animates.
///
/// ```swift
/// struct Pulse: ViewModifier {
///     @State private var on = false
///     func body(content: Content) -> some View {
///         content
///             .scaleEffect(on ? 1.2 : 1)
///             .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { on = true } }
///     }
/// }
/// ```
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The view being modified, as `body(content:)` receives it.
    typealias Content = ModifierContent<Self>
    /// The view the modifier makes of `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// A modifier whose `animatableData` animates, as SwiftUI's `AnimatableModifier`.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The view a modifier modifies, as `body(content:)` receives it (SwiftUI's
/// `_ViewModifier_Content`): drawn where the modifier places it.
public struct ModifierContent<Modifier: ViewModifier>: View, PrimitiveView {
    let lower: (Double) -> [LayoutNode]

    func nodes(_ time: Double) -> [LayoutNode] { lower(time) }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    /// The modified view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` modified by `modifier`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let content = self.content
        let placed = ModifierContent<Modifier>(lower: { LayoutNode.nodes(of: content, $0) })
        guard let runtime = Ambient.runtime else {
            return LayoutNode.nodes(of: modifier.body(content: placed), time)
        }
        runtime.bindState(of: modifier)
        let shown = (modifier as? any Animatable).map { ModifiedContent.presented($0) as! Modifier } ?? modifier
        return LayoutNode.nodes(of: shown.body(content: placed), time)
    }

    /// An animatable modifier with its data at its presentation value.
    private static func presented<A: Animatable>(_ modifier: A) -> A { ViewRuntime.animatedData(modifier) }
}

/// A modifier that changes nothing, as SwiftUI's `EmptyModifier`.
public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier.
    public static let identity = EmptyModifier()

    /// An empty modifier.
    public init() {}

    /// The content as it is.
    public func body(content: Content) -> Content { content }
}

extension View {
    /// The view with `modifier` applied.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
