import HaloCPU
import HaloUI
import Testing

/// `@AppStorage` and `@SceneStorage` (in memory, from their defaults, shared by key within a
/// render) and the environment values iOS code reads (accessibility, size classes, actions).

private enum Mode: String { case off, on }

private struct Stored: View {
    @AppStorage("mode") private var mode = Mode.off
    @SceneStorage("tab") private var tab = 0
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .offset(x: mode == .on ? 100 : 0, y: Double(tab) * 10)
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { tab = 2 } }
    }
}

/// Writes "mode" at 1 s; its sibling `Stored` reads the same key.
private struct Writer: View {
    @AppStorage("mode") private var mode = Mode.off
    var body: some View {
        Color.clear.frame(width: 0, height: 0)
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { mode = .on } }
    }
}

private struct SizeClassProbe: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    @Environment(\.scenePhase) private var phase
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.openURL) private var openURL
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .offset(x: horizontal == .regular ? 100 : 0, y: vertical == .compact ? 20 : 0)
            .opacity(reduceMotion || reduceTransparency || phase != .active ? 0 : 1)
            .onTapGesture {
                dismiss()
                presentationMode.wrappedValue.dismiss()
                openURL(URL(fileURLWithPath: "/"))
            }
            .taps(at: [0.5])
    }
}

struct StorageAndEnvironmentTests {
    /// The 10 x 10 square's frame, its origin relative to the canvas's centre.
    static func frame<V: View>(_ view: V, width: Double = 200, height: Double = 100, _ t: Double) throws -> CGRect {
        let scene = try ViewScene.scene(of: view, width: width, height: height, at: t)
        let draws = scene.layers.flatMap(\.allDraws).filter { $0.shape.frame.width == 10 }
        try #require(draws.count == 1)
        let f = draws[0].shape.frame
        return CGRect(x: f.minX - (width - 10) / 2, y: f.minY - (height - 10) / 2, width: f.width, height: f.height)
    }

    @Test func storageStartsAtItsDefaultAndIsSharedByKey() throws {
        #expect(try Self.frame(Stored(), 0.5).origin == .zero)
        #expect(try Self.frame(Stored(), 1.5).origin == CGPoint(x: 0, y: 20))
        // A sibling writes "mode": the reader follows.
        let both = ZStack {
            Writer()
            Stored()
        }
        #expect(try Self.frame(both, 0.5).origin == .zero)
        #expect(try Self.frame(both, 1.5).origin == CGPoint(x: 100, y: 20))
    }

    @Test func sizeClassesFollowTheCanvasAndActionsDoNothing() throws {
        // iPhone portrait: compact width, regular height; landscape: compact height; iPad:
        // regular both. The square is drawn (opacity 1): the settings are at their defaults.
        #expect(try Self.frame(SizeClassProbe(), width: 393, height: 852, 1).origin == .zero)
        #expect(try Self.frame(SizeClassProbe(), width: 852, height: 393, 1).origin == CGPoint(x: 100, y: 20))
        #expect(try Self.frame(SizeClassProbe(), width: 820, height: 1180, 1).origin == CGPoint(x: 100, y: 0))
        // Set by a view above, the setting wins: the square is not drawn. (On 200 x 100, the
        // height is compact: the square is 20 points down, its centre at 100, 70.)
        let renderer = CPURenderer(threads: 1)
        let reduced = SizeClassProbe().environment(\.accessibilityReduceMotion, true)
        #expect(try renderer.render(ViewScene.scene(of: reduced, width: 200, height: 100, at: 1))[100, 70][3] == 0)
        #expect(
            try renderer.render(ViewScene.scene(of: SizeClassProbe(), width: 200, height: 100, at: 1))[100, 70]
                == [255, 59, 48, 255])
    }
}
