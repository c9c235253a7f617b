import CUnibreak
import Foundation

/// Line break opportunities by the Unicode Line Breaking Algorithm (UAX #14), through libunibreak.
///
/// `TextScriptsTests.everyCharacterBreaksWithoutATrap` runs every Unicode scalar through it.
enum LineBreaks {
    /// libunibreak's tables, set up once.
    private static let ready: Bool = {
        init_linebreak()
        return true
    }()

    /// A character libunibreak can take. Debian 12's libunibreak is 1.1 (Unicode 6 tables): it aborts on a
    /// regional indicator (a flag's half) and on U+FFFF (an assertion; every other scalar was tried). A
    /// regional indicator breaks as an ideograph does (U+4E00), which is what it is between flags (a flag's
    /// two halves are one grapheme, and no line ends inside one: `Paragraph`); a noncharacter as U+FFFD.
    static func safe(_ scalar: UInt32) -> UInt32 {
        if (0x1F1E6...0x1F1FF).contains(scalar) { return 0x4E00 }
        if scalar & 0xFFFE == 0xFFFE || (0xFDD0...0xFDEF).contains(scalar) { return 0xFFFD }
        return scalar
    }

    /// What may follow a character: a line may end after it, or must.
    enum Break: UInt8 {
        case none, allowed, mandatory
    }

    /// For each character (Unicode scalar) of a paragraph, whether a line may or must end after it (the last
    /// character: `mandatory`, the paragraph's end).
    /// The corresponding call is set_linebreaks_utf32.
    static func opportunities(_ scalars: [UInt32]) -> [Break] {
        guard ready, !scalars.isEmpty else { return [] }
        var breaks = [CChar](repeating: 0, count: scalars.count)
        let safe = scalars.map(Self.safe)
        safe.withUnsafeBufferPointer { s in
            set_linebreaks_utf32(s.baseAddress, safe.count, nil, &breaks)
        }
        return breaks.map { b in
            switch Int32(b) {
            case LINEBREAK_MUSTBREAK: .mandatory
            case LINEBREAK_ALLOWBREAK: .allowed
            default: .none
            }
        }
    }
}
