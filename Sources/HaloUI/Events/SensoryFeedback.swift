/// A haptic or sound, as SwiftUI's `SensoryFeedback`: accepted (a render plays no feedback).
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A task produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error occurred.
    public static let error = SensoryFeedback(name: "error")
    /// A selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value increased.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value decreased.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// An alignment was reached.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A level changed.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// How strong an impact is.
    public enum Weight: Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
    }

    /// How flexible an impact's objects are.
    public enum Flexibility: Sendable {
        /// Rigid.
        case rigid
        /// Solid.
        case solid
        /// Soft.
        case soft
    }

    /// An impact of a weight.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }

    /// An impact of a flexibility.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }
}

extension View {
    /// Accepted: `feedback` plays when `trigger` changes (`sensoryFeedback(_:trigger:)`); a render
    /// plays none.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }

    /// Accepted: `feedback` plays when `condition` says (`sensoryFeedback(_:trigger:condition:)`).
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> Self { self }

    /// Accepted: the feedback `feedback` returns plays (`sensoryFeedback(trigger:_:)`).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> Self {
        self
    }
}
