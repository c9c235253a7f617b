/// An RGBA8 image, premultiplied alpha, rows top to bottom: what both renderers produce.
///
/// Comparisons run on these premultiplied bytes; PNG files hold straight alpha
/// (`straightRGBA()`), and the conversion round-trips exactly.
public struct Image: Equatable, Sendable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// width x height x 4 bytes, premultiplied RGBA.
    public var pixels: [UInt8]

    /// An image of premultiplied RGBA8 `pixels`, rows top to bottom.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel count must match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A transparent image.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
    }

    /// The image from straight-alpha RGBA bytes (as a PNG holds them).
    public init(width: Int, height: Int, straight: [UInt8]) {
        var p = straight
        for i in stride(from: 0, to: p.count, by: 4) {
            let a = UInt32(p[i + 3])
            for c in 0..<3 { p[i + c] = UInt8((UInt32(p[i + c]) * a + 127) / 255) }
        }
        self.init(width: width, height: height, pixels: p)
    }

    /// The pixels with straight alpha (colour divided by alpha, rounded), for PNG files.
    public func straightRGBA() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels.count) { out, count in
            pixels.withUnsafeBufferPointer {
                Image.unpremultiply($0.baseAddress!, into: out.baseAddress!, count: width * height)
            }
            count = pixels.count
        }
    }

    /// Writes `count` pixels of premultiplied RGBA as straight RGBA (colour divided by alpha,
    /// rounded; 0 where alpha is 0): `straightRGBA` a row at a time, for encoders.
    public static func unpremultiply(_ p: UnsafePointer<UInt8>, into d: UnsafeMutablePointer<UInt8>, count: Int) {
        for x in 0..<count {
            let i = 4 &* x, a = UInt32(p[i &+ 3])
            d[i &+ 3] = p[i &+ 3]
            for c in 0..<3 {
                d[i &+ c] = a == 255 ? p[i &+ c] : a == 0 ? 0 : UInt8(min(255, (UInt32(p[i &+ c]) &* 255 &+ a / 2) / a))
            }
        }
    }

    /// The four premultiplied bytes at (x, y).
    public subscript(x: Int, y: Int) -> SIMD4<UInt8> {
        get {
            let i = (y * width + x) * 4
            return SIMD4(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.x
            pixels[i + 1] = newValue.y
            pixels[i + 2] = newValue.z
            pixels[i + 3] = newValue.w
        }
    }
}

/// Renders a frame's display list to an image: the protocol both backends implement.
///
/// A renderer takes a `DisplayList`, not a `Scene`: the check that nothing is left to resolve
/// is made once, where the list is made (`SceneTimeline.displayList(at:)`,
/// `ViewScene.displayList(of:width:height:scale:background:at:)`, `DisplayList(_:)`), and not
/// again here.
public protocol Renderer: AnyObject, Sendable {
    /// The backend's short name ("cpu", "gpu").
    var name: String { get }
    /// Renders a display list.
    /// - Throws: backend errors naming what failed.
    func render(_ list: DisplayList) throws -> Image
}

extension Renderer {
    /// Renders a scene built by hand: its display list (`DisplayList(_:)`, made here once),
    /// rendered. Frames from `SceneTimeline` and `ViewScene` come as display lists already.
    /// - Throws: `Planner.UnresolvedEffect` naming an effect or text item left in the scene;
    ///   what `render(_:)` throws for a display list.
    public func render(_ scene: Scene) throws -> Image {
        try render(try DisplayList(scene))
    }
}

/// A renderer of planned frames (`Planner.plan`): what both backends are, and what batches,
/// the bench and the tests drive inside the package.
package protocol PlanRenderer: Renderer {
    /// Renders a planned frame and hands its pixels back.
    /// - Throws: backend errors naming what failed.
    func render(_ plan: FramePlan) throws -> Image
    /// Renders a planned frame without handing its pixels back (the GPU finishes the frame;
    /// the CPU leaves it in its float target): the "render" stage of `halo bench`.
    /// - Throws: backend errors naming what failed.
    func renderWithoutReadback(_ plan: FramePlan) throws
}
