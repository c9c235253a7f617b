import Foundation
import HaloCore
import Testing

/// `JSONValueDecoder`'s text mode: a CSV row's fields, every one text, read as the types asked for.
@Suite struct JSONValueDecoderTests {
    struct Item: Decodable, Equatable {
        struct Size: Decodable, Equatable { var w: Int }
        var price: Double
        var count: Int
        var sale: Bool
        var name: String
        var sizes: [Int]?
        var size: Size?
    }

    static let row: JSONValue = .object([
        "price": "9.99", "count": " 3 ", "sale": "true", "name": "42", "sizes": "[1, 2]", "size": "{\"w\": 5}",
    ])

    @Test func textIsReadAsTheTypeEachPropertyAsksFor() throws {
        let item = try JSONValueDecoder(acceptsText: true).decode(Item.self, from: Self.row)
        #expect(
            item == Item(price: 9.99, count: 3, sale: true, name: "42", sizes: [1, 2], size: Item.Size(w: 5)))
    }

    @Test func withoutTextModeTextIsNotANumber() {
        #expect {
            try JSONValueDecoder().decode(Item.self, from: Self.row)
        } throws: { e in
            guard case DecodingError.typeMismatch(let type, let c) = e else { return false }
            return type == Double.self && c.codingPath.map(\.stringValue) == ["price"]
        }
    }

    @Test func textThatSpellsNoValueOfTheTypeFailsAtItsKey() {
        for (key, text) in [("price", "cheap"), ("sale", "yes"), ("count", "3.5")] {
            guard case .object(var o) = Self.row else { return }
            o[key] = .string(text)
            #expect(throws: DecodingError.self, "\(key)") {
                try JSONValueDecoder(acceptsText: true).decode(Item.self, from: .object(o))
            }
            do {
                _ = try JSONValueDecoder(acceptsText: true).decode(Item.self, from: .object(o))
            } catch let e as DecodingError {
                switch e {
                case .typeMismatch(_, let c), .dataCorrupted(let c):
                    #expect(c.codingPath.map(\.stringValue) == [key])
                default:
                    Issue.record("\(key): \(e)")
                }
            } catch {
                Issue.record("\(key): \(error)")
            }
        }
    }
}
