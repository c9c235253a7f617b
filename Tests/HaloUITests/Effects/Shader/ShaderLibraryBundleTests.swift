import Foundation
import HaloUI
import Testing

/// `ShaderLibrary.bundle(_:)`: "the default shader library of the specified bundle"; the main
/// bundle's is `ShaderLibrary.default`.
struct ShaderLibraryBundleTests {
    @Test func theMainBundlesLibraryIsTheDefaultOne() {
        #expect(ShaderLibrary.bundle(.main) == ShaderLibrary.default)
        // Another bundle's is its own.
        let other = Bundle(path: FileManager.default.temporaryDirectory.path) ?? Bundle.main
        if other != Bundle.main { #expect(ShaderLibrary.bundle(other) != ShaderLibrary.default) }
    }
}
