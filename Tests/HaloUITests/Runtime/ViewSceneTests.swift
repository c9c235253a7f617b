import Foundation
import HaloCPU
import HaloEffects
import HaloIO
import HaloCore
import HaloGL
import HaloTestSupport
import HaloRender
import HaloUI
import HaloSeedPorts
import Testing

/// HaloUI views lower to the scene a file would describe, laid out as SwiftUI lays them out.
struct ViewSceneTests {
    /// The draws of a scene, nested layers' included.
    static func draws(_ scene: Scene) -> [Draw] { scene.layers.flatMap(\.allDraws) }

    /// The frame of every draw, in drawing order.
    static func frames<V: HaloUI.View>(_ view: V, _ width: Double, _ height: Double) -> [Rect] {
        draws(
            (try? ViewScene.scene(of: view, width: width, height: height))
                ?? Scene(canvas: Canvas(width: 1, height: 1), layers: [])
        ).map(\.shape.frame)
    }

    /// docs/scene-format.md's card, written as SwiftUI code, is the card written as a scene file.
    @Test func theCardIsTheSceneFilesCard() throws {
        let rainbow: [HaloUI.Color] = [.blue, .purple, .pink, .red, .orange, .yellow, .green, .blue]
        func card(width: Double) -> some HaloUI.View {
            ZStack {
                RoundedRectangle(cornerRadius: 20).fill(HaloUI.Color.black)
                RoundedRectangle(cornerRadius: 20)
                    .stroke(AngularGradient(colors: rainbow, center: .center, angle: .degrees(30)), lineWidth: 3)
            }
            .frame(width: width, height: 150)
        }
        let background = HaloUI.Color(red: 13 / 255, green: 13 / 255, blue: 18 / 255)
        let scene = try ViewScene.scene(of: card(width: 250), width: 400, height: 300, background: background)
        let file = try Scene.load(
            json: Data(
                #"""
                {"canvas": {"width": 400, "height": 300, "scale": 1, "background": "#0d0d12"},
                 "layers": [{"items": [
                   {"shape": {"type": "roundedRect", "frame": [75, 75, 250, 150], "cornerRadius": 20},
                    "paint": "black"},
                   {"shape": {"type": "roundedRect", "frame": [75, 75, 250, 150], "cornerRadius": 20},
                    "operation": "stroke", "style": {"lineWidth": 3},
                    "paint": {"type": "angularGradient", "angle": 30,
                              "colors": ["blue", "purple", "pink", "red", "orange", "yellow", "green", "blue"]}}]}]}
                """#.utf8))
        #expect(scene == file)
        let cpu = CPURenderer(threads: 1)
        #expect(try cpu.render(scene) == cpu.render(file))
        // A card one point wider is another picture: the comparison can fail.
        let wider = try ViewScene.scene(of: card(width: 251), width: 400, height: 300, background: background)
        #expect(wider != file)
        // A frame around a fixed frame leaves it as it is (SwiftUI's nested frames).
        #expect(
            try ViewScene.scene(of: card(width: 250).frame(width: 300), width: 400, height: 300, background: background)
                == file)
    }

    @Test func framesCentreTheirContent() {
        #expect(
            Self.frames(Circle().fill(HaloUI.Color.red).frame(width: 100, height: 50), 200, 200)
                == [Rect(x: 50, y: 75, width: 100, height: 50)])
        // A shape alone takes what it is offered.
        #expect(Self.frames(Rectangle(), 50, 30) == [Rect(x: 0, y: 0, width: 50, height: 30)])
        // A frame that fixes one side leaves the other to the offer.
        #expect(Self.frames(Ellipse().frame(width: 20), 100, 60) == [Rect(x: 40, y: 0, width: 20, height: 60)])
    }

    @Test func paddingAndOffset() {
        // 40 x 20 padded by 10: a 60 x 40 view centred in 100 x 100, the shape inset in it.
        let padded = Rectangle().fill(HaloUI.Color.blue).frame(width: 40, height: 20).padding(10)
        #expect(Self.frames(padded, 100, 100) == [Rect(x: 30, y: 40, width: 40, height: 20)])
        // An offset moves the drawing, not the layout.
        let moved = Rectangle().frame(width: 10, height: 10).offset(x: 5, y: -3)
        #expect(Self.frames(moved, 20, 20) == [Rect(x: 10, y: 2, width: 10, height: 10)])
    }

    @Test func aZStackIsAsLargeAsItsLargestChildAndCentresThem() {
        let stack = ZStack {
            Rectangle().frame(width: 30, height: 10)
            Capsule().frame(width: 10, height: 40)
        }
        #expect(
            Self.frames(stack, 100, 100) == [
                Rect(x: 35, y: 45, width: 30, height: 10), Rect(x: 45, y: 30, width: 10, height: 40),
            ])
    }

    @Test func opacityAndBlurAreLayers() throws {
        let view = Circle().stroke(HaloUI.Color.white, lineWidth: 2).blur(radius: 4).opacity(0.5)
        let scene = try ViewScene.scene(of: view, width: 40, height: 40)
        guard case .layer(let faded)? = scene.layers.first?.items.first, case .layer(let blurred)? = faded.items.first
        else {
            Issue.record("expected a faded layer around a blurred one: \(scene.layers)")
            return
        }
        #expect(faded.opacity == 0.5 && faded.blur == 0)
        #expect(blurred.blur == 4 && blurred.opacity == 1)
        #expect(blurred.draws.first?.operation == .stroke && blurred.draws.first?.style.lineWidth == 2)
    }

    @Test func colorsAndGradientsArePaints() throws {
        #expect(HaloUI.Color.red.paint == .solid(RGBA.named["red"]!))
        #expect(HaloUI.Color.red.opacity(0.5).rgba.a == RGBA.named["red"]!.a * 0.5)
        let linear = LinearGradient(colors: [.white, .black], startPoint: .leading, endPoint: .trailing)
        #expect(
            linear.paint
                == .linear(stops: GradientStop.evenly([.white, .black]), start: Point(0, 0.5), end: Point(1, 0.5)))
        // A colour alone is a view filling its frame.
        let swatch = try ViewScene.scene(of: HaloUI.Color.green.frame(width: 10, height: 10), width: 30, height: 30)
        #expect(Self.draws(swatch).map(\.paint) == [.solid(RGBA.named["green"]!)])
    }
}

/// Seed 002's cards written in HaloUI as the article writes them (the label aside until Text),
/// the time made explicit, equal to the built-in effect placed the same way.
struct RotatingBorderPortTests {
    /// The article's card, its `rotation` state given for the frame's time.
    static func card(rotation: Double, dashed: Bool) -> some HaloUI.View {
        RoundedRectangle(cornerRadius: 20)
            .fill(.black)
            .frame(width: 250, height: 150)
            .overlay {
                if dashed {
                    RoundedRectangle(cornerRadius: 20)
                        .stroke(
                            AngularGradient(
                                colors: [.cyan, .blue, .purple, .cyan],
                                center: .center,
                                angle: .degrees(rotation * 2)
                            ),
                            style: StrokeStyle(lineWidth: 3, dash: [10, 5])
                        )
                } else {
                    RoundedRectangle(cornerRadius: 20)
                        .stroke(
                            AngularGradient(
                                colors: [.blue, .purple, .pink, .red, .orange, .yellow, .green, .blue],
                                center: .center,
                                angle: .degrees(rotation)
                            ),
                            lineWidth: 3
                        )
                }
            }
    }

    @Test(arguments: [false, true], [0.0, 0.7, 1.5, 2.95])
    func thePortIsTheEffect(dashed: Bool, t: Double) throws {
        // withAnimation(.linear(duration: 3).repeatForever(autoreverses: false)) { rotation = 360 }
        let rotation = Animation.linear(3).repeatForever(autoreverses: false).value(from: 0.0, to: 360.0, at: t)
        let view = try ViewScene.scene(of: Self.card(rotation: rotation, dashed: dashed), width: 330, height: 170)
        var effect = RotatingBorder(origin: Point(40, 10), dashed: dashed)
        effect.label = nil
        let expected = Scene(canvas: Canvas(width: 330, height: 170), layers: [Layer(items: effect.items(at: t))])
        #expect(view == expected)
        let cpu = CPURenderer(threads: 1)
        #expect(try cpu.render(view) == cpu.render(expected))
    }
}

/// VStack and HStack, against frames computed by hand with SwiftUI's stack rules.
struct StackLayoutTests {
    static func frames<V: HaloUI.View>(_ view: V, _ width: Double, _ height: Double) -> [Rect] {
        ViewSceneTests.frames(view, width, height)
    }

    /// A per-letter effect lays its letters out one `Text` each: a `Text(" ")` between two of
    /// them is as wide as a space, so "a b" keeps its gap (it had no width, and every wave or
    /// typewriter text lost its spaces).
    /// `scaleEffect(0)` is legal SwiftUI: the view draws nothing, its siblings do (it threw
    /// for the whole frame).
    @Test func aViewScaledToZeroDrawsNothing() throws {
        let row = HStack(spacing: 10) {
            Circle().fill(.red).frame(width: 20, height: 20).scaleEffect(0)
            Rectangle().fill(.blue).frame(width: 20, height: 20)
        }
        let scene = try ViewScene.scene(of: row, width: 100, height: 40, background: .white, at: 0)
        let image = try CPURenderer(threads: 1).render(scene)
        // The circle's place (25...45) is white; the square's (55...75) blue.
        let white = SIMD4<UInt8>(255, 255, 255, 255)
        #expect(image[35, 20] == white && image[65, 20] != white && image[65, 20].z == 255, "\(image[65, 20])")
    }

    @Test func aTextOfASpaceIsAsWideAsTheSpace() throws {
        func gap<V: HaloUI.View>(_ view: V) throws -> Double {
            let glyphs = try ViewScene.scene(of: view, width: 200, height: 50, at: 0).layers.flatMap(\.allDraws)
            let xs = glyphs.map(\.shape.frame.minX).sorted()
            return try #require(xs.last) - xs[0]
        }
        func letters(_ letters: [String]) -> some HaloUI.View {
            HStack(spacing: 0) { ForEach(letters.indices, id: \.self) { Text(letters[$0]) } }
        }
        let spaced = try gap(letters(["a", " ", "b"])), tight = try gap(letters(["a", "b"]))
        // The same gap as in one text "a b" (DejaVu Sans kerns neither pair with the space).
        #expect(abs(spaced - (try gap(Text("a b")))) < 1e-9, "\(spaced) against one text's")
        #expect(spaced - tight > 3, "\(spaced) against \(tight) without the space")
    }

    @Test func aColumnSpacesAndAlignsItsViews() {
        let column = VStack(spacing: 10) {
            Rectangle().frame(width: 40, height: 20)
            Circle().frame(width: 20, height: 20)
        }
        // 40 x 50, centred in 100 x 100.
        #expect(
            Self.frames(column, 100, 100) == [
                Rect(x: 30, y: 25, width: 40, height: 20), Rect(x: 40, y: 55, width: 20, height: 20),
            ])
        let leading = VStack(alignment: .leading, spacing: 10) {
            Rectangle().frame(width: 40, height: 20)
            Circle().frame(width: 20, height: 20)
        }
        #expect(Self.frames(leading, 100, 100).last == Rect(x: 30, y: 55, width: 20, height: 20))
    }

    @Test func theLeastFlexibleViewsAreSizedFirst() {
        // The fixed 20 points first, the rest (80) to the rectangle that takes anything.
        let column = VStack(spacing: 0) {
            Rectangle()
            Rectangle().frame(height: 20)
        }
        #expect(
            Self.frames(column, 50, 100) == [
                Rect(x: 0, y: 0, width: 50, height: 80), Rect(x: 0, y: 80, width: 50, height: 20),
            ])
        let row = HStack(spacing: 5) {
            Rectangle().frame(width: 10, height: 10)
            Rectangle()
        }
        #expect(
            Self.frames(row, 100, 40) == [
                Rect(x: 0, y: 15, width: 10, height: 10), Rect(x: 15, y: 0, width: 85, height: 40),
            ])
    }

    /// Seed 002's whole demo, `VStack(spacing: 40)` of both cards, is the effect's default scene
    /// (labels aside).
    @Test func seed002sDemoIsTheDefaultScene() throws {
        let t = 1.2
        let rotation = Animation.linear(3).repeatForever(autoreverses: false).value(from: 0.0, to: 360.0, at: t)
        let demo = VStack(spacing: 40) {
            RotatingBorderPortTests.card(rotation: rotation, dashed: false)
            RotatingBorderPortTests.card(rotation: rotation, dashed: true)
        }
        let view = try ViewScene.scene(of: demo, width: 330, height: 420, background: .white)
        var expected = try #require(EffectLibrary.entry(named: "rotating-border")).scene(330, 420)
        expected.layers = expected.layers.map { layer in
            var layer = layer
            layer.items = layer.items.map { item in
                guard case .effect(var e) = item else { return item }
                e.parameters["label"] = .null
                return .effect(e)
            }
            return layer
        }
        let resolved = try EffectLibrary.resolve(expected, at: t)
        // The effect's layers are nested one level per card; the draws are the same, in order.
        #expect(view.canvas == resolved.canvas)
        #expect(view.layers.flatMap(\.allDraws) == resolved.layers.flatMap(\.allDraws))
        let cpu = CPURenderer(threads: 1)
        #expect(try cpu.render(view) == cpu.render(resolved))
    }
}

/// Seed 001's snake written in HaloUI as the article writes it (`ProgressView` with its trim
/// formulas, the `glow` extension, the second copy turned 180 degrees), the two progress
/// animations evaluated at the frame's time: the same pixels as the built-in `snake` effect.
struct SnakePortTests {
    static let effect = Snake(shape: HaloCore.Shape(kind: .capsule, frame: Rect(x: 90, y: 80, width: 180, height: 40)))

    @Test(arguments: [0.05, 0.15, 0.6, 1.05, 1.5, 1.93])
    func thePortIsTheEffect(t: Double) throws {
        // examples/seeds' SnakeDemo: the article's views, its progresses @Animated.
        let view = try ViewScene.scene(of: SnakeDemo(), width: 360, height: 200, background: .black, at: t)
        let effect = Self.effect
        let expected = Scene(
            canvas: Canvas(width: 360, height: 200, background: .black), layers: [Layer(items: effect.items(at: t))])
        let cpu = CPURenderer(threads: 1)
        let (a, b) = (try cpu.render(view), try cpu.render(expected))
        // The control: the effect a tenth of a second later.
        let later = Scene(
            canvas: expected.canvas, layers: [Layer(items: effect.items(at: t + 0.1))])
        ImageCheck.match(expected: b, actual: a, control: try cpu.render(later), tolerance: .exact, "t = \(t)")
    }

    /// At 0 s neither copy has started: the port, like the effect, draws nothing on the black.
    @Test func neitherDrawsAtTheStart() throws {
        let view = try ViewScene.scene(of: SnakeDemo(), width: 360, height: 200, background: .black, at: 0)
        let expected = Scene(
            canvas: Canvas(width: 360, height: 200, background: .black),
            layers: [Layer(items: Self.effect.items(at: 0))])
        let cpu = CPURenderer(threads: 1)
        for image in [try cpu.render(view), try cpu.render(expected)] {
            #expect(image.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 ? $0.element == 255 : $0.element == 0 })
        }
    }
}

/// Seed 002 whole, labels included: the article's code with `Text(...).font(.headline)
/// .foregroundStyle(.white)` overlays, against the `rotating-border` default scene.
struct LabelledCardPortTests {
    @Test(arguments: [0.0, 1.2, 2.6])
    func theDemoIsTheDefaultScene(t: Double) throws {
        // examples/seeds' RotatingBorderDemo: the article's cards, the rotation @Animated.
        let view = try ViewScene.scene(of: RotatingBorderDemo(), width: 330, height: 420, background: .white, at: t)
        let entry = try #require(EffectLibrary.entry(named: "rotating-border"))
        let expected = try EffectLibrary.resolve(entry.scene(330, 420), at: t)
        let cpu = CPURenderer(threads: 1)
        let (a, b) = (try cpu.render(view), try cpu.render(expected))
        // The control: the effect a tenth of a second later.
        let later = try cpu.render(try EffectLibrary.resolve(entry.scene(330, 420), at: t + 0.1))
        ImageCheck.match(expected: b, actual: a, control: later, tolerance: .exact, "t = \(t)")
        // The labels are there: white glyph pixels inside the black cards.
        #expect(view.layers.flatMap(\.allDraws).count > 6)
    }
}

/// Time made explicit: the article's `withAnimation(.linear(duration: 3).repeatForever(...))`
/// becomes a value of the `TimelineView`'s time, and the frame at t is the effect's frame at t.
struct TimelinePortTests {
    static var demo: some HaloUI.View {
        TimelineView { context in
            let rotation = HaloUI.Animation.linear(duration: 3).repeatForever(autoreverses: false)
                .value(from: 0.0, to: 360.0, at: context.time)
            VStack(spacing: 40) {
                RotatingBorderCard(rotation: rotation, dashed: false)
                RotatingBorderCard(rotation: rotation, dashed: true)
            }
        }
    }

    @Test(arguments: [0.0, 0.9, 2.1, 4.4])
    func eachFrameIsTheEffectsFrame(t: Double) throws {
        let view = try ViewScene.scene(of: Self.demo, width: 330, height: 420, background: .white, at: t)
        let entry = try #require(EffectLibrary.entry(named: "rotating-border"))
        let expected = try EffectLibrary.resolve(entry.scene(330, 420), at: t)
        let cpu = CPURenderer(threads: 1)
        #expect(try cpu.render(view) == cpu.render(expected))
    }

    @Test func swiftUIsAnimationSpellings() {
        #expect(HaloUI.Animation.spring(duration: 0.3) == HarmonicButton.spring)
        #expect(HaloUI.Animation.linear(duration: 2) == HaloCore.Animation.linear(2))
        #expect(HaloUI.Animation.easeInOut(duration: 1).delay(0.5).value(from: 0.0, to: 1.0, at: 0.4) == 0)
    }

    @Test func framesDifferWithTime() throws {
        let a = try ViewScene.scene(of: Self.demo, width: 330, height: 420, at: 0.5)
        let b = try ViewScene.scene(of: Self.demo, width: 330, height: 420, at: 1.5)
        #expect(a != b)
        #expect(try ViewScene.scene(of: Self.demo, width: 330, height: 420, at: 0.5) == a)
        // A full period later the border is where it was.
        #expect(
            try ViewScene.scene(of: Self.demo, width: 330, height: 420, at: 3.5).layers.flatMap(\.allDraws).map(\.paint)
                == a.layers.flatMap(\.allDraws).map(\.paint))
    }
}

/// `ViewRenderer`: images and files of views, on the CPU and (llvmpipe here) the GPU.
struct ViewRendererTests {
    static var spinner: some HaloUI.View {
        TimelineView { context in
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(360 * context.time))
                .frame(width: 50, height: 50)
        }
    }

    @Test func autoChoosesAsTheCommandLineDoes() throws {
        // One choice for both (`AutomaticBackend`): a hardware GPU, else the CPU with the reason.
        let renderer = try ViewRenderer(backend: .auto)
        switch AutomaticBackend.choose() {
        case .gpu: #expect(renderer.name == "gpu" && renderer.note == nil)
        case .softwareRasterizer(let name):
            #expect(renderer.name == "cpu")
            #expect(renderer.note?.contains("the only EGL device is \(name), a software rasterizer") == true)
        case .unavailable:
            #expect(renderer.name == "cpu" && renderer.note?.hasPrefix("GPU unavailable (") == true)
        }
    }

    @Test func anImageIsTheScenesImage() throws {
        let renderer = try ViewRenderer(backend: .cpu)
        #expect(renderer.name == "cpu")
        let image = try renderer.image(of: Self.spinner, width: 80, height: 60, background: .white, at: 0.25)
        let scene = try ViewScene.scene(of: Self.spinner, width: 80, height: 60, background: .white, at: 0.25)
        #expect(image == (try CPURenderer().render(scene)))
        #expect(image != (try renderer.image(of: Self.spinner, width: 80, height: 60, background: .white, at: 0.5)))
        let sized = try renderer.image(
            of: Self.spinner, size: CGSize(width: 80, height: 60), background: .white, at: 0.25)
        #expect(sized == image)
    }

    @Test(.enabled(if: SharedGPU.available)) func theGPUDrawsWhatTheCPUDraws() throws {
        let gpu = try ViewRenderer(backend: .gpu)
        #expect(gpu.name == "gpu")
        let cpu = try ViewRenderer(backend: .cpu)
        for (t, other) in [(0.0, 0.4), (0.4, 0.0)] {
            let a = try gpu.image(of: Self.spinner, width: 80, height: 60, background: .white, at: t)
            let b = try cpu.image(of: Self.spinner, width: 80, height: 60, background: .white, at: t)
            // The control: the CPU's image at the other time.
            let control = try cpu.image(of: Self.spinner, width: 80, height: 60, background: .white, at: other)
            ImageCheck.match(expected: b, actual: a, control: control, "t = \(t)")
        }
    }

    @Test func framesAreAnAsyncSequenceOfTheImagesAtTheirTimes() async throws {
        let renderer = try ViewRenderer(backend: .cpu)
        var seen: [Double] = []
        for try await frame in try renderer.frames(of: Self.spinner, width: 80, height: 60, fps: 4, duration: 1) {
            #expect(frame.index == seen.count)
            let expected = try renderer.image(of: Self.spinner, width: 80, height: 60, at: frame.time)
            let same = frame.image == expected
            #expect(same, "frame \(frame.index)")
            seen.append(frame.time)
        }
        #expect(seen == [0, 0.25, 0.5, 0.75])
        #expect(throws: SceneError.self) {
            try renderer.frames(of: Self.spinner, width: 80, height: 60, fps: 0, duration: 1)
        }
        // Under half a frame is no frame, counted as the CLI counts (FrameSelection.frameCount).
        #expect { try renderer.frames(of: Self.spinner, width: 80, height: 60, fps: 4, duration: 0.1) } throws: {
            "\($0)".contains("give 1 to 10000000 frames, got 4.0 fps for 0.1 s")
        }
    }

    /// `@Animated` values read the time of the frame being made, also when a render plans
    /// frames ahead on other threads: each written frame is the image at its own time.
    @Test func animatedViewsWrittenAheadAreTheirOwnTimesFrames() throws {
        let dir = try TemporaryDirectory.make("halo-ui")
        defer { try? FileManager.default.removeItem(at: dir) }
        let renderer = try ViewRenderer(backend: .cpu)
        let summary = try renderer.write(
            SnakeDemo(), width: 240, height: 80, background: .black, fps: 8, duration: 1, to: dir.path)
        #expect(summary.frames == 8)
        var images: [HaloCore.Image] = []
        for i in 0..<8 {
            let file = dir.appendingPathComponent(String(format: "frame_%05d.png", i))
            let expected = try renderer.image(
                of: SnakeDemo(), width: 240, height: 80, background: .black, at: Double(i) / 8)
            let same = try PNG.read(file) == expected
            #expect(same, "frame \(i)")
            images.append(expected)
        }
        #expect(Set(images.map(\.pixels)).count == 8, "the snake moves every frame")
    }

    @Test func framesGoToFilesAsHaloRenderWritesThem() throws {
        let dir = try TemporaryDirectory.make("halo-ui")
        defer { try? FileManager.default.removeItem(at: dir) }
        let renderer = try ViewRenderer(backend: .cpu)
        let frames = dir.appendingPathComponent("spinner")
        let summary = try renderer.write(
            Self.spinner, width: 80, height: 60, background: .white, fps: 10, duration: 0.3, to: frames.path)
        #expect(summary.rendered == 3 && summary.frames == 3)
        for i in 0..<3 {
            let file = frames.appendingPathComponent(String(format: "frame_%05d.png", i))
            let image = try renderer.image(
                of: Self.spinner, width: 80, height: 60, background: .white, at: Double(i) / 10)
            #expect(try PNG.read(file) == image, "frame \(i)")
        }
        // An existing output is kept unless asked to replace it.
        #expect(throws: OutputPaths.Refusal.self) {
            try renderer.write(Self.spinner, width: 80, height: 60, fps: 10, duration: 0.3, to: frames.path)
        }
        let still = dir.appendingPathComponent("still.png")
        try renderer.write(Self.spinner, width: 80, height: 60, duration: 1, to: still.path)
        #expect(FileManager.default.fileExists(atPath: still.path))
        #expect(throws: OutputPaths.Refusal.self) {
            try renderer.write(
                Self.spinner, width: 80, height: 60, duration: 1, to: dir.appendingPathComponent("x.avi").path)
        }
    }
}

/// `clipShape`: a layer clipped to the shape in the view's frame.
struct ClipShapeTests {
    @Test func aSquareClippedToACircle() throws {
        let view = Rectangle().fill(.red).frame(width: 40, height: 40).clipShape(Circle())
        let scene = try ViewScene.scene(of: view, width: 60, height: 60)
        guard case .layer(let layer)? = scene.layers.first?.items.first else {
            Issue.record("expected a clipped layer: \(scene.layers)")
            return
        }
        #expect(layer.clip?.kind == .circle && layer.clip?.frame == Rect(x: 10, y: 10, width: 40, height: 40))
        let image = try CPURenderer(threads: 1).render(scene)
        #expect(image[30, 30].w == 255)  // the centre
        #expect(image[12, 12].w == 0)  // a corner of the square, outside the circle
        #expect(image[30, 11].w == 255)  // inside the circle near its top
    }
}
