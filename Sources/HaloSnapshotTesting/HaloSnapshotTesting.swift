// Snapshot tests of HaloUI views with swift-snapshot-testing (docs/testing.md):
//
//     import HaloSnapshotTesting
//     @Test func card() { assertSnapshot(of: PriceCard(), as: .image(layout: .fixed(width: 320, height: 200))) }
//
// The module brings swift-snapshot-testing's API (`assertSnapshot`, `withSnapshotTesting`, record modes)
// and adds the strategies for views: `.image`, `.frames` (a film strip) and `.scene` (the lowered scene
// as JSON text).
@_exported import SnapshotTesting
// HaloUI too, so a test file can build its views inline, as one importing SwiftUI does.
@_exported import HaloUI
