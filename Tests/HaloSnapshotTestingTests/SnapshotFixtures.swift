import Foundation
import HaloCore
import HaloIO
import HaloSnapshotTesting
import HaloUI
import Testing

/// Views and images the snapshot tests share, each with the pixels it must give worked out by hand.
enum SnapshotFixtures {
    /// A 20 x 10 point block of pure red.
    struct RedBlock: View {
        var body: some View { Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 10) }
    }

    /// A 20 x 10 block, blue on its left half and red on its right.
    struct TwoBlocks: View {
        var body: some View {
            HStack(spacing: 0) {
                Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 10, height: 10)
                Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 10, height: 10)
            }
        }
    }

    /// A block whose opacity goes from 0 to 1 over a second, linearly, once it appears.
    struct FadeIn: View {
        @State private var shown = false
        var body: some View {
            Rectangle().fill(Color(red: 0, green: 0, blue: 0)).frame(width: 10, height: 10)
                .opacity(shown ? 1 : 0)
                .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
        }
    }

    /// A solid image of straight RGBA `rgba`, `width` x `height` pixels.
    static func solid(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> HaloCore.Image {
        HaloCore.Image(
            width: width, height: height, straight: Array([[UInt8]](repeating: rgba, count: width * height).joined()))
    }

    /// Writes `image` as the reference `name`.1.png in `directory` (the name a test's first snapshot takes).
    static func writeReference(_ image: HaloCore.Image, _ name: String, in directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try PNG.write(image, to: directory.appendingPathComponent("\(name).1.png"))
    }
}

/// What `body` records as issues, their comments joined, or nil when it records none: the known
/// issues of a snapshot assertion expected to fail, kept from failing the test that looks at them.
func issueText(_ body: () -> Void) -> String? {
    final class Box: @unchecked Sendable {
        var text: [String] = []
        let lock = NSLock()
    }
    let box = Box()
    withKnownIssue(isIntermittent: true) {
        body()
    } matching: { issue in
        box.lock.withLock { box.text.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
        return true
    }
    return box.text.isEmpty ? nil : box.text.joined(separator: "\n")
}
