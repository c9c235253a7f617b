import Foundation

/// A value between bounds shown as a thumb on a track, as SwiftUI's `Slider` on iOS: a 4-point
/// capsule, the tint (the accent colour by default) before the thumb and (120, 120, 128) at 20%
/// after it, and a white 28-point thumb with a soft shadow, across the width it is offered.
/// A render has no dragging: the thumb sits at the binding's value, which the view's own
/// handlers may change (docs/semantics.md, Everyday modifiers).
public struct Slider: View {
    @Binding var value: Double
    let bounds: ClosedRange<Double>
    @Environment(\.tint) private var tint

    /// A slider bound to `value` within `bounds` (0...1 by default); `step` and the editing
    /// callback are accepted (nothing drags).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        _value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    }

    /// The track and the thumb.
    public var body: some View {
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
