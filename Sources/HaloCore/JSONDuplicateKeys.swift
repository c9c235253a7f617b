import Foundation

/// Finds a key written twice in one JSON object, which JSON decoders accept silently (one of
/// the two values wins). Scenes refuse it, naming the key and its line.
///
/// Runs on text the decoder has accepted, so it only follows the structure: objects and
/// arrays, strings (with their escapes, compared as written), and whatever lies between.
public enum JSONDuplicateKeys {
    /// The first repeated key and the line (from 1) of its second use, or nil.
    public static func first(in data: Data) -> (key: String, line: Int)? {
        enum Container { case object(keys: Set<[UInt8]>, expectingKey: Bool), array }
        var stack: [Container] = []
        var line = 1
        let bytes = [UInt8](data)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "{"): stack.append(.object(keys: [], expectingKey: true))
            case UInt8(ascii: "["): stack.append(.array)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = stack.popLast()
            case UInt8(ascii: ","):
                if case .object(let keys, _)? = stack.last {
                    stack[stack.count - 1] = .object(keys: keys, expectingKey: true)
                }
            case UInt8(ascii: "\""):
                var j = i + 1
                while j < bytes.count && bytes[j] != UInt8(ascii: "\"") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
                let text = Array(bytes[(i + 1)..<min(j, bytes.count)])
                if case .object(var keys, true)? = stack.last {
                    if !keys.insert(text).inserted { return (String(decoding: text, as: UTF8.self), line) }
                    stack[stack.count - 1] = .object(keys: keys, expectingKey: false)
                }
                i = j
            default: break
            }
            i += 1
        }
        return nil
    }
}
