import Foundation

extension Animation {
    /// The animation, reported logically complete `duration` seconds after it starts, as
    /// SwiftUI's `logicallyComplete(after:)`.
    ///
    /// Accepted as the animation itself: HaloUI's animation value has no room for another
    /// completion time, so `withAnimation(_:completionCriteria: .logicallyComplete)` runs its
    /// completion when the animation is seen to stop moving (docs/semantics.md, "Grouping,
    /// erasure, subviews and text lines"). Only a completion's timing differs, never a frame
    /// of the animation itself.
    public func logicallyComplete(after duration: TimeInterval) -> Animation { self }
}
