import Foundation
@_spi(Internals) import SnapshotTesting
import HaloUI

/// Asserts that a view matches its reference on disk, as swift-snapshot-testing's `assertSnapshot` does
/// (same parameters, record modes, `__Snapshots__/File/test.N.ext` files and messages), chosen for views.
///
/// Two things differ from the general function: a view that cannot be drawn fails with Halo's error and
/// records nothing (no empty reference is written), and a failing image also gets
/// expected | difference | actual written beside the failed snapshot, its path in the message.
///
/// - Parameters:
///   - value: The view to snapshot.
///   - snapshotting: A strategy: `.image`, `.frames(at:)` or `.scene`, or any other for views.
///   - name: A name for the reference file, else a counter within the test.
///   - record: Whether to record the reference (`.all`, `.missing`, `.failed`, `.never`).
///   - timeout: How long to wait for an asynchronous strategy.
///   - fileID: The file ID failures are reported in.
///   - filePath: The file whose folder holds `__Snapshots__`.
///   - testName: The test's name, the reference file's stem.
///   - line: The line failures are reported at.
///   - column: The column failures are reported at.
public func assertSnapshot<Value: HaloUI.View, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: nil, timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

/// Asserts that a view matches its reference in `snapshotDirectory` (else `__Snapshots__/File` beside
/// `filePath`): `assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)` with the
/// folder of its references named, as swift-snapshot-testing's `verifySnapshot` names it.
///
/// - Parameters:
///   - value: The view to snapshot.
///   - snapshotting: A strategy for views.
///   - name: A name for the reference file, else a counter within the test.
///   - record: Whether to record the reference.
///   - snapshotDirectory: The folder of the reference files, or nil for `__Snapshots__/File` beside `filePath`.
///   - timeout: How long to wait for an asynchronous strategy.
///   - fileID: The file ID failures are reported in.
///   - filePath: The file whose folder holds `__Snapshots__` when no folder is named.
///   - testName: The test's name, the reference file's stem.
///   - line: The line failures are reported at.
///   - column: The column failures are reported at.
public func assertSnapshot<Value: HaloUI.View, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String?,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    func fail(_ message: String) {
        recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let view: Value
    do { view = try value() } catch {
        fail("The view to snapshot could not be made: \(error)")
        return
    }
    // The snapshot is made first, so a view that cannot be drawn records nothing.
    let problems = SnapshotProblems()
    var made: Format?
    SnapshotProblems.$current.withValue(problems) { snapshotting.snapshot(view).run { made = $0 } }
    if !problems.messages.isEmpty {
        fail(problems.messages.joined(separator: "\n") + "\nNo reference was written or compared.")
        return
    }
    let userTool = SnapshotTestingConfiguration.current?.diffTool ?? _diffTool
    let failure = withSnapshotTesting(diffTool: DifferenceImage.tool(wrapping: userTool)) { () -> String? in
        if let made {
            let made = made
            return verifySnapshot(
                of: made,
                as: Snapshotting<Format, Format>(
                    pathExtension: snapshotting.pathExtension,
                    diffing: snapshotting.diffing),
                named: name, record: record, snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID,
                file: filePath, testName: testName,
                line: line, column: column)
        }
        // An asynchronous strategy: swift-snapshot-testing waits for it.
        return verifySnapshot(
            of: view, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
            timeout: timeout, fileID: fileID,
            file: filePath, testName: testName, line: line, column: column)
    }
    if let failure { fail(failure) }
}
