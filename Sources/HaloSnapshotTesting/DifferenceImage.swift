import Foundation
import HaloCore
import HaloIO
import SnapshotTesting

/// expected | difference | actual for a failing image snapshot, written beside the failed snapshot (in
/// `SNAPSHOT_ARTIFACTS`, else the temporary folder, where swift-snapshot-testing writes it), so the
/// references' folder never gains files a test did not ask for.
enum DifferenceImage {
    /// `tool`'s message, followed by the path of the difference image when both files are PNGs.
    static func tool(wrapping tool: SnapshotTestingConfiguration.DiffTool) -> SnapshotTestingConfiguration.DiffTool {
        SnapshotTestingConfiguration.DiffTool { reference, failed in
            let text = tool(currentFilePath: reference, failedFilePath: failed)
            guard reference.hasSuffix(".png"), failed.hasSuffix(".png") else { return text }
            do {
                let path = try write(reference: reference, failed: failed)
                return text + "\n\nexpected | difference | actual:\n\"file://\(path)\""
            } catch {
                return text + "\n\n(no difference image: \(error))"
            }
        }
    }

    /// Writes `NAME.difference.png` beside the failed snapshot `NAME.png`; returns its path.
    /// - Throws: `PNGError` when either file cannot be read or the image cannot be written.
    static func write(reference: String, failed: String) throws -> String {
        let expected = try PNG.read(URL(fileURLWithPath: reference))
        let actual = try PNG.read(URL(fileURLWithPath: failed))
        let path = String(failed.dropLast(4)) + ".difference.png"
        try PNG.write(ImageDiff.sideBySide(expected: expected, actual: actual), to: URL(fileURLWithPath: path))
        return path
    }
}
