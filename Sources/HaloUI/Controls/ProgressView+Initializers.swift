import Foundation

extension ProgressView {
    /// A bar filled to `value` of `total` with `label` above it and `currentValueLabel` under it
    /// in the secondary style, as SwiftUI's `init(value:total:label:currentValueLabel:)`.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: Self.fraction(value, of: total), label: label(), currentValueLabel: currentValueLabel())
    }

    /// A bar running over `timerInterval`, emptying as time passes where it `countsDown` (filling
    /// otherwise), with `label` above it and `currentValueLabel` under it, as SwiftUI's
    /// `init(timerInterval:countsDown:label:currentValueLabel:)`; the frame's date is the render's clock.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: nil, label: label(), currentValueLabel: currentValueLabel())
        timer = (timerInterval, countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar with `label` above it and the time left (or passed) under it, as SwiftUI's
    /// `init(timerInterval:countsDown:label:)`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            timerInterval: timerInterval, countsDown: countsDown, label: label,
            currentValueLabel: { DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown) })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A timer bar with the time left (or passed) under it, as SwiftUI's
    /// `init(timerInterval:countsDown:)`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}
