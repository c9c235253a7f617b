import CFreeType
import CHarfBuzz
import Foundation
import HaloCore

/// A font file opened twice: FreeType for exact glyph outlines (unhinted, in font units) and
/// HarfBuzz for shaping (kerning, ligatures), both in font units scaled by size / unitsPerEm.
///
/// Faces are shared and used from several threads; FreeType calls are serialised by a lock,
/// and outlines are cached per glyph. Sendable by hand: its properties are constants after
/// init but `outlines`, read and written under `lock`; FreeType is called only under
/// `libraryLock`, and HarfBuzz shapes with the one `hbFont` from several threads at once, which
/// it supports once the font is set up (in init).
public final class FontFace: @unchecked Sendable {
    /// The font file.
    public let path: String
    /// The family name in the file.
    public let family: String
    /// Font units per em.
    public let unitsPerEm: Double
    /// Typographic metrics in font units (y up): ascender > 0, descender < 0, line gap >= 0.
    public let ascender: Double
    /// Below the baseline (negative).
    public let descender: Double
    /// Extra space between lines.
    public let lineGap: Double

    let face: FT_Face
    let hbFont: OpaquePointer
    private let lock = NSLock()
    private var outlines: [UInt32: GlyphOutline] = [:]
    /// Whether the font maps a character to a glyph, by character, asked of FreeType once each.
    private var mapped: [UInt32: Bool] = [:]
    /// Colour bitmaps by glyph (nil: the glyph has none), read once each.
    private var bitmaps: [UInt32: ColorGlyph?] = [:]
    /// COLR layers by glyph (nil: the glyph has none), read once each.
    private var layers: [UInt32: [ColorLayer]?] = [:]

    /// One layer of a colour glyph of a COLR (version 0) font: another glyph's outline, filled with a colour.
    public struct ColorLayer: Sendable, Equatable {
        /// The glyph whose outline the layer is.
        public let glyph: UInt32
        /// Its colour from the font's first palette (CPAL), straight sRGB; nil for the text's own colour
        /// (palette index 0xFFFF).
        public let color: RGBA?
    }

    /// A glyph's colour bitmap (a colour emoji font's CBDT or sbix strike): its pixels, and where they sit.
    public struct ColorGlyph: Sendable {
        /// The pixels, premultiplied, named after the font and glyph.
        public let image: ImageSource
        /// From the pen to the bitmap's left edge, and from the baseline up to its top, in bitmap pixels.
        public let left: Double, top: Double
        /// Bitmap pixels per em: a pixel is size / ppem points.
        public let ppem: Double
    }

    /// A font error naming the file or family and what was tried.
    public struct FontError: Error, CustomStringConvertible {
        /// What failed, naming the file or family.
        public let description: String
    }

    nonisolated(unsafe) static var library: FT_Library? = nil
    static let libraryLock = NSLock()

    /// Opens a font file.
    /// The corresponding calls are FT_New_Face, hb_blob_create_from_file, hb_face_create and hb_font_create.
    /// - Throws: `FontError` naming the path and FreeType's error code.
    public init(path: String) throws {
        FontFace.libraryLock.lock()
        defer { FontFace.libraryLock.unlock() }
        if FontFace.library == nil {
            var lib: FT_Library?
            guard FT_Init_FreeType(&lib) == 0 else { throw FontError(description: "FT_Init_FreeType failed") }
            FontFace.library = lib
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw FontError(description: "font file \(path) does not exist or cannot be read")
        }
        // A FIFO, a device or a directory would block FreeType's open or read forever.
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw FontError(description: "font file \(path) is not a regular file")
        }
        var f: FT_Face?
        let err = FT_New_Face(FontFace.library, path, 0, &f)
        guard err == 0, let face = f else {
            throw FontError(description: "FT_New_Face failed for \(path) (FreeType error \(err)): not a font file?")
        }
        self.face = face
        self.path = path
        let rec = face.pointee
        unitsPerEm = Double(rec.units_per_EM > 0 ? rec.units_per_EM : 1000)
        ascender = Double(rec.ascender)
        descender = Double(rec.descender)
        lineGap = max(Double(rec.height) - Double(rec.ascender) + Double(rec.descender), 0)
        family = rec.family_name.map { String(cString: $0) } ?? ""
        let blob = hb_blob_create_from_file(path)
        let hbFace = hb_face_create(blob, 0)
        hbFont = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
        let upem = Int32(unitsPerEm)
        hb_font_set_scale(hbFont, upem, upem)
    }

    deinit {
        hb_font_destroy(hbFont)
        FontFace.libraryLock.lock()
        FT_Done_Face(face)
        FontFace.libraryLock.unlock()
    }

    /// One shaped glyph, in font units.
    public struct Shaped: Sendable {
        /// The glyph's index in the font.
        public var glyph: UInt32
        /// Index of the glyph's first character in the shaped string (Unicode scalars).
        public var cluster: Int
        /// How far the pen moves after it.
        public var advance: Double
        /// Its offset from the pen position.
        public var offset: Point
    }

    /// The glyph's colour bitmap, from the font's largest strike, where it is a colour font with bitmaps; nil
    /// for an outline font or a glyph without one.
    /// The corresponding calls are FT_Select_Size and FT_Load_Glyph (FT_LOAD_COLOR).
    public func colorBitmap(glyph: UInt32) -> ColorGlyph? {
        lock.lock()
        defer { lock.unlock() }
        if let known = bitmaps[glyph] { return known }
        FontFace.libraryLock.lock()
        defer { FontFace.libraryLock.unlock() }
        let rec = face.pointee
        var made: ColorGlyph? = nil
        if rec.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0, rec.num_fixed_sizes > 0, let sizes = rec.available_sizes {
            let strike = (0..<Int(rec.num_fixed_sizes)).max { sizes[$0].y_ppem < sizes[$1].y_ppem }!
            if FT_Select_Size(face, FT_Int(strike)) == 0,
                FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = rec.glyph,
                slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue),
                let buffer = slot.pointee.bitmap.buffer
            {
                let bitmap = slot.pointee.bitmap
                let w = Int(bitmap.width), h = Int(bitmap.rows), pitch = Int(bitmap.pitch)
                if w > 0, h > 0, w <= 4096, h <= 4096 {
                    var pixels = [UInt8](repeating: 0, count: w * h * 4)
                    for y in 0..<h {
                        let row = buffer + (pitch >= 0 ? y * pitch : (h - 1 - y) * -pitch)
                        for x in 0..<w {
                            // FreeType's BGRA is premultiplied, as Halo's images are.
                            pixels[(y * w + x) * 4] = row[x * 4 + 2]
                            pixels[(y * w + x) * 4 + 1] = row[x * 4 + 1]
                            pixels[(y * w + x) * 4 + 2] = row[x * 4]
                            pixels[(y * w + x) * 4 + 3] = row[x * 4 + 3]
                        }
                    }
                    let source = ImageSource(
                        name: "\(URL(fileURLWithPath: path).lastPathComponent)#glyph\(glyph)",
                        image: Image(width: w, height: h, pixels: pixels))
                    ImageCache.shared.register(source)
                    made = ColorGlyph(
                        image: source, left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top),
                        ppem: Double(sizes[strike].y_ppem) / 64)
                }
            }
        }
        bitmaps[glyph] = made
        return made
    }

    /// The glyph's colour layers (COLR version 0), bottom first, coloured from the font's first palette; nil
    /// where the font has none for it. A layer whose palette index the palette lacks takes the text's colour.
    /// The corresponding calls are FT_Palette_Data_Get, FT_Palette_Select and FT_Get_Color_Glyph_Layer.
    public func colorLayers(glyph: UInt32) -> [ColorLayer]? {
        lock.lock()
        defer { lock.unlock() }
        if let known = layers[glyph] { return known }
        FontFace.libraryLock.lock()
        defer { FontFace.libraryLock.unlock() }
        var data = FT_Palette_Data()
        var palette: UnsafeMutablePointer<FT_Color>? = nil
        let colors = FT_Palette_Data_Get(face, &data) == 0 && FT_Palette_Select(face, 0, &palette) == 0
        let entries = colors ? Int(data.num_palette_entries) : 0
        var found: [ColorLayer] = []
        var iterator = FT_LayerIterator()
        iterator.p = nil
        var layerGlyph: FT_UInt = 0, index: FT_UInt = 0
        // A hostile font's layer list is bounded by its table; this bounds it again.
        while found.count < 4096, FT_Get_Color_Glyph_Layer(face, FT_UInt(glyph), &layerGlyph, &index, &iterator) != 0 {
            var color: RGBA? = nil
            if index != 0xFFFF, Int(index) < entries, let c = palette?[Int(index)] {
                color = RGBA(bytes: Int(c.red), Int(c.green), Int(c.blue), Int(c.alpha))
            }
            found.append(ColorLayer(glyph: UInt32(layerGlyph), color: color))
        }
        let result = found.isEmpty ? nil : found
        layers[glyph] = result
        return result
    }

    /// Whether the font has a glyph for a character (Unicode scalar).
    /// The corresponding call is FT_Get_Char_Index.
    public func covers(_ scalar: UInt32) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let known = mapped[scalar] { return known }
        FontFace.libraryLock.lock()
        let has = FT_Get_Char_Index(face, FT_ULong(scalar)) != 0
        FontFace.libraryLock.unlock()
        mapped[scalar] = has
        return has
    }

    /// Shapes `text` in one direction and script (HarfBuzz's script, or guessed from the text where nil); the
    /// glyphs come in visual order, left to right, for either direction.
    /// The corresponding calls are hb_buffer_add_utf8, hb_buffer_set_direction, hb_buffer_set_script,
    /// hb_buffer_guess_segment_properties and hb_shape.
    /// - Parameter kerning: false turns the `kern` feature off (for tests).
    public func shape(
        _ text: String, kerning: Bool = true, rightToLeft: Bool = false, script: hb_script_t? = nil
    ) -> [Shaped] {
        guard !text.isEmpty else { return [] }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) {
                hb_buffer_add_utf8(buffer, $0.baseAddress, Int32(utf8.count), 0, Int32(utf8.count))
            }
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if let script { hb_buffer_set_script(buffer, script) }
        hb_buffer_guess_segment_properties(buffer)
        var features: [hb_feature_t] = []
        if !kerning {
            var f = hb_feature_t()
            _ = hb_feature_from_string("-kern", -1, &f)
            features.append(f)
        }
        hb_shape(hbFont, buffer, features, UInt32(features.count))
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        // Map UTF-8 byte offsets to Unicode scalar indices.
        var scalarIndex = [Int](repeating: 0, count: utf8.count + 1)
        var k = 0
        for (i, b) in utf8.enumerated() {
            if b & 0xC0 != 0x80 { k += 1 }  // a lead byte starts the next scalar
            scalarIndex[i] = k - 1
        }
        return (0..<Int(count)).map { i in
            Shaped(
                glyph: infos[i].codepoint, cluster: scalarIndex[Int(infos[i].cluster)],
                advance: Double(positions[i].x_advance),
                offset: Point(Double(positions[i].x_offset), Double(positions[i].y_offset)))
        }
    }

    /// The glyph's outline in font units with y down (origin on the baseline), cached.
    public func outline(glyph: UInt32) -> [Contour] { glyphOutline(glyph: glyph).contours }

    /// The glyph's outline (`outline(glyph:)`) as one object for the glyph, made once: the
    /// planner's glyph masks are keyed by it.
    /// The corresponding calls are FT_Load_Glyph (FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING) and FT_Outline_Decompose.
    public func glyphOutline(glyph: UInt32) -> GlyphOutline {
        lock.lock()
        defer { lock.unlock() }
        if let kept = outlines[glyph] { return kept }
        let made = GlyphOutline(contours: loadOutline(glyph), name: "glyph \(glyph) of \(path)")
        outlines[glyph] = made
        return made
    }

    /// Reads the glyph's outline from FreeType (empty for a glyph without one). Call under `lock`.
    private func loadOutline(_ glyph: UInt32) -> [Contour] {
        FontFace.libraryLock.lock()
        defer { FontFace.libraryLock.unlock() }
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
            let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return [] }
        let builder = OutlineBuilder()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineBuilder.from(user).move(to!.pointee)
                return 0
            },
            line_to: { to, user in
                OutlineBuilder.from(user).line(to!.pointee)
                return 0
            },
            conic_to: { c, to, user in
                OutlineBuilder.from(user).conic(c!.pointee, to!.pointee)
                return 0
            },
            cubic_to: { c1, c2, to, user in
                OutlineBuilder.from(user).cubic(c1!.pointee, c2!.pointee, to!.pointee)
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(builder).toOpaque()
        _ = FT_Outline_Decompose(&slot.pointee.outline, &funcs, user)
        builder.finish()
        return builder.contours
    }
}

/// Collects FreeType's outline callbacks into contours (conics raised to cubics exactly; y flipped).
final class OutlineBuilder {
    var contours: [Contour] = []
    var current: Contour?

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder {
        Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
    }

    func point(_ v: FT_Vector) -> Point { Point(Double(v.x), -Double(v.y)) }

    func move(_ to: FT_Vector) {
        finish()
        current = Contour(start: point(to), closed: true)
    }

    func line(_ to: FT_Vector) { current?.elements.append(.line(point(to))) }

    func conic(_ c: FT_Vector, _ to: FT_Vector) {
        guard let cur = current else { return }
        let p0 = cur.end, q = point(c), p = point(to)
        current?.elements.append(.cubic(p0 + (q - p0) * (2.0 / 3), p + (q - p) * (2.0 / 3), p))
    }

    func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) {
        current?.elements.append(.cubic(point(c1), point(c2), point(to)))
    }

    func finish() {
        if let c = current, !c.elements.isEmpty { contours.append(c) }
        current = nil
    }
}
