import Foundation

/// A progress indicator, as SwiftUI's `ProgressView`: without a value, iOS's spinning activity
/// indicator; with one, a bar filled to `value / total` in the tint (the accent colour by
/// default); a label above either. Apple publishes neither control's metrics: Halo draws the
/// indicator as 8 spokes, 3 by 6.5 points, on a 20-point circle, in the secondary label colour
/// fading round the circle, the brightest stepping on 8 times a second; the bar as a 4-point
/// capsule on a (120, 120, 128) track at 20% (docs/semantics.md, Everyday modifiers).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let value: Double?
    let label: Label?
    /// The current value's label, under the bar in the secondary style (`currentValueLabel:`;
    /// docs/semantics.md, "Initializers of controls").
    var currentValueLabel: CurrentValueLabel?
    /// The dates a timer bar runs between, and whether it empties (`init(timerInterval:...)`).
    var timer: (interval: ClosedRange<Date>, countsDown: Bool)?

    /// A spinning indicator with `label` under it.
    public init(@ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {
        value = nil
        self.label = label()
    }

    /// A bar filled to `value` of `total`, under `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView {
        self.value = Self.fraction(value, of: total)
        self.label = label()
    }

    /// A view with all its parts given.
    init(value: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.value = value
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// `value / total` kept to 0...1 (0 for a total that is not positive); nil stays nil.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, of total: V) -> Double? {
        value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
    }

    /// The indicator or the bar, and the labels.
    public var body: some View {
        let spins = value == nil && timer == nil
        return VStack(alignment: spins ? .center : .leading, spacing: spins ? 8 : 4) {
            if let label, !spins { label }
            if let timer {
                TimelineView { context in
                    ProgressBar(fraction: Self.timerFraction(timer.interval, timer.countsDown, at: context.date))
                }
            } else if let value {
                ProgressBar(fraction: value)
            } else {
                ActivityIndicator()
            }
            if let label, spins { label.foregroundStyle(.secondary) }
            if let currentValueLabel, !spins { currentValueLabel.foregroundStyle(.secondary) }
        }
    }

    /// The part of a timer bar filled at `date`: the time passed over the interval's length, kept
    /// to 0...1, or what is left of it where it counts down (an empty interval: done).
    static func timerFraction(_ interval: ClosedRange<Date>, _ countsDown: Bool, at date: Date) -> Double {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let passed = length > 0 ? min(max(date.timeIntervalSince(interval.lowerBound) / length, 0), 1) : 1
        return countsDown ? 1 - passed : passed
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinning activity indicator.
    public init() {
        value = nil
        label = nil
    }

    /// A bar filled to `value` of `total` (nil: the spinning indicator).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
        self.value = Self.fraction(value, of: total)
        label = nil
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinning indicator titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        value = nil
        label = Text(title)
    }

    /// A bar filled to `value` of `total`, titled `title`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
        self.value = Self.fraction(value, of: total)
        label = Text(title)
    }
}

/// iOS's activity indicator, as Halo draws it: 8 spokes round a 20-point circle.
struct ActivityIndicator: View {
    var body: some View {
        // Schedule-less: a pure function of the time, it needs no updates replayed.
        TimelineView { context in
            let step = Int((context.date.timeIntervalSinceReferenceDate * 8).rounded(.down))
            ZStack {
                ForEach(0..<8, id: \.self) { i in
                    Capsule()
                        .fill(Color.secondary)
                        .frame(width: 3, height: 6.5)
                        .offset(y: -6.75)
                        .rotationEffect(.degrees(Double(i) * 45))
                        .opacity(1 - 0.7 * Double((step - i) & 7) / 7)
                }
            }
            .frame(width: 20, height: 20)
        }
    }
}

/// A linear progress bar filled to `fraction` of the width it is offered, 4 points tall.
struct ProgressBar: View {
    let fraction: Double
    @Environment(\.tint) private var tint

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255).opacity(0.2))
                Capsule().fill(tint ?? .accentColor).frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: 4)
    }
}

/// A progress view's look, as SwiftUI's `ProgressViewStyle` (`.automatic`, `.circular`,
/// `.linear`): accepted; Halo draws what iOS's automatic style draws, by whether there is a value.
public struct ProgressViewStyleChoice: Hashable, Sendable {
    let name: String
    /// The platform's look.
    public static let automatic = ProgressViewStyleChoice(name: "automatic")
    /// The spinning indicator (drawn by value, as iOS's automatic style).
    public static let circular = ProgressViewStyleChoice(name: "circular")
    /// The bar (drawn by value, as iOS's automatic style).
    public static let linear = ProgressViewStyleChoice(name: "linear")
}

extension View {
    /// Accepted for SwiftUI's spelling: a progress view's look follows whether it has a value.
    public func progressViewStyle(_ style: ProgressViewStyleChoice) -> Self { self }
}
