import Foundation
import HaloCPU
import HaloCore
import HaloUI
import Testing

/// `ShapeStyle.foreground` (`ForegroundStyle`): the foreground style in force where it is used.
struct ForegroundStyleTests {
    static func render<V: View>(_ view: V) throws -> HaloCore.Image {
        try CPURenderer(threads: 1).render(try ViewScene.scene(of: view, width: 20, height: 20))
    }

    @Test func theForegroundStyleIsTheOneSetAroundTheView() throws {
        let green = Color(red: 0, green: 1, blue: 0)
        let set = try Self.render(Rectangle().fill(.foreground).foregroundStyle(green))
        #expect(set[10, 10] == SIMD4(0, 255, 0, 255), "\(set[10, 10])")
        // None set: black.
        let unset = try Self.render(Rectangle().fill(.foreground))
        #expect(unset[10, 10] == SIMD4(0, 0, 0, 255), "\(unset[10, 10])")
        // As a view's foreground style, it keeps the one around it.
        let kept = try Self.render(Rectangle().foregroundStyle(.foreground).foregroundStyle(green))
        #expect(kept[10, 10] == SIMD4(0, 255, 0, 255), "\(kept[10, 10])")
    }

    @Test func textInTheForegroundStyleTakesTheOneAroundIt() throws {
        let green = Color(red: 0, green: 1, blue: 0)
        let image = try Self.render(
            Text("WW").font(.system(size: 16)).foregroundStyle(.foreground).foregroundStyle(green))
        var inked = 0
        for y in 0..<20 {
            for x in 0..<20 where image[x, y].w > 0 {
                inked += 1
                #expect(image[x, y].x == 0 && image[x, y].z == 0 && image[x, y].y == image[x, y].w)
            }
        }
        #expect(inked > 20)
    }
}
