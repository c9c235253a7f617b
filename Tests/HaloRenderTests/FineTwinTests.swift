import HaloCatalog
import HaloCore
@testable import HaloCPU
import HaloTestSupport
import Testing

/// The fine stage's CPU twin (`Fine.swift`, the twin of Shaders/fine.comp) walks the encoded
/// command lists pixel by pixel; the CPU renderer computes the same sums a draw and a layer
/// at a time. Their frames must be the same bytes, and a wrong encoding must show.
@Suite struct FineTwinTests {
    /// Fills, strokes, dashes, gradients, text, harmonic, images, opacity, blur, clips and nested layers.
    static let scenes = [
        "fill_rounded_continuous", "fill_circle_angular", "stroke_rect_miter", "stroke_dash_rounded",
        "stroke_width_half", "path_star_fill_and_stroke", "text_plain_17pt", "opacity_overlap",
        "opacity_nested", "blur_sigma0.5_capsule", "blur_gradient_stroke", "blur_inside_clip",
        "glow_capsule", "intelligence_glow_t0.45", "snake_t1.1", "rotating_border_t0.5",
        "harmonic_button_pressed_t1.6", "fill_transparent_background", "transform_rotate_rect",
        "image_magnified_nearest", "image_minified_levels", "image_rotated_in_circle", "image_template_tint",
        "blend_modes_all", "blend_multiply_blurred_clipped", "mask_gradient_soft_circle",
        "mask_image_by_star_half_opacity", "fill_rect_mesh_warped_bilinear", "fill_rect_mesh_bezier_turned",
        "rotation3d_card_y", "rotation3d_x_mesh_shadow", "rotation3d_image_tilted_blurred",
        "projection_matrix_keystone", "transform_scale_nonuniform_dashed",
    ]

    static func plan(_ name: String) throws -> FramePlan {
        let entry = try #require(SceneCatalog.entry(named: name), "catalog scene \(name)")
        return try Planner.plan(entry.scene)
    }

    @Test(arguments: scenes)
    func twinEqualsTheCPURendererBitForBit(_ name: String) throws {
        let plan = try Self.plan(name)
        let twin = FineStage.render(plan), cpu = CPURenderer(threads: 2).render(plan)
        // The control: the CPU's frame one pixel right and down.
        ImageCheck.match(
            expected: cpu, actual: twin, control: ImageCheck.shifted(cpu, dx: 1, dy: 1), tolerance: .exact,
            "\(name): twin vs CPU")
    }

    /// A tile with two draw commands of different colours over the same pixels, from a scene.
    static func twoCommands(_ e: FrameEncoding) -> Int? {
        e.tiles.indices.first { i in
            let t = e.tiles[i]
            guard t.w >= 2 else { return false }
            let a = Int(t.z) * FineCommand.wordCount, b = a + FineCommand.wordCount
            return e.commands[a] == FineCommand.drawTag && e.commands[b] == FineCommand.drawTag
        }
    }

    @Test func aWrongCommandOrderIsCaught() throws {
        // Two overlapping opaque fills in one tile, their commands swapped: the comparison with
        // the CPU frame (as CatalogTests compares the GPU's) must fail.
        let plan = try Self.plan("opacity_overlap")
        var e = FrameEncoding(plan)
        let tile = try #require(Self.twoCommands(e))
        let a = Int(e.tiles[tile].z) * FineCommand.wordCount, n = FineCommand.wordCount
        let first = Array(e.commands[a..<a + n])
        e.commands.replaceSubrange(a..<a + n, with: e.commands[a + n..<a + 2 * n])
        e.commands.replaceSubrange(a + n..<a + 2 * n, with: first)
        ImageCheck.rejects(
            expected: CPURenderer(threads: 2).render(plan), actual: FineStage.render(e), "swapped commands")
    }

    @Test func aSkippedTileIsCaught() throws {
        // The frame's pass with one of its tiles moved off the frame, so its pixels are never
        // written (they keep the output's zeros): the comparison must fail.
        let plan = try Self.plan("fill_circle_angular")
        var e = FrameEncoding(plan)
        guard case .fine(nil, let tiles) = try #require(e.passes.last) else {
            Issue.record("the last pass is not the frame's fine pass")
            return
        }
        let skipped = try #require(tiles.first { e.tiles[$0].w > 0 })
        e.tiles[skipped].x = -4096
        ImageCheck.rejects(
            expected: CPURenderer(threads: 2).render(plan), actual: FineStage.render(e), "a skipped tile")
    }
}
