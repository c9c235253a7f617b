import Foundation

extension Slider where ValueLabel == EmptyView {
    /// A slider named by `label` (not drawn on iOS), as SwiftUI's
    /// `init(value:in:label:onEditingChanged:)`; `onEditingChanged` is an interaction effect only.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider moving by `step`, named by `label` (not drawn on iOS), as SwiftUI's
    /// `init(value:in:step:label:onEditingChanged:)`; the step and `onEditingChanged` are
    /// interaction effects only.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider named by `label` (not drawn on iOS), as SwiftUI's older
    /// `init(value:in:onEditingChanged:label:)`; `onEditingChanged` is an interaction effect only.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider moving by `step`, named by `label` (not drawn on iOS), as SwiftUI's older
    /// `init(value:in:step:onEditingChanged:label:)`; the step and `onEditingChanged` are
    /// interaction effects only.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Slider {
    /// A slider with `minimumValueLabel` before the track and `maximumValueLabel` after it,
    /// named by `label` (not drawn on iOS), as SwiftUI's
    /// `init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`;
    /// `onEditingChanged` is an interaction effect only.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel())
    }

    /// A slider moving by `step` with value labels either side of the track, as SwiftUI's
    /// `init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`; the
    /// step and `onEditingChanged` are interaction effects only.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel())
    }

    /// A slider with value labels either side of the track, as SwiftUI's older
    /// `init(value:in:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`;
    /// `onEditingChanged` is an interaction effect only.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// A slider moving by `step` with value labels either side of the track, as SwiftUI's older
    /// `init(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`; the
    /// step and `onEditingChanged` are interaction effects only.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}
