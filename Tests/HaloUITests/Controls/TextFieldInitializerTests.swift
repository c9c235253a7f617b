import Foundation
import HaloUI
import Testing

import struct HaloCore.Scene

/// Every `TextField` and `SecureField` initializer of SwiftUI, as public code calls them: each
/// draws its text (or its prompt while empty) as a field of that text would; the editing and
/// commit callbacks draw nothing.
struct TextFieldInitializerTests {
    static func scene<V: View>(_ view: V) throws -> Scene { try ContainerControlsTests.scene(view) }

    @Test func callbacksDrawNothing() throws {
        let plain = try Self.scene(TextField("Name", text: .constant("")))
        #expect(try Self.scene(TextField("Name", text: .constant(""), onEditingChanged: { _ in })) == plain)
        let title: String = "Name"
        #expect(try Self.scene(TextField(title, text: .constant(""), onEditingChanged: { _ in })) == plain)
    }

    @Test func aFormatterWritesTheValue() throws {
        let formatter = NumberFormatter()
        let written = try Self.scene(TextField("Age", text: .constant("42")))
        #expect(try Self.scene(TextField("Age", value: .constant(42), formatter: formatter)) == written)
        #expect(try Self.scene(TextField("Age", value: .constant(42), formatter: formatter, onCommit: {})) == written)
        #expect(
            try Self.scene(
                TextField("Age", value: .constant(42), formatter: formatter, onEditingChanged: { _ in }, onCommit: {}))
                == written)
        #expect(
            try Self.scene(TextField("Age", value: .constant(42), formatter: formatter, prompt: Text("Years")))
                == written)
        #expect(try Self.scene(TextField(value: .constant(42), formatter: formatter) { Text("Age") }) == written)
        // A value the formatter cannot write leaves the field empty: the title shows.
        #expect(
            try Self.scene(TextField("Age", value: .constant("forty"), formatter: formatter))
                == Self.scene(TextField("Age", text: .constant(""))))
    }

    @Test func aPromptShowsWhileTheFieldIsEmpty() throws {
        let prompted = try Self.scene(TextField("Amount", text: .constant(""), prompt: Text("Required")))
        #expect(
            try Self.scene(
                TextField("Amount", value: .constant(Double?.none), format: .number, prompt: Text("Required")))
                == prompted)
        let title: String = "Amount"
        #expect(
            try Self.scene(TextField(title, value: .constant(Double?.none), format: .number, prompt: Text("Required")))
                == prompted)
        #expect(
            try Self.scene(
                TextField(value: .constant(Double?.none), format: .number, prompt: Text("Required")) {
                    Text("Amount")
                }) == prompted)
        // A value present is written by the format, the prompt not shown.
        #expect(
            try Self.scene(TextField("Amount", value: .constant(2.5), format: .number, prompt: Text("Required")))
                == Self.scene(TextField("Amount", text: .constant("2.5"))))
        #expect(
            try Self.scene(TextField(text: .constant(""), prompt: Text("Bio"), axis: .vertical) { Text("Bio") })
                == Self.scene(TextField("Bio", text: .constant(""))))
    }

    @Test func aSecureFieldWithALabelShowsBullets() throws {
        let secure = SecureField(text: .constant("abc"), prompt: Text("Password")) { Text("Password") }
        #expect(
            try Self.scene(secure) == Self.scene(TextField("Password", text: .constant("\u{2022}\u{2022}\u{2022}"))))
        let empty = SecureField(text: .constant(""), prompt: Text("Password")) { Text("Password") }
        #expect(try Self.scene(empty) == Self.scene(TextField("Password", text: .constant(""))))
    }
}
