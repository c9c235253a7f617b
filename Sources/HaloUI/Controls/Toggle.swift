import Foundation

/// An on/off switch with a label, as SwiftUI's `Toggle` on iOS: drawn by the `toggleStyle` in
/// force, iOS's switch (`SwitchToggleStyle`) by default.
public struct Toggle<Label: View>: View {
    @Binding var isOn: Bool
    let label: Label
    /// Whether the toggle stands for several values, some on (`init(sources:isOn:label:)`).
    var isMixed = false
    /// Whether the toggle was made from a style's configuration (`init(_:)`): drawn as a switch,
    /// not by the style in force, which made it.
    var isFromConfiguration = false

    /// A switch bound to `isOn`, labelled by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        _isOn = isOn
        self.label = label()
    }

    /// The toggle as its style draws it: iOS's switch unless `toggleStyle` set another.
    public var body: some View {
        var configuration = ToggleStyleConfiguration(label: ButtonStyleConfiguration.Label(label), isOn: $isOn)
        configuration.isMixed = isMixed
        let style = isFromConfiguration ? nil : Ambient.environment.toggleStyle
        return style?.make(configuration)
            ?? AnyView(SwitchToggleStyle().makeBody(configuration: configuration))
    }
}

extension Toggle where Label == Text {
    /// A switch titled `title`, bound to `isOn`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// A switch titled by the key `titleKey` (its Markdown emphasis drawn), bound to `isOn`.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

/// How a toggle looks, as SwiftUI's `ToggleStyle`: a view made from its configuration (the
/// label and the `isOn` binding), applied with `toggleStyle(_:)`.
public protocol ToggleStyle {
    /// The styled toggle's type.
    associatedtype Body: View
    /// What `makeBody` is given.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle drawn from its label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` is given: the label and the binding to the toggle's state.
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether the toggle is on; `$isOn` is the binding.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on (never, here).
    public var isMixed = false

    init(label: ButtonStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// iOS's switch, as SwiftUI's `SwitchToggleStyle`: the label, then the switch at the trailing
/// edge (a 51 x 31 capsule, green when on or the tint, (120, 120, 128) at 16% when off, with a
/// white 27-point knob); a scripted tap (`taps(at:)`) flips the binding, the knob sliding with
/// a snappy spring. Apple publishes no metrics: these are UIKit's switch as it measures on iOS
/// (docs/semantics.md, Everyday modifiers).
public struct SwitchToggleStyle: ToggleStyle {
    /// The colour of the track when on (`init(tint:)`); nil: the tint in force, or green.
    var onColor: Color?

    /// The style.
    public init() {}

    /// The label and the switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchBody(label: configuration.label, isOn: configuration.$isOn, onColor: onColor)
    }
}

/// The switch drawn.
struct SwitchBody: View {
    let label: ButtonStyleConfiguration.Label
    @Binding var isOn: Bool
    /// The style's own on colour (`SwitchToggleStyle(tint:)`), over the tint in force.
    var onColor: Color?
    @Environment(\.tint) private var tint
    @Environment(\.labelsHidden) private var labelsHidden

    /// The track's colour when off: (120, 120, 128) at 16%.
    static var offTrack: Color { Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255).opacity(0.16) }

    var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            ZStack {
                Capsule().fill(isOn ? onColor ?? tint ?? .green : Self.offTrack)
                Circle()
                    .fill(Color.white)
                    .frame(width: 27, height: 27)
                    .shadow(color: .black.opacity(0.15), radius: 2, x: 0, y: 2)
                    .offset(x: isOn ? 10 : -10)
            }
            .frame(width: 51, height: 31)
        }
        .onTapGesture { withAnimation(.snappy) { isOn.toggle() } }
    }
}

/// A toggle drawn as a button, as SwiftUI's `ButtonToggleStyle`: the label as a bordered
/// button, prominent while on.
public struct ButtonToggleStyle: ToggleStyle {
    /// The style.
    public init() {}

    /// The label as a bordered button.
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, isPressed: false, prominent: configuration.isOn)
            .onTapGesture { configuration.$isOn.wrappedValue.toggle() }
    }
}

/// The platform's toggle style, as SwiftUI's `DefaultToggleStyle`: the switch on iPhone.
public struct DefaultToggleStyle: ToggleStyle {
    /// The style.
    public init() {}

    /// The switch.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// iOS's switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button, prominent while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's style: the switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A toggle style kept in the environment, its type erased.
struct AnyToggleStyle: @unchecked Sendable {
    let make: (ToggleStyleConfiguration) -> AnyView
}

extension EnvironmentValues {
    /// The style toggles inside are drawn in (`toggleStyle`; nil: the switch).
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    private struct ToggleStyleKey: EnvironmentKey { static let defaultValue: AnyToggleStyle? = nil }
}

extension View {
    /// The toggles inside drawn by `style`, as SwiftUI's `toggleStyle(_:)`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> EnvironmentView<Self> {
        nonisolated(unsafe) let style = style
        let erased = AnyToggleStyle { AnyView(style.makeBody(configuration: $0)) }
        return EnvironmentView(content: self) { $0.toggleStyle = erased }
    }
}

extension EnvironmentValues {
    /// Whether controls inside draw without their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    /// The view with the labels of the controls inside hidden, as SwiftUI's `labelsHidden()`: a
    /// toggle is its switch alone.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}
