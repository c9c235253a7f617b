/// A size class of the interface, as SwiftUI's `UserInterfaceSizeClass`: from the canvas being
/// rendered, read through `horizontalSizeClass` and `verticalSizeClass` (docs/semantics.md,
/// "Size classes").
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Constrained space (an iPhone's width in portrait, its height in landscape).
    case compact
    /// Ample space (an iPad's width, an iPhone's height in portrait).
    case regular

    /// The horizontal class of a canvas `width` points wide: regular from 744 points (the
    /// narrowest iPad, iPad mini in portrait), else compact.
    static func horizontal(width: Double) -> UserInterfaceSizeClass { width >= 744 ? .regular : .compact }

    /// The vertical class of a canvas `height` points tall: compact under 500 points (every
    /// iPhone in landscape; the shortest iPad is 744), else regular.
    static func vertical(height: Double) -> UserInterfaceSizeClass { height < 500 ? .compact : .regular }
}
