import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `Path`: SwiftUI's path building, drawn at its own coordinates in the view's frame.
struct PathTests {
    static func alpha(_ image: HaloCore.Image, _ x: Int, _ y: Int) -> UInt8 {
        image.pixels[(y * image.width + x) * 4 + 3]
    }

    @Test func aTriangleIsDrawnInItsFrame() throws {
        let triangle = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 20, y: 0))
            p.addLine(to: CGPoint(x: 0, y: 20))
            p.closeSubpath()
        }
        .fill(.red)
        .frame(width: 20, height: 20)
        let scene = try ViewScene.scene(of: triangle, width: 40, height: 40)
        let draw = try #require(scene.layers.first?.allDraws.first)
        // The frame is centred: (10, 10); the path's points move with it.
        #expect(draw.shape.frame == Rect(x: 10, y: 10, width: 20, height: 20))
        let contour = try #require(draw.shape.contours.first)
        #expect(contour.start == Point(10, 10) && contour.closed)
        #expect(contour.elements == [.line(Point(30, 10)), .line(Point(10, 30))])
        let image = try CPURenderer(threads: 1).render(scene)
        #expect(Self.alpha(image, 13, 13) == 255)  // inside, near the right angle
        #expect(Self.alpha(image, 27, 27) == 0)  // past the hypotenuse
    }

    @Test func arcsTurnAsSwiftUIsDo() throws {
        // clockwise: false turns clockwise on screen (y down): 3 o'clock to 6 o'clock.
        var p = Path()
        p.addArc(
            center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let arc = try #require(p.contours.first?.elements.first)
        guard case let .arc(_, _, _, start, end) = arc else {
            Issue.record("not an arc: \(arc)")
            return
        }
        #expect(start == 0 && abs(end - Double.pi / 2) < 1e-12)
        #expect(abs(p.currentPoint!.x - 10) < 1e-9 && abs(p.currentPoint!.y - 15) < 1e-9)
        // clockwise: true goes the long way round, angles decreasing.
        var q = Path()
        q.addArc(
            center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        guard case let .arc(_, _, _, s2, e2) = q.contours[0].elements[0] else {
            Issue.record("the arc's element is \(q.contours[0].elements[0])")
            return
        }
        #expect(s2 == 0 && abs(e2 + 3 * Double.pi / 2) < 1e-12)
    }

    @Test func quadraticsAreTheirCubicsAndShapesCanBeAdded() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addQuadCurve(to: CGPoint(x: 30, y: 0), control: CGPoint(x: 15, y: 30))
        #expect(p.contours[0].elements == [.cubic(Point(10, 20), Point(20, 20), Point(30, 0))])
        p.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        p.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(p.contours.count == 3 && p.contours[1].closed && p.contours[2].closed)
        #expect(!Path().isEmpty == false)
    }
}

/// Views carry whatever numbers a caller computes: bad ones are named, never trapped on.
struct HostileViewTests {
    @Test func badNumbersAreNamed() throws {
        let nanPath = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: Double.nan, y: 4))
        }
        let views: [(String, () throws -> Scene)] = [
            ("a NaN point", { try ViewScene.scene(of: nanPath.fill(.red), width: 20, height: 20) }),
            (
                "a huge point",
                {
                    try ViewScene.scene(of: Circle().frame(width: 1e300, height: 4), width: 20, height: 20)
                }
            ),
            (
                "a negative stroke",
                { try ViewScene.scene(of: Circle().stroke(.red, lineWidth: -3), width: 20, height: 20) }
            ),
            ("an infinite blur", { try ViewScene.scene(of: Circle().blur(radius: .infinity), width: 20, height: 20) }),
        ]
        for (what, make) in views {
            #expect(throws: SceneError.self, "\(what)") { try make() }
        }
    }
}

/// Text and effects under `rotationEffect`/`scaleEffect` turn whole, in a layer of their own.
struct TurnedTextTests {
    @Test func rotatedTextIsDrawnUpsideDown() throws {
        let upright = Text("Ab").font(.system(size: 30)).frame(width: 60, height: 40)
        let turned = upright.rotationEffect(.degrees(180))
        let scene = try ViewScene.scene(of: turned, width: 60, height: 40, background: .white)
        let layer = try #require(scene.layers.first?.items.first)
        guard case .layer(let l) = layer else {
            Issue.record("not a layer: \(layer)")
            return
        }
        #expect(l.transform.rotate == 180)
        let cpu = CPURenderer(threads: 1)
        let a = try cpu.render(try ViewScene.scene(of: upright, width: 60, height: 40, background: .white))
        let b = try cpu.render(scene)
        // Turned half a turn about the canvas centre: pixel (x, y) lands on (59 - x, 39 - y);
        // anti-aliased edges may round one step apart.
        var worst = 0
        for y in 0..<40 {
            for x in 0..<60 {
                let i = (y * 60 + x) * 4, j = ((39 - y) * 60 + (59 - x)) * 4
                worst = max(worst, abs(Int(a.pixels[i]) - Int(b.pixels[j])))
            }
        }
        #expect(worst <= 1, "worst \(worst)")
        #expect(a != b)
    }
}

/// A bad value from a view is named by the view's path in the tree, not the scene's.
struct ViewPathErrorTests {
    static func error<V: View>(_ view: V) throws -> SceneError {
        do {
            _ = try ViewScene.scene(of: view, width: 100, height: 100)
        } catch let error as SceneError {
            return error
        }
        throw SceneError(path: "", message: "the view was drawn without an error")
    }

    @Test func theInnermostViewThatDrewTheBadValueIsNamed() throws {
        let row = VStack {
            ForEach(0..<4) { i in
                Circle().frame(width: 10, height: 10).scaleEffect(i == 3 ? 1e5 : 1)
            }
        }
        let e = try Self.error(row)
        #expect(e.path == "VStack > ForEach[3] > rotationEffect/scaleEffect", "\(e)")
        #expect(e.message.hasPrefix("transform.scale"), "\(e)")
        // A shape's own bad value names the shape, inside the composite views around it.
        let e2 = try Self.error(Badge(width: -4))
        #expect(e2.path == "Badge > ZStack > RoundedRectangle", "\(e2)")
        #expect(e2.message.contains("lineWidth"), "\(e2)")
    }
}

/// A composite view whose stroke width a caller gives.
private struct Badge: View {
    let width: Double
    var body: some View {
        ZStack {
            Circle().fill(.red)
            RoundedRectangle(cornerRadius: 4).stroke(.blue, lineWidth: width)
        }
    }
}
