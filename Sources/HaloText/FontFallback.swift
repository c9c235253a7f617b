import CFontconfig
import CHarfBuzz
import Foundation

/// fontconfig's fallback order for a family, weight and slant: the fonts `FcFontSort` returns (trimmed to
/// those that add characters, as pango asks), each with the characters it has.
///
/// Sendable by hand: its arrays are constants after init; fontconfig reads the set only under
/// `FontLibrary.configLock`.
final class FallbackOrder: @unchecked Sendable {
    private let set: UnsafeMutablePointer<FcFontSet>?
    /// The fonts' files, in fontconfig's order.
    let paths: [String]
    /// Each font's character set (owned by `set`).
    private let charsets: [OpaquePointer?]

    /// The order for `family` at `weight` and `italic` (fontconfig's numbers).
    /// The corresponding call is FcFontSort (the query from `FontLibrary.pattern`).
    init(family: String, weight: Int32, italic: Bool) {
        FontLibrary.configLock.lock()
        defer { FontLibrary.configLock.unlock() }
        guard let pattern = FontLibrary.pattern(family: family, weight: weight, italic: italic) else {
            set = nil
            paths = []
            charsets = []
            return
        }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        set = FcFontSort(nil, pattern, FcTrue, nil, &result)
        var paths: [String] = [], charsets: [OpaquePointer?] = []
        if let set {
            for i in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[i] else { continue }
                var file: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
                var charset: OpaquePointer?
                _ = FcPatternGetCharSet(font, "charset", 0, &charset)
                paths.append(String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self)))
                charsets.append(charset)
            }
        }
        self.paths = paths
        self.charsets = charsets
    }

    deinit { if let set { FcFontSetDestroy(set) } }

    /// The first font that has every one of `scalars`, else the first that has the first of them; nil where
    /// none has that.
    func first(covering scalars: [UInt32]) -> String? {
        guard let base = scalars.first else { return nil }
        FontLibrary.configLock.lock()
        defer { FontLibrary.configLock.unlock() }
        var firstWithBase: String? = nil
        for (path, charset) in zip(paths, charsets) {
            guard let charset, FcCharSetHasChar(charset, base) == FcTrue else { continue }
            if scalars.dropFirst().allSatisfy({ FcCharSetHasChar(charset, $0) == FcTrue }) { return path }
            if firstWithBase == nil { firstWithBase = path }
        }
        return firstWithBase
    }
}

extension FontLibrary {
    /// The face that draws a character cluster (its scalars, default-ignorable ones left out) which the
    /// span's own face lacks: the first in fontconfig's fallback order for the font's family, weight and
    /// slant with all of them (else with the first), as pango picks; an emoji cluster looks in the `emoji`
    /// family's order first. Nil where no installed font has the cluster's first character.
    /// - Throws: `FontFace.FontError` for a font file that cannot be read.
    public func fallback(for scalars: [UInt32], family: String, weight: Int32, italic: Bool, emoji: Bool) throws
        -> FontFace?
    {
        let orders =
            (emoji ? [order(family: "emoji", weight: weight, italic: italic)] : [])
            + [order(family: family, weight: weight, italic: italic)]
        for order in orders {
            if let path = order.first(covering: scalars) { return try face(path: path) }
        }
        return nil
    }

    /// The fallback order for a family, weight and slant, asked of fontconfig once.
    private func order(family: String, weight: Int32, italic: Bool) -> FallbackOrder {
        let key = "\(family)\u{0}\(weight)\u{0}\(italic)"
        lock.lock()
        if let known = orders[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = FallbackOrder(family: family, weight: weight, italic: italic)
        lock.lock()
        defer { lock.unlock() }
        if let known = orders[key] { return known }
        orders[key] = made
        return made
    }
}
