import Foundation

extension OpenURLAction {
    /// What a handler did with a URL, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction }
        let kind: Kind
        /// The URL the system was asked to open instead, if any.
        let url: URL?

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled, url: nil)
        /// The handler chose not to open the URL.
        public static let discarded = Result(kind: .discarded, url: nil)
        /// The system is to open the URL (nothing opens in a render).
        public static let systemAction = Result(kind: .systemAction, url: nil)

        /// The system is to open `url` instead (nothing opens in a render).
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction, url: url) }
    }

    /// An action that runs `handler` on each URL it is asked to open, as SwiftUI's
    /// `OpenURLAction(handler:)`; a result of `.systemAction` opens nothing in a render.
    public init(handler: @escaping (URL) -> OpenURLAction.Result) {
        self.handler = handler
    }
}
