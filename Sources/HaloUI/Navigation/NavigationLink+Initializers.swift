import Foundation

// SwiftUI's programmatic links of iOS 13, deprecated in iOS 16 for `NavigationLink(value:label:)`
// and `navigationDestination(isPresented:destination:)`: they draw as their siblings do; whether
// the destination is pushed (`isActive`, `tag` and `selection`) has no visible effect, as a still
// pushes nothing.

extension NavigationLink {
    /// A link to `destination` labelled by `label`, pushed while `isActive`, as SwiftUI's
    /// deprecated `init(isActive:destination:label:)`: drawn as its siblings are; `isActive` has
    /// no visible effect (a still pushes nothing).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)"
    )
    public init(
        isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, label: label)
    }

    /// A link to `destination` labelled by `label`, pushed while `selection` is `tag`, as
    /// SwiftUI's deprecated `init(tag:selection:destination:label:)` (the selection has no
    /// visible effect).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(value:label:) inside a List within a NavigationStack"
    )
    public init<V: Hashable>(
        tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, label: label)
    }

    /// A link to `destination` labelled by `label`, pushed while `selection` is `tag`, as
    /// SwiftUI's deprecated `init(destination:tag:selection:label:)` (the selection has no
    /// visible effect).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(value:label:) inside a List within a NavigationStack"
    )
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by the key `titleKey`, pushed while `isActive`, as SwiftUI's deprecated
    /// `init(_:isActive:destination:)` (`isActive` has no visible effect).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)"
    )
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title` as written, pushed while `isActive` (no visible effect).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)"
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled by the key `titleKey` to `destination`, pushed while `isActive`, as
    /// SwiftUI's deprecated `init(_:destination:isActive:)` (`isActive` has no visible effect).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)"
    )
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title` as written to `destination`, pushed while `isActive` (no visible effect).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)"
    )
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled by the key `titleKey`, pushed while `selection` is `tag`, as SwiftUI's
    /// deprecated `init(_:tag:selection:destination:)` (the selection has no visible effect).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(_:value:) inside a List within a NavigationStack"
    )
    public init<V: Hashable>(
        _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title` as written, pushed while `selection` is `tag` (no visible effect).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(_:value:) inside a List within a NavigationStack"
    )
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
    ) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled by the key `titleKey` to `destination`, pushed while `selection` is `tag`,
    /// as SwiftUI's deprecated `init(_:destination:tag:selection:)` (no visible effect).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(_:value:) inside a List within a NavigationStack"
    )
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title` as written to `destination`, pushed while `selection` is `tag`
    /// (no visible effect).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0,
        message: "use NavigationLink(_:value:) inside a List within a NavigationStack"
    )
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination) { Text(title) }
    }
}
