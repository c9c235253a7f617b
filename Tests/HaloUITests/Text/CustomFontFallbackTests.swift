import Foundation
import HaloCore
import HaloRender
import HaloUI
import Testing

/// An app's own font that is not installed, and an asset image that is not there: SwiftUI code
/// names both all the time. Each draws a stand-in with a warning (the system font; a grey
/// rectangle), and is an error under strict rendering.
@Suite struct CustomFontFallbackTests {
    static let missingFamily = "Rubik Halo-Test-Not-Installed"

    @Test func aCustomFontThatIsNotInstalledDrawsAsTheSystemFont() throws {
        let renderer = try ViewRenderer(backend: .cpu)
        func text(_ font: Font) throws -> HaloCore.Image {
            try renderer.image(of: Text("Fallback").font(font), width: 120, height: 40, background: .white)
        }
        let custom = try text(.custom(Self.missingFamily, size: 20))
        let system = try text(.system(size: 20))
        #expect(custom.pixels == system.pixels)
        // The control: another size draws other pixels, so the comparison can fail.
        #expect(try text(.system(size: 22)).pixels != system.pixels)
        #expect(Font.custom(Self.missingFamily, size: 20).resolvedFamily == "DejaVu Sans")
        // An installed family is kept.
        #expect(Font.custom("DejaVu Serif", size: 20).resolvedFamily == "DejaVu Serif")
    }

    @Test func strictRenderingRefusesTheFallbackFontAndThePlaceholderImage() throws {
        let views: [(String, AnyView)] = [
            (Self.missingFamily, AnyView(Text("Fallback").font(.custom(Self.missingFamily, size: 20)))),
            ("no-such-photo-48", AnyView(Image("no-such-photo-48").resizable().frame(width: 20, height: 20))),
        ]
        for (name, view) in views {
            #expect(throws: StrictWarningError.self, "\(name)") {
                _ = try ViewRenderer(backend: .cpu, strict: true).image(of: view, width: 60, height: 30)
            }
            // Without strict, the frame draws.
            _ = try ViewRenderer(backend: .cpu).image(of: view, width: 60, height: 30)
        }
    }
}
