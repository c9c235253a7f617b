import Foundation
import HaloCatalog
@testable import HaloCore
import Testing

/// `JSONParser` reads what Foundation reads, refuses what Foundation refuses, and also refuses
/// keys written twice and deep nesting; scenes read from its values are the scenes written, and
/// bad values are named by their path.
@Suite struct JSONParserTests {
    /// Foundation's reading of `text` (`JSONDecoder`, booleans first, as JSON keeps them apart).
    struct Oracle: Decodable {
        let value: JSONValue
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() {
                value = .null
            } else if let b = try? c.decode(Bool.self) {
                value = .bool(b)
            } else if let n = try? c.decode(Double.self) {
                value = .number(n)
            } else if let s = try? c.decode(String.self) {
                value = .string(s)
            } else if let a = try? c.decode([Oracle].self) {
                value = .array(a.map(\.value))
            } else {
                value = .object(try c.decode([String: Oracle].self).mapValues(\.value))
            }
        }
    }

    static func foundation(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(Oracle.self, from: Data(text.utf8)).value
    }

    static let documents = [
        #"{"a": [1, -2.5, 3e2, 1E-3, 0, -0.0, 12345678901234567890], "b": {"c": null, "d": true, "e": false}}"#,
        #"["plain", "esc \" \\ \/ \b \f \n \r \t", "\u00e9\u4e2d", "\ud83d\ude00 astral", "raw é 中 😀"]"#,
        " \n\t{ \"nested\" : [ [ [ ] ] , { } ] } \r\n",
        #"0.1"#, #""just a string""#, #"[1, {"a": 2,},]"#,
        #"[1.7976931348623157e308, 5e-324, 2.2250738585072014e-308]"#,
    ]

    @Test(arguments: documents)
    func readsWhatFoundationReads(_ text: String) throws {
        #expect(try JSONParser.parse(Data(text.utf8)) == Self.foundation(text))
    }

    static let malformed = [
        "", "{", "[1,,]", "[,]", "{\"a\" 1}", "{,}", "[01]", "[1.]", "[1e]", "[-]", "[+1]", "tru", "nul",
        "[1] 2", "\"unterminated", "\"bad \\x escape\"", "\"\\ud800 lone\"", "[1e999]", "{'a': 1}", "[\"tab\tin\"]",
    ]

    @Test(arguments: malformed)
    func refusesWhatFoundationRefuses(_ text: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Data(text.utf8)) }
        #expect(throws: (any Error).self) { try Self.foundation(text) }
    }

    static func duplicate(_ text: String) -> String? {
        do {
            _ = try JSONParser.parse(Data(text.utf8))
        } catch let f as JSONParser.Failure where f.kind == .duplicateKey {
            return f.message
        } catch {}
        return nil
    }

    @Test func aRepeatedKeyIsFoundAtItsSecondLine() {
        #expect(
            Self.duplicate("{\n \"a\": 1,\n \"b\": {\"a\": 2},\n \"a\": 3\n}")
                == "key \"a\" appears twice in one object (line 4); keep one")
        #expect(Self.duplicate("[{\"x\": [1, {\"y\": 1, \"y\": 2}]}]")?.hasPrefix("key \"y\"") == true)
        #expect(Self.duplicate("{\"a\": \"\", \"\\u0061\": 1}")?.hasPrefix("key \"a\"") == true)
    }

    @Test func sameKeysInOtherObjectsValuesAndEscapesAreNot() {
        for text in [
            "[{\"a\": 1}, {\"a\": 2}]", "{\"a\": {\"a\": {\"a\": 1}}}",
            "{\"a\": \"a\", \"b\": [\"a\", \"b\"]}",
            "{\"a\\\"b\": 1, \"a\": \"}{\\\\\", \"c\": 2}", "{\"k\": {}, \"l\": [], \"m\": {\"k\": 1}}",
        ] {
            #expect(Self.duplicate(text) == nil, "\(text)")
        }
    }

    @Test func deepNestingIsRefusedByName() throws {
        let ok = String(repeating: "[", count: JSONParser.maxDepth) + String(repeating: "]", count: JSONParser.maxDepth)
        _ = try JSONParser.parse(Data(ok.utf8))
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect {
            try JSONParser.parse(Data(deep.utf8))
        } throws: { e in
            (e as? JSONParser.Failure)?.message == "arrays and objects are nested deeper than 100 levels (line 1)"
        }
    }

    @Test(arguments: SceneCatalog.all.map(\.name))
    func readsScenesAsTheyAreWritten(_ name: String) throws {
        // A catalog scene built in Swift, written by the encoder and read back by the document.
        let scene = try #require(SceneCatalog.all.first { $0.name == name }).scene
        #expect(try Scene.load(json: scene.jsonData()) == scene)
    }

    /// Bad values and the messages that name them, as docs/scene-format.md promises.
    static let badValues = [
        (#"{"canvas": {"width": "wide", "height": 10}, "layers": []}"#, "canvas.width: expected a number"),
        (#"{"canvas": {"width": 10}, "layers": []}"#, "canvas: missing field 'height'"),
        (#"{"canvas": {"width": 10, "height": null}, "layers": []}"#, "canvas.height: expected a number, got null"),
        (
            #"{"canvas": {"width": 10, "height": 10}, "layers": [{"items": [{"shape": {"type": "hex"}, "#
                + #""paint": 1}]}]}"#,
            "layers[0].items[0].shape.type: unknown shape kind 'hex'"
        ),
        (
            #"{"canvas": {"width": 10, "height": 10}, "layers": [{"items": [{"shape": {"type": "rect", "#
                + #""frame": [1, 2]}, "paint": "red"}]}]}"#,
            "layers[0].items[0].shape.frame: expected [x, y, width, height], got 2 numbers"
        ),
        (
            #"{"canvas": {"width": 10, "height": 10}, "layers": [{"items": [{"paint": "red", "colour": 1}]}]}"#,
            "layers[0].items[0].colour: unknown field 'colour'"
        ),
        (#"{"canvas": {"width": 10, "height": 10}, "layers": {"items": []}}"#, "layers: expected an array"),
    ]

    @Test(arguments: badValues)
    func namesBadValues(_ text: String, _ message: String) throws {
        #expect {
            try Scene.load(json: Data(text.utf8))
        } throws: { e in
            "\(e)".hasPrefix(message)
        }
    }
}
