import HaloIO

/// What an output of a view is: its length, size, frame rate and scale. Every value is optional:
/// a `PropsView`'s `metadata(for:)` gives the ones that depend on its props, and the batch's
/// defaults fill the rest (as Remotion's `calculateMetadata` returns only the fields it changes).
public struct RenderMetadata: Sendable, Equatable {
    /// Seconds; needed for every output but a single PNG.
    public var duration: Double?
    /// The canvas's width in points.
    public var width: Double?
    /// The canvas's height in points.
    public var height: Double?
    /// Frames per second (60 when neither gives one).
    public var fps: Double?
    /// Pixels per point (1 when neither gives one).
    public var scale: Double?

    /// Metadata giving the values that are not nil.
    public init(
        duration: Double? = nil, width: Double? = nil, height: Double? = nil, fps: Double? = nil, scale: Double? = nil
    ) {
        self.duration = duration
        self.width = width
        self.height = height
        self.fps = fps
        self.scale = scale
    }

    /// Each value of this one, or where it has none, the value of `defaults`.
    public func filled(from defaults: RenderMetadata) -> RenderMetadata {
        RenderMetadata(
            duration: duration ?? defaults.duration, width: width ?? defaults.width, height: height ?? defaults.height,
            fps: fps ?? defaults.fps, scale: scale ?? defaults.scale)
    }

    /// The size in points, checked.
    /// - Throws: `BatchError` saying that `view` gives no width or height, or one that is not positive.
    func size(of view: Any.Type) throws -> (width: Double, height: Double) {
        guard let width, let height else {
            let missing = [width == nil ? "width" : nil, height == nil ? "height" : nil].compactMap { $0 }
            throw BatchError(
                "\(view) gives no \(missing.joined(separator: " or ")): return it from metadata(for:), or give it "
                    + "in the batch's defaults")
        }
        for (name, v) in [("width", width), ("height", height), ("scale", scale ?? 1)] where !(v.isFinite && v > 0) {
            throw BatchError("\(view)'s \(name) must be a positive number, got \(v)")
        }
        return (width, height)
    }

    /// The duration in seconds, checked to be there.
    /// - Throws: `BatchError` saying that `view` gives no duration.
    func seconds(of view: Any.Type) throws -> Double {
        guard let duration else {
            throw BatchError(
                "\(view) gives no duration: return one from metadata(for:), or give it in the batch's defaults "
                    + "(a .png output needs none)")
        }
        return duration
    }
}
