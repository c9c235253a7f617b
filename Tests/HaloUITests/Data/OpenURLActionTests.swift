import Foundation
import HaloUI
import Testing

/// `OpenURLAction(handler:)`, as public code makes one: calling the action runs the handler, and
/// the completion hears whether it handled the URL (the system opens nothing in a render).
struct OpenURLActionTests {
    final class Opened: @unchecked Sendable { var urls: [URL] = [] }

    @Test func theHandlerRunsAndReportsWhetherItHandledTheURL() {
        let opened = Opened()
        let handled = OpenURLAction { url in
            opened.urls.append(url)
            return .handled
        }
        let url = URL(string: "https://example.com/a")!
        handled(url)
        #expect(opened.urls == [url])
        var accepted: Bool?
        handled(url) { accepted = $0 }
        #expect(accepted == true && opened.urls.count == 2)
        let discarded = OpenURLAction { _ in .discarded }
        discarded(url) { accepted = $0 }
        #expect(accepted == false)
        let system = OpenURLAction { _ in .systemAction(URL(string: "https://example.com/b")!) }
        system(url) { accepted = $0 }
        #expect(accepted == false)
    }
}
