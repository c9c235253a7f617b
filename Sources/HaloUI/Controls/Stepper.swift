/// A control that steps a value up and down, as SwiftUI's `Stepper` on iOS: the label at the
/// leading edge and UIKit's stepper at the trailing one (94 x 32 points, (118, 118, 128) at
/// 12% with 8-point corners, `minus` and `plus` in the primary colour either side of a
/// hairline). Nothing is tapped in a render: the value is the binding's (docs/semantics.md,
/// "Controls").
public struct Stepper<Label: View>: View {
    let label: Label

    /// A stepper labelled by `label`, running `onIncrement` and `onDecrement` (accepted).
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
    }

    /// A stepper of `value` in `bounds` by `step`, labelled by `label`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// A stepper of `value` by `step`, labelled by `label`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
    }

    /// The label and the stepper.
    public var body: some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                Image(systemName: "minus").frame(maxWidth: .infinity)
                Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29).frame(width: 0.5, height: 18)
                Image(systemName: "plus").frame(maxWidth: .infinity)
            }
            .font(.system(size: 17, weight: .medium))
            .frame(width: 94, height: 32)
            .background(
                RoundedRectangle(cornerRadius: 8)
                    .fill(Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)))
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` of `value` in `bounds` by `step`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        label = Text(title)
    }

    /// A stepper titled `title` of `value` by `step`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        label = Text(title)
    }

    /// A stepper titled `title` running `onIncrement` and `onDecrement` (accepted).
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        label = Text(title)
    }
}
