import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction` (`@Environment(\.openURL) var openURL`, then
/// `openURL(url)`): accepted, no effect (a render opens nothing).
public struct OpenURLAction: Sendable {
    /// Opens `url` (no effect).
    public func callAsFunction(_ url: URL) {}

    /// Opens `url` (no effect) and reports to `completion` that it was not opened.
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) { completion(false) }
}
