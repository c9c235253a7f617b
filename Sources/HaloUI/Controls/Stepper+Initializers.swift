import Foundation

extension Stepper {
    /// A stepper labelled by `label`, running `onIncrement` and `onDecrement`, as SwiftUI's
    /// `init(onIncrement:onDecrement:onEditingChanged:label:)`: drawn as its siblings are; the
    /// closures and `onEditingChanged` are interaction effects only (nothing is tapped).
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value` in `bounds` by `step`, labelled by `label`, as SwiftUI's
    /// `init(value:in:step:label:onEditingChanged:)`; `onEditingChanged` is an interaction
    /// effect only.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper of `value` by `step`, labelled by `label`, as SwiftUI's
    /// `init(value:step:label:onEditingChanged:)`; `onEditingChanged` is an interaction effect only.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper of `value` by `step`, labelled by `label`, as SwiftUI's
    /// `init(value:step:format:label:onEditingChanged:)`: iOS's stepper shows no value, so
    /// `format` (the text a Mac's stepper field edits) and `onEditingChanged` have no visible effect.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: label)
    }

    /// A stepper of `value` in `bounds` by `step`, labelled by `label`, as SwiftUI's
    /// `init(value:in:step:format:label:onEditingChanged:)`: `format` and `onEditingChanged`
    /// have no visible effect on iOS.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled by the key `titleKey` of `value` by `step`, as SwiftUI's
    /// `init(_:value:step:format:onEditingChanged:)`: `format` and `onEditingChanged` have no
    /// visible effect on iOS.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled `title` as written, of `value` by `step` (`format` and
    /// `onEditingChanged` have no visible effect on iOS).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled by the key `titleKey` of `value` in `bounds` by `step`, as SwiftUI's
    /// `init(_:value:in:step:format:onEditingChanged:)` (`format` and `onEditingChanged` have no
    /// visible effect on iOS).
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled `title` as written, of `value` in `bounds` by `step` (`format` and
    /// `onEditingChanged` have no visible effect on iOS).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}
