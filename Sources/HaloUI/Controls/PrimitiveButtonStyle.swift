/// A button style that decides when the action runs, as SwiftUI's `PrimitiveButtonStyle`: a
/// view made of the label and a `trigger()` that runs the action (a render's scripted taps
/// still run it).
public protocol PrimitiveButtonStyle {
    /// The styled button's type.
    associatedtype Body: View
    /// What `makeBody` is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button drawn from its label.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` is given: the label, the role and the action.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// The button's role (nil: none).
    public let role: ButtonRole?
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}

/// A button's purpose, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// Deletes or removes (drawn red in alerts and dialogs).
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels.
    public static let cancel = ButtonRole(name: "cancel")
}

extension PrimitiveButtonStyle {
    func nodes(_ configuration: Configuration, _ time: Double) -> [LayoutNode] {
        LayoutNode.nodes(of: makeBody(configuration: configuration), time)
    }
}

extension View {
    /// The buttons in the view drawn by a primitive style (SwiftUI's `buttonStyle(_:)`).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ButtonEnvironmentView<Self> {
        ButtonEnvironmentView(content: self) {
            $0.primitiveStyle = style
            $0.style = nil
        }
    }
}
