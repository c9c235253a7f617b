import CFontconfig
import Foundation
import HaloCore

/// Finds and caches font faces: a file path, or a family with weight and slant through
/// fontconfig. A family fontconfig does not have is an error (not a silent fallback).
///
/// Sendable by hand: `faces` and `located` are read and written under `lock`, and fontconfig is
/// called only under `configLock`.
public final class FontLibrary: @unchecked Sendable {
    /// The process's library: faces are loaded once and shared by every thread.
    public static let shared = FontLibrary()

    let lock = NSLock()
    private var faces: [String: FontFace] = [:]
    /// fontconfig's fallback orders, by family, weight and slant (`fallback(for:family:weight:italic:emoji:)`).
    var orders: [String: FallbackOrder] = [:]
    /// The files fontconfig matched, by family, weight and slant (fontconfig's answer for a
    /// process does not change; asking it again each frame costs more than the text).
    private var located: [String: Located] = [:]

    /// A file fontconfig matched, with the weight and style of the face in it.
    struct Located {
        let path: String
        let weight: Int32
        let style: String
    }

    /// fontconfig's weight for a name.
    static func weight(_ name: String) -> Int32? {
        [
            "thin": 0, "extralight": 40, "light": 50, "regular": 80, "normal": 80, "medium": 100,
            "semibold": 180, "bold": 200, "extrabold": 205, "black": 210, "heavy": 210,
        ][name.lowercased()]
    }

    /// The face for a font spec, bold and italic overriding its weight and slant.
    /// - Throws: `FontFace.FontError` naming the file or family and what fontconfig offered.
    public func face(_ spec: TextItem.FontSpec, bold: Bool? = nil, italic: Bool? = nil) throws -> FontFace {
        try face(path: spec.file ?? locate(spec, bold: bold, italic: italic).path)
    }

    /// The face in a font file, opened once.
    /// - Throws: `FontFace.FontError` naming the file.
    public func face(path: String) throws -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        if let f = faces[path] { return f }
        let f = try FontFace(path: path)
        faces[path] = f
        return f
    }

    /// The face used for a spec's weight when the family has none of that weight, in words
    /// ("DejaVu Sans has no semibold face: using its Bold (DejaVuSans-Bold.ttf)"); `nil` when
    /// it has one, or the spec names a file.
    /// - Throws: `FontFace.FontError` as `face(_:bold:italic:)`.
    public func substitution(_ spec: TextItem.FontSpec) throws -> String? {
        guard spec.file == nil else { return nil }
        let found = try locate(spec, bold: nil, italic: nil)
        guard let asked = FontLibrary.weight(spec.weight), found.weight != asked else { return nil }
        let file = URL(fileURLWithPath: found.path).lastPathComponent
        return "\(spec.family) has no \(spec.weight.lowercased()) face: using its \(found.style) (\(file))"
    }

    /// fontconfig's weight and slant for a spec, bold and italic overriding its own.
    /// - Throws: `FontFace.FontError` for an unknown weight name.
    public func weightAndSlant(_ spec: TextItem.FontSpec, bold: Bool?, italic: Bool?) throws -> (Int32, Bool) {
        guard var w = FontLibrary.weight(spec.weight) else {
            throw FontFace.FontError(
                description: "unknown font weight '\(spec.weight)' "
                    + "(expected thin, light, regular, medium, semibold, bold, black)")
        }
        if bold == true { w = max(w, 200) }
        return (w, italic ?? spec.italic)
    }

    /// The file fontconfig matches for a spec's family, weight and slant, bold and italic
    /// overriding them; cached.
    private func locate(_ spec: TextItem.FontSpec, bold: Bool?, italic: Bool?) throws -> Located {
        let (w, slanted) = try weightAndSlant(spec, bold: bold, italic: italic)
        let key = "\(spec.family)\u{0}\(w)\u{0}\(slanted)"
        lock.lock()
        let known = located[key]
        lock.unlock()
        if let known { return known }
        let found = try FontLibrary.locate(family: spec.family, weight: w, italic: slanted)
        lock.lock()
        located[key] = found
        lock.unlock()
        return found
    }

    /// The file fontconfig matches for a family, weight and slant; an error names the family
    /// fontconfig offered instead when it has not that one.
    static func locate(family: String, weight: Int32, italic: Bool) throws -> Located {
        let found = try match(family: family, weight: weight, italic: italic)
        guard found.family.lowercased() == family.lowercased() else {
            throw FontFace.FontError(
                description:
                    "font family '\(family)' not found: fontconfig (fc-match '\(family)') offered '\(found.family)' "
                    + "(\(found.located.path)); install the font, name another family, or give \"file\""
            )
        }
        return found.located
    }

    /// fontconfig's best match for a family (or a generic name), weight and slant: the file and
    /// the family it belongs to, which may be another.
    /// The corresponding calls are FcPatternCreate, FcConfigSubstitute, FcDefaultSubstitute and FcFontMatch.
    static func match(family: String, weight: Int32, italic: Bool) throws -> (located: Located, family: String) {
        configLock.lock()
        defer { configLock.unlock() }
        guard let pattern = pattern(family: family, weight: weight, italic: italic) else {
            throw FontFace.FontError(description: "fontconfig could not start (FcInit)")
        }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else {
            throw FontFace.FontError(
                description:
                    "no font for family '\(family)': fontconfig has no fonts at all (install fonts-dejavu-core)")
        }
        defer { FcPatternDestroy(match) }
        func string(_ key: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(match, key, 0, &value) == FcResultMatch, let v = value else { return nil }
            return String(cString: UnsafeRawPointer(v).assumingMemoryBound(to: CChar.self))
        }
        guard let path = string(FC_FILE) else {
            throw FontFace.FontError(description: "fontconfig matched no file for family '\(family)'")
        }
        var weight: Int32 = -1
        _ = FcPatternGetInteger(match, FC_WEIGHT, 0, &weight)
        return (Located(path: path, weight: weight, style: string(FC_STYLE) ?? "?"), string(FC_FAMILY) ?? "?")
    }

    /// The installed family fontconfig answers for a generic name ("monospace", "serif",
    /// "sans-serif"), or for the first of `families` it has; nil when it has none of them.
    public func installedFamily(generic: String? = nil, families: [String] = []) -> String? {
        for family in families where (try? FontLibrary.locate(family: family, weight: 80, italic: false)) != nil {
            return family
        }
        return generic.flatMap { try? FontLibrary.match(family: $0, weight: 80, italic: false).family }
    }

    static let configLock = NSLock()

    /// fontconfig's query for a family, weight and slant, its defaults filled in (the caller destroys it); nil
    /// where fontconfig cannot start. Call under `configLock`.
    /// The corresponding calls are FcInit, FcPatternCreate, FcConfigSubstitute and FcDefaultSubstitute.
    static func pattern(family: String, weight: Int32, italic: Bool) -> OpaquePointer? {
        guard FcInit() == FcTrue, let pattern = FcPatternCreate() else { return nil }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, weight)
        FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }
}

// fontconfig's property names are macros Swift does not import.
let FC_FAMILY = "family"
let FC_WEIGHT = "weight"
let FC_SLANT = "slant"
let FC_FILE = "file"
let FC_STYLE = "style"
let FC_SLANT_ITALIC: Int32 = 100
let FC_SLANT_ROMAN: Int32 = 0
let FcTrue: FcBool = 1
