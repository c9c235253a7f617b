import HaloCore

/// A view that pushes a destination when tapped, as SwiftUI's `NavigationLink`: a still draws
/// its label (the destination is never pushed): in a list, the label with iOS's disclosure
/// chevron at the row's trailing edge (a 13-point semibold `chevron.right` in (196, 196, 199),
/// iOS's tertiary label grey on white); elsewhere the label in the accent colour, as a button's.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    /// A link to `destination` labelled by `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to `destination` labelled by `label` (SwiftUI's older spelling).
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.label = label() }

    /// A link to `destination` labelled by `label`, pushed while `isActive` (never, in a still).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    @Environment(\.isInList) private var isInList
    @Environment(\.tintColor) private var tint

    /// The label, with the chevron in a list.
    public var body: some View {
        if isInList {
            HStack(spacing: 8) {
                label.frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "chevron.right")
                    .font(.system(size: 13, weight: .semibold))
                    .foregroundStyle(Color(red: 196 / 255, green: 196 / 255, blue: 199 / 255))
            }
        } else {
            label.foregroundStyle(tint)
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value` (found by `navigationDestination(for:)`), labelled by `label`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.label = label() }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link that pushes `value`, titled `title`.
    public init<P: Hashable>(_ title: TextContent, value: P?) { label = Text(title) }

    /// A link that pushes `value`, titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { label = Text(title) }
}

extension NavigationLink where Label == Text {
    /// A link to `destination` titled `title`.
    public init(_ title: TextContent, @ViewBuilder destination: () -> Destination) { label = Text(title) }

    /// A link to `destination` titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { label = Text(title) }

    /// A link to `destination` titled `title` (SwiftUI's older spelling).
    public init(_ title: TextContent, destination: Destination) { label = Text(title) }

    /// A link to `destination` titled by a string (SwiftUI's older spelling).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { label = Text(title) }
}

extension EnvironmentValues {
    /// The tint controls take: the `tint`, else the accent colour.
    var tintColor: Color { tint ?? .accentColor }
}

extension View {
    /// Accepted: the view pushed for a value of `data` (`navigationDestination(for:destination:)`);
    /// a still shows the stack's root.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> Self { self }

    /// Accepted: the view pushed while `isPresented` (`navigationDestination(isPresented:destination:)`);
    /// a still shows the stack's root.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> Self { self }

    /// Accepted: the view pushed for a non-nil `item` (`navigationDestination(item:destination:)`);
    /// a still shows the stack's root.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> Self { self }
}
