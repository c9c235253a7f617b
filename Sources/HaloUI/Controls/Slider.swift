import Foundation

/// A value between bounds shown as a thumb on a track, as SwiftUI's `Slider` on iOS: a 4-point
/// capsule, the tint (the accent colour by default) before the thumb and (120, 120, 128) at 20%
/// after it, and a white 28-point thumb with a soft shadow, across the width it is offered.
/// Minimum and maximum value labels sit before and after the track, 8 points from it; the
/// label is not drawn on iOS (it names the slider for accessibility). A render has no
/// dragging: the thumb sits at the binding's value, which the view's own handlers may change
/// (docs/semantics.md, Everyday modifiers; "Initializers of controls").
public struct Slider<Label: View, ValueLabel: View>: View {
    @Binding var value: Double
    let bounds: ClosedRange<Double>
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    @Environment(\.tint) private var tint

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?
    ) {
        _value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The value labels either side of the track and the thumb.
    public var body: some View {
        HStack(spacing: 8) {
            if let minimumValueLabel { minimumValueLabel }
            track
            if let maximumValueLabel { maximumValueLabel }
        }
    }

    /// The track and the thumb, across the width offered.
    var track: some View {
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? min(max((value - bounds.lowerBound) / span, 0), 1) : 0
        return GeometryReader { proxy in
            let travel = max(proxy.size.width - 28, 0)
            ZStack(alignment: .leading) {
                Capsule().fill(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255).opacity(0.2)).frame(height: 4)
                Capsule().fill(tint ?? .accentColor).frame(width: 14 + travel * fraction, height: 4)
                Circle()
                    .fill(Color.white)
                    .frame(width: 28, height: 28)
                    .shadow(color: .black.opacity(0.15), radius: 3, x: 0, y: 2)
                    .offset(x: travel * fraction)
            }
        }
        .frame(height: 28)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider bound to `value` within `bounds` (0...1 by default), as SwiftUI's
    /// `init(value:in:onEditingChanged:)`; `onEditingChanged` is an interaction effect only
    /// (nothing drags in a render).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimumValueLabel: nil, maximumValueLabel: nil)
    }

    /// A slider bound to `value` within `bounds` moving by `step`, as SwiftUI's
    /// `init(value:in:step:onEditingChanged:)`; the thumb sits at the value as bound (the
    /// step and `onEditingChanged` are interaction effects only).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}
