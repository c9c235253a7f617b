import Foundation
import HaloCore
import HaloIO
import Testing

/// Rows of a batch (JSON Lines and CSV) and the output path a row makes.
@Suite struct BatchRowsTests {
    static func rows(_ text: String, _ format: BatchRows.Format) throws -> [BatchRows.Row] {
        try BatchRows(Data(text.utf8), format: format, name: "r").rows
    }

    @Test func jsonLinesAreObjectsAndABadLineIsItsRowsError() throws {
        let rows = try Self.rows("{\"a\": 1}\n\n  \n[1]\n{\"a\": \r\n{\"b\": \"x\"}\r\n", .jsonl)
        try #require(rows.map(\.number) == [1, 2, 3, 4])
        #expect(try rows[0].fields.get() == ["a": 1])
        #expect("\(rows[1].fields)".contains("r:4: a row is a JSON object of prop values"))
        #expect("\(rows[2].fields)".contains("r:5: malformed JSON"))
        #expect(try rows[3].fields.get() == ["b": "x"])
    }

    @Test func csvQuotesCommasLineBreaksAndEmptyFields() throws {
        let text = "\u{FEFF}id,title,price\r\nmug,\"Mug, blue\",9\r\nvase,\"Vase \"\"tall\"\"\nwith a line\",\n\nx,y\n"
        let rows = try Self.rows(text, .csv)
        try #require(rows.count == 3)
        #expect(try rows[0].fields.get() == ["id": "mug", "title": "Mug, blue", "price": "9"])
        // An empty field is no value: the prop's default.
        #expect(try rows[1].fields.get() == ["id": "vase", "title": "Vase \"tall\"\nwith a line"])
        #expect("\(rows[2].fields)".contains("r:6: 2 fields where the header has 3"))
    }

    @Test func unreadableCSVIsAnErrorOfTheFile() throws {
        for (text, message) in [
            ("a,b\n\"open,1\n", "r:2: a quoted field is not closed"),
            ("a,,b\n1,2,3\n", "the header's column 2 is empty"),
            ("a,a\n1,2\n", "the header's column 2 is 'a' again"), ("a\n\"x\"y\n", "r:2: text after a closing quote"),
        ] {
            #expect {
                try Self.rows(text, .csv)
            } throws: { e in
                "\(e)".contains(message)
            }
        }
        #expect(throws: BatchRows.FileError.self) { try BatchRows(Data([0xFF, 0xFE, 0x00]), format: .csv, name: "r") }
    }

    @Test func outputPathsTakeTheRowsFields() throws {
        let t = try OutputTemplate("out/{store}/{id}-{row}.mp4")
        #expect(t.fields == ["store", "id", "row"])
        #expect(try t.path(row: 7, ["store": "paris", "id": 12]) == "out/paris/12-7.mp4")
        for (fields, message) in [
            (["store": "a"] as [String: JSONValue], "the row has no field 'id'"),
            (["store": "../x", "id": 1], "field 'store' is '../x', which cannot be part of a file name"),
            (["store": "..", "id": 1], "field 'store' is '..'"), (["store": "", "id": 1], "field 'store' is ''"),
            (["store": .array(["a"]), "id": 1], "field 'store' is not text or a number"),
        ] {
            #expect {
                try t.path(row: 1, fields)
            } throws: { e in
                "\(e)".contains(message)
            }
        }
        for (text, message) in [
            ("out/a.mp4", "names no field"), ("out/{id.mp4", "a '{' is not closed"),
            ("out/{}.mp4", "'{}' is not a field"),
        ] {
            #expect {
                try OutputTemplate(text)
            } throws: { e in
                "\(e)".contains(message)
            }
        }
    }
}
