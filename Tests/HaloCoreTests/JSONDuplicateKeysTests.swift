import Foundation
import HaloCore
import Testing

/// Keys written twice in one object are found with their line; everything else is not.
@Suite struct JSONDuplicateKeysTests {
    static func first(_ text: String) -> (String, Int)? {
        JSONDuplicateKeys.first(in: Data(text.utf8)).map { ($0.key, $0.line) }
    }

    @Test func aRepeatedKeyIsFoundAtItsSecondLine() {
        let found = Self.first("{\n \"a\": 1,\n \"b\": {\"a\": 2},\n \"a\": 3\n}")
        #expect(found?.0 == "a" && found?.1 == 4)
        #expect(Self.first("[{\"x\": [1, {\"y\": 1, \"y\": 2}]}]")?.0 == "y")
    }

    @Test func sameKeysInOtherObjectsValuesAndEscapesAreNot() {
        #expect(Self.first("[{\"a\": 1}, {\"a\": 2}]") == nil)
        #expect(Self.first("{\"a\": {\"a\": {\"a\": 1}}}") == nil)
        #expect(Self.first("{\"a\": \"a\", \"b\": [\"a\", \"b\"]}") == nil)
        #expect(Self.first("{\"a\\\"b\": 1, \"a\": \"}{\\\\\", \"c\": 2}") == nil)
        #expect(Self.first("{\"k\": {}, \"l\": [], \"m\": {\"k\": 1}}") == nil)
    }
}
