import HaloCPU
import HaloUI
import Testing

import struct HaloCore.Scene

/// The UIKit names SwiftUI view code uses without importing UIKit: `UIScreen.main.bounds` is the
/// canvas, `UIColor`'s colours and initializers, `Color(_: UIColor)`, `#colorLiteral`, haptics.
/// Colours are checked against Apple's published components (HIG, UIKit docs), by pixel.
struct UIKitNamesTests {
    static func pixel<V: View>(_ view: V, width: Double = 20, height: Double = 20) throws -> SIMD4<UInt8> {
        let scene = try ViewScene.scene(of: view, width: width, height: height)
        return try CPURenderer(threads: 1).render(scene)[Int(width / 2), Int(height / 2)]
    }

    @Test func theScreenIsTheCanvasBeingRendered() throws {
        // A view that sizes itself from the screen's bounds, as public code writes it: half the
        // screen's width, a quarter of its height, in red on the left edge.
        struct Half: View {
            let width = UIScreen.main.bounds.width / 2
            var body: some View {
                Color.red.frame(width: width, height: UIScreen.main.bounds.size.height / 4)
            }
        }
        // Made in a body, as a child view is: its stored properties are read in the render.
        struct Screen: View {
            var body: some View { ZStack { Half() } }
        }
        for (w, h) in [(393.0, 852.0), (200.0, 120.0)] {
            let scene = try ViewScene.scene(of: Screen(), width: w, height: h)
            let frame = try #require(scene.layers.flatMap(\.allDraws).first).shape.frame
            #expect(frame.width == w / 2 && frame.height == h / 4, "\(w) x \(h): \(frame)")
        }
        // Outside a render: an iPhone 15's screen.
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test func systemColoursAreTheHIGsLightValues() throws {
        let expected: [(UIColor, SIMD4<UInt8>)] = [
            (.systemGray, [142, 142, 147, 255]), (.systemGray2, [174, 174, 178, 255]),
            (.systemGray3, [199, 199, 204, 255]), (.systemGray4, [209, 209, 214, 255]),
            (.systemGray5, [229, 229, 234, 255]), (.systemGray6, [242, 242, 247, 255]),
            (.systemBlue, [0, 122, 255, 255]), (.systemRed, [255, 59, 48, 255]),
            (.label, [0, 0, 0, 255]), (.systemBackground, [255, 255, 255, 255]),
            (.secondarySystemBackground, [242, 242, 247, 255]),
        ]
        for (color, bytes) in expected {
            #expect(try Self.pixel(Color(color)) == bytes, "\(color.rgba)")
        }
        // `Color(.systemGray5)` as public code writes it, in a background.
        #expect(try Self.pixel(Rectangle().fill(.clear).background(Color(.systemGray5))) == [229, 229, 234, 255])
        // Secondary label: 60 60 67 at 60% over nothing, premultiplied by the renderer: alpha 153.
        #expect(try Self.pixel(Color(uiColor: .secondaryLabel))[3] == 153)
        // `Color(.white)` is UIKit's white (a name both types have), `Color(.red)` UIKit's pure red.
        #expect(try Self.pixel(Color(.red)) == [255, 0, 0, 255])
        #expect(try Self.pixel(Color(.white)) == [255, 255, 255, 255])
    }

    @Test func initializersAndLiteralsMakeTheirComponents() throws {
        #expect(try Self.pixel(Color(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))) == [51, 102, 153, 255])
        #expect(try Self.pixel(Color(UIColor(white: 0.6, alpha: 1))) == [153, 153, 153, 255])
        // Hue 1/3 (green) at full saturation and brightness 0.8: 0, 204, 0.
        #expect(
            try Self.pixel(Color(UIColor(hue: 1 / 3, saturation: 1, brightness: 0.8, alpha: 1))) == [0, 204, 0, 255])
        #expect(try Self.pixel(Color(#colorLiteral(red: 1, green: 0.6, blue: 0, alpha: 1))) == [255, 153, 0, 255])
        let literal: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(try Self.pixel(literal) == [0, 0, 255, 255])
        // Read back, as public code reads a Color's components through UIColor.
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(
            UIColor(Color(red: 0.25, green: 0.5, blue: 0.75, opacity: 0.5)).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [0.25, 0.5, 0.75, 0.5])
        #expect(UIColor.systemTeal.withAlphaComponent(0.5).rgba.a == 0.5)
        #expect(UIColor(named: "brand") == nil)
    }

    @Test func hapticsAreAcceptedAndDrawNothing() throws {
        struct Tapper: View {
            @State private var taps = 0
            var body: some View {
                Color(taps > 0 ? .systemGreen : .systemRed)
                    .onTapGesture {
                        UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
                        UINotificationFeedbackGenerator().notificationOccurred(.success)
                        UISelectionFeedbackGenerator().selectionChanged()
                        taps += 1
                    }
                    .taps(at: [1])
            }
        }
        let before = try CPURenderer(threads: 1).render(ViewScene.scene(of: Tapper(), width: 10, height: 10, at: 0.5))
        let after = try CPURenderer(threads: 1).render(ViewScene.scene(of: Tapper(), width: 10, height: 10, at: 1.5))
        #expect(before[5, 5] == [255, 59, 48, 255])
        #expect(after[5, 5] == [52, 199, 89, 255])
    }
}
