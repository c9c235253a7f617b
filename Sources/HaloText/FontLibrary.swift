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

    private let lock = NSLock()
    private var faces: [String: FontFace] = [:]
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
        let path = try spec.file ?? locate(spec, bold: bold, italic: italic).path
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

    /// The file fontconfig matches for a spec's family, weight and slant, bold and italic
    /// overriding them; cached.
    private func locate(_ spec: TextItem.FontSpec, bold: Bool?, italic: Bool?) throws -> Located {
        guard var w = FontLibrary.weight(spec.weight) else {
            throw FontFace.FontError(
                description: "unknown font weight '\(spec.weight)' "
                    + "(expected thin, light, regular, medium, semibold, bold, black)")
        }
        if bold == true { w = max(w, 200) }
        let slanted = italic ?? spec.italic
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

    /// The file fontconfig matches for a family, weight and slant.
    /// The corresponding calls are FcPatternCreate, FcConfigSubstitute, FcDefaultSubstitute and FcFontMatch.
    static func locate(family: String, weight: Int32, italic: Bool) throws -> Located {
        configLock.lock()
        defer { configLock.unlock() }
        guard FcInit() == FcTrue else { throw FontFace.FontError(description: "fontconfig could not start (FcInit)") }
        let pattern = FcPatternCreate()!
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, weight)
        FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else {
            throw FontFace.FontError(
                description:
                    "no font for family '\(family)': fontconfig has no fonts at all (install fonts-dejavu-core)")
        }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        var matchedFamily: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let f = file else {
            throw FontFace.FontError(description: "fontconfig matched no file for family '\(family)'")
        }
        let path = String(cString: UnsafeRawPointer(f).assumingMemoryBound(to: CChar.self))
        _ = FcPatternGetString(match, FC_FAMILY, 0, &matchedFamily)
        let got = matchedFamily.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? "?"
        guard got.lowercased() == family.lowercased() else {
            throw FontFace.FontError(
                description:
                    "font family '\(family)' not found: fontconfig (fc-match '\(family)') offered '\(got)' "
                    + "(\(path)); install the font, name another family, or give \"file\""
            )
        }
        var weight: Int32 = -1
        var style: UnsafeMutablePointer<FcChar8>?
        _ = FcPatternGetInteger(match, FC_WEIGHT, 0, &weight)
        _ = FcPatternGetString(match, FC_STYLE, 0, &style)
        let name = style.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? "?"
        return Located(path: path, weight: weight, style: name)
    }

    /// The installed family fontconfig answers for a generic name ("monospace", "serif",
    /// "sans-serif"), or for the first of `families` it has; nil when it has none of them.
    public func installedFamily(generic: String? = nil, families: [String] = []) -> String? {
        for family in families where (try? FontLibrary.locate(family: family, weight: 80, italic: false)) != nil {
            return family
        }
        guard let generic else { return nil }
        FontLibrary.configLock.lock()
        defer { FontLibrary.configLock.unlock() }
        guard FcInit() == FcTrue, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, generic)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var family: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FAMILY, 0, &family) == FcResultMatch, let f = family else { return nil }
        return String(cString: UnsafeRawPointer(f).assumingMemoryBound(to: CChar.self))
    }

    static let configLock = NSLock()
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
