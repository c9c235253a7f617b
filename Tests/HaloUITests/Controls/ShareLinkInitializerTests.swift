import Foundation
import HaloUI
import Testing

/// Every `ShareLink` initializer of SwiftUI, as public code calls them: the subject, message and
/// previews show only in the share sheet, so each draws its label as the form without them does.
struct ShareLinkInitializerTests {
    @Test func previewsAndItemsDrawTheLabel() throws {
        let url = URL(string: "https://example.com")!
        let share = try ContainerControlsTests.scene(ShareLink(item: url))
        #expect(try ContainerControlsTests.scene(ShareLink(items: [url])) == share)
        #expect(try ContainerControlsTests.scene(ShareLink(item: url, preview: SharePreview("Example"))) == share)
        #expect(
            try ContainerControlsTests.scene(
                ShareLink(items: [url], subject: Text("Hi")) { SharePreview($0.absoluteString) }) == share)
        // Drawn as "Share" with the symbol, in the tint.
        #expect(
            share
                == (try ContainerControlsTests.scene(
                    Label("Share", systemImage: "square.and.arrow.up").foregroundStyle(Color.accentColor))))
        let titled = try ContainerControlsTests.scene(ShareLink("Send", item: url))
        #expect(try ContainerControlsTests.scene(ShareLink("Send", items: [url])) == titled)
        #expect(try ContainerControlsTests.scene(ShareLink(Text("Send"), items: [url])) == titled)
        #expect(
            try ContainerControlsTests.scene(
                ShareLink("Send", item: url, preview: SharePreview("Doc", image: Image(systemName: "doc"))))
                == titled)
        let title: String = "Send"
        #expect(
            try ContainerControlsTests.scene(ShareLink(title, items: [url]) { _ in SharePreview(Text("Doc")) })
                == titled)
        let custom = ShareLink(item: url, preview: SharePreview("Doc", icon: Image(systemName: "doc"))) {
            Text("Out")
        }
        #expect(
            try ContainerControlsTests.scene(custom)
                == ContainerControlsTests.scene(Text("Out").foregroundStyle(Color.accentColor)))
        let many = ShareLink(items: [url], preview: { _ in SharePreview("Doc") }) { Text("Out") }
        #expect(try ContainerControlsTests.scene(many) == ContainerControlsTests.scene(custom))
    }
}
