import Foundation

/// How an image of one aspect ratio is placed in a frame of another, as SwiftUI's resizable
/// image with `aspectRatio(contentMode:)` places it.
public enum ImageFit: String, Codable, CaseIterable, Sendable, SceneKeyword {
    /// Scaled to the largest size inside the frame that keeps its aspect ratio, centred
    /// (`.scaledToFit()`): the frame's other side is left uncovered.
    case fit
    /// Scaled to the smallest size that covers the frame and keeps its aspect ratio, centred
    /// (`.scaledToFill()`): it overflows the frame on one side, unless clipped.
    case fill
    /// Stretched to the frame (`.resizable()` alone).
    case stretch

    /// "content mode".
    public static var keywordName: String { "content mode" }

    /// Where an image of `width` x `height` pixels lies in `frame`.
    public func placed(width: Double, height: Double, in frame: Rect) -> Rect {
        guard self != .stretch, width > 0, height > 0 else { return frame }
        let sx = frame.width / width, sy = frame.height / height
        let s = self == .fit ? min(sx, sy) : max(sx, sy)
        let w = width * s, h = height * s
        return Rect(x: frame.x + (frame.width - w) / 2, y: frame.y + (frame.height - h) / 2, width: w, height: h)
    }
}
