import HaloCore
import HaloEffects

/// One press of a button: down at `down` seconds, released at `up` (nil: held to the end).
public typealias ButtonPress = HarmonicButton.Press

/// A button, as SwiftUI's `Button`: its label drawn by the `buttonStyle` around it (iOS's
/// automatic style, borderless: the label in the tint, the accent colour by default), pressed
/// at the times `presses(_:)` declares. Its action runs on the render's clock at each press's
/// release and at each tap `taps(at:)` declares, as a touch lifted inside it would.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let action: () -> Void
    /// The button's role (a destructive button's label is red in alerts and dialogs).
    var role: ButtonRole?
    /// Whether the button was made from a primitive style's configuration (`init(_:)`): drawn
    /// by the button style in force, not by the primitive style, which made it.
    var isFromConfiguration = false

    /// A button showing `label` that runs `action` when tapped.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    func nodes(_ time: Double) -> [LayoutNode] {
        let environment = Ambient.button ?? ButtonEnvironment()
        if let runtime = Ambient.runtime, runtime.isReplaying {
            let taps = (environment.presses.compactMap(\.up) + (Ambient.taps ?? [])).sorted()
            if !taps.isEmpty { runtime.meet(TapHandler(times: taps, action: action)) }
        }
        // A destructive button's label is red (iOS draws it so; docs/semantics.md, "Initializers
        // of controls"): the title of `init(_:role:action:)` is already.
        let shown =
            role == .destructive
            ? ButtonStyleConfiguration.Label(label.foregroundStyle(Color.red)) : ButtonStyleConfiguration.Label(label)
        if !isFromConfiguration, let primitive = environment.primitiveStyle {
            let configuration = PrimitiveButtonStyleConfiguration(label: shown, role: role, action: action)
            return primitive.nodes(configuration, time)
        }
        let configuration = ButtonStyleConfiguration(label: shown, presses: environment.presses, time: time)
        guard let style = environment.style else { return DefaultButtonStyle().nodes(configuration, time) }
        return style.nodes(configuration, time)
    }
}

extension Button {
    /// A button of a role showing `label`, as SwiftUI's `Button(role:action:label:)`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button labelled with the key `titleKey` (a literal: its Markdown emphasis drawn), as
    /// SwiftUI's `Button(_:action:)`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button labelled with `title` as written, as SwiftUI's `Button(_:action:)` of a string.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(verbatim: String(title)) }
    }

    /// A button of a role labelled with the key `titleKey`, as SwiftUI's `Button(_:role:action:)`
    /// (a destructive one's title red).
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, label: Text(titleKey), action: action)
    }

    /// A button of a role labelled with `title` as written.
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, label: Text(verbatim: String(title)), action: action)
    }

    private init(role: ButtonRole?, label: Text, action: @escaping () -> Void) {
        self.init(action: action) { role == .destructive ? label.foregroundStyle(Color.red) : label }
        self.role = role
    }
}

extension Button where Label == HaloUI.Label<Text, Image> {
    /// A button labelled with a title and a symbol, as SwiftUI's `Button(_:systemImage:action:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { HaloUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a title as written and a symbol.
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping () -> Void
    ) {
        self.init(action: action) { HaloUI.Label(title, systemImage: systemImage) }
    }
}

/// How a button looks, as SwiftUI's `ButtonStyle`: a view made from the label and the press.
public protocol ButtonStyle {
    /// The styled button's type.
    associatedtype Body: View
    /// What `makeBody` is given.
    typealias Configuration = ButtonStyleConfiguration
    /// The button drawn from its label and whether it is pressed.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension ButtonStyle {
    func nodes(_ configuration: Configuration, _ time: Double) -> [LayoutNode] {
        LayoutNode.nodes(of: makeBody(configuration: configuration), time)
    }
}

/// What a `ButtonStyle` is given: the label, whether the button is pressed at the frame's
/// time, and the presses as a timeline for the style's animated values.
public struct ButtonStyleConfiguration {
    /// A button's label as a view of its own (an empty label takes the space it is offered,
    /// so a style can draw a button sized by its frame).
    public struct Label: View, PrimitiveView {
        let make: (Double) -> [LayoutNode]

        init<V: View>(_ view: V) { make = { LayoutNode.nodes(of: view, $0) } }

        func nodes(_ time: Double) -> [LayoutNode] {
            let nodes = make(time)
            guard nodes.isEmpty else { return nodes }
            return [LayoutNode(size: { ($0.width ?? 0, $0.height ?? 0) }, draw: { _ in [] })]
        }
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is held at the frame's time.
    public let isPressed: Bool
    /// The presses, in time order.
    public let presses: [ButtonPress]

    init(label: Label, presses: [ButtonPress], time: Double) {
        self.label = label
        self.presses = presses
        isPressed = HarmonicButton(presses: presses).isPressed(at: time)
    }

    /// A value that is `idle` and moves to `pressed` with `animation` at every press and back
    /// at every release: the style's `@State` changed by `.onChange(of: isPressed) {
    /// withAnimation(animation) { value = isPressed ? pressed : idle } }`, as a timeline.
    public func timeline<Value: Interpolatable>(
        idle: Value, pressed: Value, with animation: Animation?
    ) -> StateTimeline<Value> {
        HarmonicButton(presses: presses).timeline(idle: idle, pressed: pressed, animation: animation)
    }
}

/// The button style and presses in force where a button is lowered.
///
/// Sendable by hand: it is Sendable only to be a task-local value; each one is made, set and read
/// on the thread lowering the view (lowering starts no threads or tasks), and is not changed once
/// `Ambient.$button` holds it.
final class ButtonEnvironment: @unchecked Sendable {
    var style: (any ButtonStyle)?
    var primitiveStyle: (any PrimitiveButtonStyle)?
    var presses: [ButtonPress] = []
}

/// A view whose buttons are drawn by a style or pressed at given times.
public struct ButtonEnvironmentView<Content: View>: View, PrimitiveView {
    let content: Content
    let change: (ButtonEnvironment) -> Void

    func nodes(_ time: Double) -> [LayoutNode] {
        let environment = ButtonEnvironment()
        environment.style = Ambient.button?.style
        environment.primitiveStyle = Ambient.button?.primitiveStyle
        environment.presses = Ambient.button?.presses ?? []
        change(environment)
        return Ambient.$button.withValue(environment) { LayoutNode.nodes(of: content, time) }
    }
}

extension View {
    /// The buttons in the view drawn by `style` (SwiftUI's `buttonStyle(_:)`).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ButtonEnvironmentView<Self> {
        ButtonEnvironmentView(content: self) {
            $0.style = style
            $0.primitiveStyle = nil
        }
    }

    /// The buttons in the view pressed at these times (in time order, not overlapping): what
    /// a user's touches would do, declared.
    public func presses(_ presses: [ButtonPress]) -> ButtonEnvironmentView<Self> {
        ButtonEnvironmentView(content: self) { $0.presses = presses.sorted { $0.down < $1.down } }
    }
}
