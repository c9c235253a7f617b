import Foundation

/// SwiftUI's `Image` initializers with a label or a variable value: the label is what
/// VoiceOver reads and the variable value (0...1) which layers of a variable symbol are
/// highlighted; a named image draws the same with or without them (accepted, no visible effect).
extension Image {
    /// The image named `name`, labelled `label` for assistive technologies (accepted, no visible
    /// effect): drawn as `Image(name, bundle: bundle)`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle) }

    /// The image named `name` with a variable value (accepted, no visible effect: a named image
    /// is drawn whole): drawn as `Image(name, bundle: bundle)`.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// The image named `name` with a variable value and a label (both accepted, no visible
    /// effect): drawn as `Image(name, bundle: bundle)`.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// The image named `name`, for decoration, with a variable value (accepted, no visible
    /// effect): drawn as `Image(name, bundle: bundle)`.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }
}
