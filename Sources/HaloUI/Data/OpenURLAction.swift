import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction` (`@Environment(\.openURL) var openURL`, then
/// `openURL(url)`): the system's action opens nothing in a render; one made with
/// `init(handler:)` runs its handler.
public struct OpenURLAction: @unchecked Sendable {
    /// The handler `init(handler:)` gave (nil: the system's action, which opens nothing).
    ///
    /// Sendable by hand: an action is made and called on the thread lowering the view that
    /// reads it (lowering starts no threads), as SwiftUI's own action is used on the main actor.
    let handler: ((URL) -> OpenURLAction.Result)?

    /// The system's action.
    init() { handler = nil }

    /// Opens `url`: runs the handler, if any (the system's action opens nothing).
    public func callAsFunction(_ url: URL) { _ = handler?(url) }

    /// Opens `url` and reports to `completion` whether it was opened: true where the handler
    /// handled it, false otherwise (a render's system opens nothing).
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
        completion(handler?(url).kind == .handled)
    }
}
