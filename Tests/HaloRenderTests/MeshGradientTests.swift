import Foundation
import HaloCPU
import HaloCore
import HaloTestSupport
import Testing
import HaloTestSupport

/// Mesh gradients against an independent reference in Double: Bezier patches built from the
/// rule docs/semantics.md states ("Mesh gradients"), inverted per pixel by a search and Newton
/// steps; and the GPU against the CPU.
struct MeshGradientTests {
    /// The reference: each patch a bicubic Bezier patch whose edge control points are a third
    /// of each vertex's tangent along the edge, its inner ones set for zero twist; colours the
    /// same over the colour tangents (or bilinear).
    struct Reference {
        var width: Int, height: Int
        var points: [SIMD2<Double>] = []
        /// Per vertex: out and in along the row, out and in down the column.
        var tangents: [[SIMD2<Double>]] = []
        var colors: [SIMD4<Double>] = []
        var colorTangents: [[SIMD4<Double>]] = []
        var smooth: Bool

        init(_ m: MeshPaint, frame: Rect, bilinearColors: Bool = false, flatEdges: Bool = false) {
            // flatEdges: every tangent zero, control points ignored (a wrong picture, for the checks that can fail).
            width = m.width
            height = m.height
            smooth = m.smoothsColors && !bilinearColors
            func local(_ p: Point) -> SIMD2<Double> { SIMD2(frame.x + p.x * frame.width, frame.y + p.y * frame.height) }
            points = m.points.map(local)
            colors = m.colors.map { SIMD4($0.r, $0.g, $0.b, $0.a) }
            for j in 0..<height {
                for i in 0..<width {
                    let k = j * width + i
                    if !flatEdges, let c = m.controls?[k] {
                        let p = points[k]
                        tangents.append([
                            3 * (local(c.trailing) - p), 3 * (p - local(c.leading)), 3 * (local(c.bottom) - p),
                            3 * (p - local(c.top)),
                        ])
                    } else if flatEdges {
                        tangents.append([.zero, .zero, .zero, .zero])
                    } else {
                        let u = Reference.neighbours(points, i, j, width, height, row: true)
                        let v = Reference.neighbours(points, i, j, width, height, row: false)
                        tangents.append([u, u, v, v])
                    }
                    let u = Reference.neighbours(colors, i, j, width, height, row: true)
                    let v = Reference.neighbours(colors, i, j, width, height, row: false)
                    colorTangents.append([u, u, v, v])
                }
            }
        }

        /// Half the difference of a vertex's neighbours along a row or column; one difference at an end.
        static func neighbours<V: SIMD>(_ a: [V], _ i: Int, _ j: Int, _ w: Int, _ h: Int, row: Bool) -> V
        where V.Scalar == Double {
            let lo = row ? max(i - 1, 0) : max(j - 1, 0), hi = row ? min(i + 1, w - 1) : min(j + 1, h - 1)
            let first = row ? a[j * w + lo] : a[lo * w + i], last = row ? a[j * w + hi] : a[hi * w + i]
            return (last - first) / V(repeating: Double(hi - lo))
        }

        static func bernstein(_ t: Double) -> [Double] {
            [(1 - t) * (1 - t) * (1 - t), 3 * t * (1 - t) * (1 - t), 3 * t * t * (1 - t), t * t * t]
        }

        static func bernsteinSlope(_ t: Double) -> [Double] {
            [-3 * (1 - t) * (1 - t), 3 * (1 - t) * (1 - t) - 6 * t * (1 - t), 6 * t * (1 - t) - 3 * t * t, 3 * t * t]
        }

        /// Patch (i, j)'s 4 x 4 Bezier control net ([a][b], a along the row) of `values`.
        static func net<V: SIMD>(_ values: [V], _ tangents: [[V]], _ i: Int, _ j: Int, _ w: Int) -> [[V]]
        where V.Scalar == Double {
            func at(_ a: Int, _ b: Int) -> Int { (j + b) * w + i + a }
            let third = V(repeating: 1.0 / 3)
            var n = [[V]](repeating: [V](repeating: .zero, count: 4), count: 4)
            for (a, b) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let k = at(a, b), t = tangents[k]
                let (x, y) = (a * 3, b * 3)
                n[x][y] = values[k]
                n[a == 0 ? 1 : 2][y] = a == 0 ? values[k] + t[0] * third : values[k] - t[1] * third
                n[x][b == 0 ? 1 : 2] = b == 0 ? values[k] + t[2] * third : values[k] - t[3] * third
            }
            for (x, y, cx, cy) in [(1, 1, 0, 0), (2, 1, 3, 0), (1, 2, 0, 3), (2, 2, 3, 3)] {
                n[x][y] = n[x][cy] + n[cx][y] - n[cx][cy]
            }
            return n
        }

        /// The net weighted by bases along the row and down the column.
        static func blend<V: SIMD>(_ n: [[V]], _ bu: [Double], _ bv: [Double]) -> V where V.Scalar == Double {
            var sum = V.zero
            for a in 0..<4 { for b in 0..<4 { sum += n[a][b] * V(repeating: bu[a] * bv[b]) } }
            return sum
        }

        func patch(_ uv: SIMD2<Double>) -> (Int, Int, Double, Double) {
            let i = min(Int(uv.x), width - 2), j = min(Int(uv.y), height - 2)
            return (i, j, uv.x - Double(i), uv.y - Double(j))
        }

        func position(_ uv: SIMD2<Double>) -> (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>) {
            let (i, j, s, t) = patch(uv)
            let n = Reference.net(points, tangents, i, j, width)
            let bu = Reference.bernstein(s), bv = Reference.bernstein(t)
            return (
                Reference.blend(n, bu, bv), Reference.blend(n, Reference.bernsteinSlope(s), bv),
                Reference.blend(n, bu, Reference.bernsteinSlope(t))
            )
        }

        func color(_ uv: SIMD2<Double>) -> SIMD4<Double> {
            let (i, j, s, t) = patch(uv)
            let c: SIMD4<Double>
            if smooth {
                c = Reference.blend(
                    Reference.net(colors, colorTangents, i, j, width), Reference.bernstein(s), Reference.bernstein(t))
            } else {
                let k = j * width + i
                let top = colors[k] * (1 - s) + colors[k + 1] * s
                let bottom = colors[k + width] * (1 - s) + colors[k + width + 1] * s
                c = top * (1 - t) + bottom * t
            }
            return c.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
        }

        /// The mesh parameter nearest to p (a search over samples, then Newton steps kept on
        /// the mesh) and how far its point lies from p.
        func solve(_ p: SIMD2<Double>) -> (uv: SIMD2<Double>, miss: Double) {
            let last = SIMD2(Double(width - 1), Double(height - 1))
            var uv = SIMD2<Double>.zero, best = Double.infinity
            let steps = 6
            for b in 0...(height - 1) * steps {
                for a in 0...(width - 1) * steps {
                    let q = SIMD2(Double(a), Double(b)) / Double(steps)
                    let d = position(q).0 - p
                    if (d * d).sum() < best {
                        best = (d * d).sum()
                        uv = q
                    }
                }
            }
            for _ in 0..<40 {
                let (s, su, sv) = position(uv)
                let r = p - s
                let det = su.x * sv.y - su.y * sv.x
                if det == 0 { break }
                uv += SIMD2(r.x * sv.y - r.y * sv.x, su.x * r.y - su.y * r.x) / det
                uv = uv.clamped(lowerBound: .zero, upperBound: last)
            }
            let r = position(uv).0 - p
            return (uv, (r * r).sum().squareRoot())
        }
    }

    /// A warped 3 x 3 mesh: middle vertex moved, corners pulled in (not so far that the mesh
    /// folds over itself, where a point has two mesh parameters).
    static let warped = MeshPaint(
        width: 3, height: 3,
        points: [0.0, 0.5, 1].flatMap { y in
            [0.0, 0.5, 1].map { x in
                if x == 0.5 && y == 0.5 { return Point(0.68, 0.35) }
                return x != 0.5 && y != 0.5 ? Point(0.1 + 0.8 * x, 0.1 + 0.8 * y) : Point(x, y)
            }
        },
        colors: ["red", "purple", "indigo", "orange", "white", "blue", "yellow", "green", "mint"].map {
            RGBA.named[$0]!
        })

    /// The bowed mesh, its frame and its scene (`MeshFixtures`).
    static let bowed = MeshFixtures.bowed
    static let frame = MeshFixtures.frame
    static func scene(_ m: MeshPaint) -> Scene { MeshFixtures.scene(m) }

    /// Pixels (every fourth row and column inside the frame) whose bytes differ from the
    /// reference's by more than 1, skipping those within 0.1 pixel outside the outline.
    static func mismatches(_ image: HaloCore.Image, _ reference: Reference) -> Int {
        var bad = 0
        for y in stride(from: 11, to: 159, by: 4) {
            for x in stride(from: 11, to: 209, by: 4) {
                let (uv, miss) = reference.solve(SIMD2(Double(x) + 0.5, Double(y) + 0.5))
                if miss > 1e-6 && miss < 0.1 { continue }
                let c = miss <= 1e-6 ? reference.color(uv) : .zero
                let expected = [c.x * c.w, c.y * c.w, c.z * c.w, c.w].map { Int(($0 * 255).rounded()) }
                let i = (y * image.width + x) * 4
                if zip(image.pixels[i..<i + 4], expected).contains(where: { abs(Int($0) - $1) > 1 }) { bad += 1 }
            }
        }
        return bad
    }

    @Test func aWarpedMeshMatchesTheReferencePixelByPixelOutlineIncluded() throws {
        let image = try CPURenderer(threads: 1).render(Self.scene(Self.warped))
        let reference = Reference(Self.warped, frame: Self.frame)
        #expect(Self.mismatches(image, reference) == 0)
        // The frame's corners lie outside the pulled-in mesh: the (clear) background.
        #expect(image[12, 12] == [0, 0, 0, 0] && image[207, 157] == [0, 0, 0, 0])
        // The check can fail: bilinear colours, or straight edges, are another picture.
        #expect(Self.mismatches(image, Reference(Self.warped, frame: Self.frame, bilinearColors: true)) > 100)
        #expect(Self.mismatches(image, Reference(Self.warped, frame: Self.frame, flatEdges: true)) > 100)
    }

    @Test func explicitControlPointsBowTheEdgesAsTheReferenceDoes() throws {
        let image = try CPURenderer(threads: 1).render(Self.scene(Self.bowed))
        #expect(Self.mismatches(image, Reference(Self.bowed, frame: Self.frame)) == 0)
        // The top edge dips: the top middle of the frame is background, its sides bulge out.
        #expect(image[110, 14] == [0, 0, 0, 0])
        #expect(Self.mismatches(image, Reference(Self.bowed, frame: Self.frame, flatEdges: true)) > 100)
    }

    @Test func aRegularGridIsBilinearOrCatmullRomInColourAndEachVertexKeepsItsColour() throws {
        // 3 x 3 on the unit grid: the patches are the frame's quarters, the map is linear.
        var m = MeshPaint(
            width: 3, height: 3, points: [0.0, 0.5, 1].flatMap { y in [0.0, 0.5, 1].map { Point($0, y) } },
            colors: Self.warped.colors)
        let smooth = try CPURenderer(threads: 1).render(Self.scene(m))
        #expect(Self.mismatches(smooth, Reference(m, frame: Self.frame)) == 0)
        // Pixel (109, 84)'s centre is the middle vertex: white.
        #expect(all(smooth[109, 84] .>= SIMD4(repeating: 253)))
        m.smoothsColors = false
        let bilinear = try CPURenderer(threads: 1).render(Self.scene(m))
        // (60, 47.5) in the frame: a quarter of the way across and down, bilinear by hand.
        let c = [RGBA.named["red"]!, .named["purple"]!, .named["orange"]!, .named["white"]!]
        let s = 50.5 / 100, t = 37.5 / 75
        func mix(_ k: KeyPath<RGBA, Double>) -> Int {
            let top = c[0][keyPath: k] * (1 - s) + c[1][keyPath: k] * s
            let bottom = c[2][keyPath: k] * (1 - s) + c[3][keyPath: k] * s
            return Int(((top * (1 - t) + bottom * t) * 255).rounded())
        }
        let p = bilinear[60, 47], got = [Int(p.x), Int(p.y), Int(p.z)]
        #expect(zip(got, [mix(\.r), mix(\.g), mix(\.b)]).allSatisfy { abs($0 - $1) <= 1 }, "\(got)")
        #expect(p != smooth[60, 47])
    }

    @Test(.enabled(if: SharedGPU.available)) func theGPUDrawsTheSameMeshes() throws {
        let gpu = try SharedGPU.renderer()
        for (m, other) in [(Self.warped, Self.bowed), (Self.bowed, Self.warped)] {
            let g = try gpu.render(Self.scene(m)), c = try CPURenderer(threads: 1).render(Self.scene(m))
            // The control: the CPU's frame of the other mesh.
            ImageCheck.match(expected: c, actual: g, control: try CPURenderer(threads: 1).render(Self.scene(other)))
        }
    }
}

/// Mesh gradients in scene files and in HaloUI: the same model, written back, animated, and
/// refused by name when malformed.
struct MeshGradientSceneTests {
    static func scene(_ paint: String) -> String {
        """
        {"canvas": {"width": 220, "height": 170, "background": "clear"}, "layers": [{"items": [
          {"shape": {"type": "rect", "frame": [10, 10, 200, 150]}, "paint": \(paint)}]}]}
        """
    }

    /// Four red vertices.
    static let reds = #""colors": ["red", "red", "red", "red"]"#

    static let bowedJSON = """
        {"type": "meshGradient", "width": 2, "height": 2, "smoothsColors": false,
         "bezierPoints": [[[0, 0], [0, 0], [0, 0], [0.3, 0.25], [-0.2, 0.3]],
                          [[1, 0], [0.7, 0.25], [1, 0], [1, 0], [1.2, 0.3]],
                          [[0, 1], [0, 1], [-0.2, 0.7], [0.3, 1.2], [0, 1]],
                          [[1, 1], [0.7, 1.2], [1.2, 0.7], [1, 1], [1, 1]]],
         "colors": [[0, 1, 1], [0.5, 0, 1], [1, 1, 0], [1, 0.4, 0.7]]}
        """

    @Test func aSceneFilesMeshIsTheModelAndIsWrittenBackAsItWasRead() throws {
        let s = try Scene.load(json: Data(Self.scene(Self.bowedJSON).utf8))
        #expect(s == MeshGradientTests.scene(MeshGradientTests.bowed))
        // Written and read again: the same scene.
        let written = try JSONEncoder().encode(s)
        #expect(try Scene.load(json: written) == s)
        // Plain points, defaults: cubic colours, a clear background.
        let plain = try Scene.load(
            json: Data(
                Self.scene(
                    """
                    {"type": "meshGradient", "width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1, 1]],
                     "colors": ["red", "blue", "green", "white"]}
                    """
                ).utf8))
        guard case .mesh(let m) = plain.layers[0].draws[0].paint else {
            Issue.record("not a mesh")
            return
        }
        #expect(m.smoothsColors && m.background == RGBA(0, 0, 0, 0) && m.controls == nil && m.points.count == 4)
    }

    @Test func meshPointsAnimateInAScene() throws {
        let json = Self.scene(
            """
            {"type": "meshGradient", "width": 2, "height": 2,
             "points": [[0, 0], [1, 0], [0, 1], [{"from": 1, "to": 0.5, "duration": 2}, 1]],
             "colors": ["red", "blue", "green", "white"]}
            """)
        let document = try SceneDocument(json: Data(json.utf8))
        guard case .mesh(let m) = try document.scene(at: 1).layers[0].draws[0].paint else {
            Issue.record("not a mesh")
            return
        }
        #expect(m.points[3] == Point(0.75, 1))
    }

    @Test(
        "A malformed mesh is refused by name",
        arguments: [
            (#""width": 1, "height": 2, "points": [[0, 0], [1, 0]], "colors": ["red", "red"]"#, "2 to 64 vertices"),
            (
                #""width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1]], "# + reds,
                "needs 4 points, got 3"
            ),
            (
                #""width": 2, "height": 2, "points": [[0, 0], [1, 0], [0, 1], [1e300, 1]], "# + reds,
                "points[3]"
            ),
            (#""width": 2.5, "height": 2, "points": [], "colors": []"#, "whole number"),
            (#""width": 1e300, "height": 2, "points": [], "colors": []"#, "whole number"),
            (#""width": 2, "height": 2, "colors": ["red", "red", "red", "red"]"#, "either points or bezierPoints"),
            (
                #""width": 2, "height": 2, "bezierPoints": [[[0, 0]], [[1, 0]], [[0, 1]], [[1, 1]]], "# + reds,
                "five [x, y] points"
            ),
        ])
    func aMalformedMeshIsRefusedByName(_ fields: String, _ message: String) throws {
        do {
            let s = try Scene.load(json: Data(Self.scene(#"{"type": "meshGradient", \#(fields)}"#).utf8))
            Issue.record("accepted: \(s.layers[0].draws[0].paint)")
        } catch {
            #expect("\(error)".contains(message) && "\(error)".contains("layers[0].items[0].paint"), "\(error)")
        }
    }
}
