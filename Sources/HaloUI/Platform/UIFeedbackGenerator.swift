import Foundation

/// Haptic feedback, as UIKit's `UIFeedbackGenerator`: accepted, with no effect (a render has
/// no Taptic Engine), so views that call it from their handlers compile and run.
public class UIFeedbackGenerator {
    /// A generator.
    public init() {}

    /// Readies the haptics (no effect).
    public func prepare() {}
}

/// Taps of a physical weight, as UIKit's `UIImpactFeedbackGenerator`: accepted, no effect.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A hard, rigid impact.
        case rigid
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    /// Plays an impact (no effect).
    public func impactOccurred() {}

    /// Plays an impact of `intensity`, 0 to 1 (no effect).
    public func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for a task's outcome, as UIKit's `UINotificationFeedbackGenerator`: accepted, no
/// effect.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What the notification reports.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// Plays a notification's feedback (no effect).
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Feedback for a changed selection, as UIKit's `UISelectionFeedbackGenerator`: accepted, no
/// effect.
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection change's feedback (no effect).
    public func selectionChanged() {}
}
