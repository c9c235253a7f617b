import Foundation
import HaloUI
@_spi(Internals) import SnapshotTesting

/// Asserts that every preview of `module` (each `#Preview` and `PreviewProvider` it declares, found by
/// `PreviewRegistry.previews(inModule:)`) matches its reference: one image snapshot each, named after
/// the preview, drawn on the canvas its traits give (an iPhone's screen unless it says otherwise).
///
///     @MainActor @Test func previews() { assertPreviews(in: "AppViews") }
///
/// A module with no previews fails, saying so: a test that checks nothing never passes quietly.
///
/// - Parameters:
///   - module: The module whose previews are checked, as its name is spelled in `import`.
///   - device: The device a preview's canvas is sized for.
///   - scale: Pixels a point: the device's unless given.
///   - precision: The fraction of pixels that must match (1: all).
///   - perceptualPrecision: How close a pixel must be to match (1: every channel equal).
///   - record: Whether to record the references.
///   - snapshotDirectory: The folder of the references, or nil for `__Snapshots__/File` beside `filePath`.
///   - fileID: The file ID failures are reported in.
///   - filePath: The file whose folder holds `__Snapshots__`.
///   - testName: The test's name, the reference files' stem.
///   - line: The line failures are reported at.
///   - column: The column failures are reported at.
@MainActor
public func assertPreviews(
    in module: String,
    device: ViewImageConfig = .iPhone15Pro,
    scale: Double? = nil,
    precision: Float = 1,
    perceptualPrecision: Float = 1,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let previews = PreviewRegistry.previews(inModule: module)
    guard !previews.isEmpty else {
        recordIssue(
            "No previews found in module \(module): check the name, and that the test target depends on it "
                + "(previews are found among the types linked into the test).",
            fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    var used: [String: Int] = [:]
    for item in previews {
        // File names: the preview's name, made unique within the module.
        var name = item.name
        used[name, default: 0] += 1
        if used[name]! > 1 { name += "-\(used[name]!)" }
        let canvas = item.canvasSize(device: CGSize(width: device.width, height: device.height))
        assertSnapshot(
            of: item.makeView(),
            as: .image(
                layout: .fixed(width: canvas.width, height: canvas.height), scale: scale ?? device.scale,
                precision: precision, perceptualPrecision: perceptualPrecision),
            named: name, record: record, snapshotDirectory: snapshotDirectory, fileID: fileID, file: filePath,
            testName: testName, line: line,
            column: column)
    }
}
