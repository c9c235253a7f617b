/// SwiftUI's preview provider: accepted so a file keeps its previews; a render never shows them
/// (render the view itself with `ViewRenderer`).
public protocol PreviewProvider {
    /// The previews' type.
    associatedtype Previews: View
    /// The views Xcode would preview.
    @ViewBuilder static var previews: Previews { get }
}
