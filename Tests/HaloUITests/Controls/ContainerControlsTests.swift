import Foundation
import HaloUI
import Testing

import enum HaloCore.Paint
import struct HaloCore.Rect
import struct HaloCore.Scene

/// The controls a ported form meets (`Picker`, text fields, `Stepper`, `DatePicker`,
/// `ColorPicker`, `Menu`, links) and the button and toggle styles, against geometry worked out
/// by hand from docs/semantics.md ("Controls") or their explicit forms.
struct ContainerControlsTests {
    static func scene<V: View>(_ view: V) throws -> Scene {
        try ViewScene.scene(of: view, width: 200, height: 100)
    }

    static func frames<V: View>(of color: Color, in view: V) throws -> [Rect] {
        try NavigationTests.frames(of: color, in: view, width: 200, height: 100)
    }

    @Test func aSegmentedPickerMarksItsSelection() throws {
        let picker = Picker("Fruit", selection: .constant(1)) {
            Text("Apple").tag(0)
            Text("Kiwi").tag(1)
        }
        .pickerStyle(.segmented)
        // 200 wide in two segments: the second's white thumb 2 points in, 28 tall, centred.
        #expect(try Self.frames(of: .white, in: picker) == [Rect(x: 102, y: 36, width: 96, height: 28)])
        let track = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
        #expect(try Self.frames(of: track, in: picker) == [Rect(x: 0, y: 34, width: 200, height: 32)])
        // ForEach's ids tag the options as `tag` does.
        let each = Picker("Fruit", selection: .constant("Kiwi")) {
            ForEach(["Apple", "Kiwi"], id: \.self) { Text($0) }
        }
        .pickerStyle(.segmented)
        #expect(try Self.frames(of: .white, in: each) == [Rect(x: 102, y: 36, width: 96, height: 28)])
    }

    @Test func aMenuPickerShowsOnlyItsSelection() throws {
        let picker = Picker("Fruit", selection: .constant(1)) {
            Text("Apple").tag(0)
            Text("Kiwi").tag(1)
        }
        let alone = Picker("Fruit", selection: .constant(1)) { Text("Kiwi").tag(1) }
        #expect(try Self.scene(picker) == Self.scene(alone))
        #expect(try Self.scene(picker) != Self.scene(Picker("Fruit", selection: .constant(0)) { Text("Kiwi").tag(1) }))
    }

    @Test func textFieldsDrawTheirTextOrPrompt() throws {
        func darkPixels<V: View>(_ view: V) throws -> Int {
            NavigationTests.dark(try NavigationTests.image(view, width: 200, height: 100), 0..<200, 0..<100)
        }
        #expect(try darkPixels(TextField("Name", text: .constant(""))) == 0, "the prompt is a light grey")
        #expect(try darkPixels(TextField("Name", text: .constant("Bob"))) > 20)
        #expect(
            try Self.scene(SecureField("Password", text: .constant("ab")))
                == Self.scene(TextField("Password", text: .constant("\u{2022}\u{2022}"))))
        // The rounded border: a white field across the width, its text 6 points above and below.
        let bordered = TextField("Name", text: .constant("Bob")).textFieldStyle(.roundedBorder)
        let field = try Self.frames(of: .white, in: bordered)
        let line = try Self.frames(of: .white, in: Text("Bob").background(Color.white))
        #expect(field.count == 1 && field[0].width == 200 && field[0].height == line[0].height + 12, "\(field)")
        #expect(try darkPixels(TextEditor(text: .constant("Notes"))) > 20)
    }

    @Test func borderedButtonsFillWithTheTint() throws {
        let prominent = Button("Go") {}.buttonStyle(.borderedProminent)
        let fill = try Self.frames(of: .blue, in: prominent)
        #expect(fill.count == 1, "one rounded rectangle in the accent colour")
        let large = try Self.frames(of: .blue, in: Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.large))
        #expect(abs(large[0].height - fill[0].height - 14) < 1e-9, "large pads 7 more above and below")
        #expect(try Self.frames(of: .red, in: prominent.tint(.red)).count == 1)
        #expect(try Self.frames(of: .red, in: prominent.accentColor(.red)).count == 1)
        let bordered = Button("Go") {}.buttonStyle(.bordered)
        #expect(try Self.frames(of: Color.blue.opacity(0.15), in: bordered).count == 1)
        #expect(try Self.scene(Button("Go") {}.buttonStyle(.plain)) == Self.scene(Text("Go")))
    }

    /// A style that draws a red square beside the label.
    struct Squared: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Color.red.frame(width: 10, height: 10)
            }
        }
    }

    /// A style that draws a green square when on, red when off.
    struct Check: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                configuration.label
                Rectangle().fill(configuration.isOn ? Color.green : Color.red).frame(width: 10, height: 10)
            }
        }
    }

    @Test func customStylesDrawTheirConfiguration() throws {
        #expect(try Self.frames(of: .red, in: Button("Go") {}.buttonStyle(Squared())).count == 1)
        #expect(try Self.frames(of: .green, in: Toggle("On", isOn: .constant(true)).toggleStyle(Check())).count == 1)
        #expect(try Self.frames(of: .red, in: Toggle("On", isOn: .constant(false)).toggleStyle(Check())).count == 1)
        #expect(
            try Self.scene(Toggle("On", isOn: .constant(true)).toggleStyle(.switch))
                == Self.scene(Toggle("On", isOn: .constant(true))))
    }

    @Test func otherControlsDrawTheirLabels() throws {
        let stepper = Stepper("Count", value: .constant(1), in: 0...10)
        let track = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
        #expect(try Self.frames(of: track, in: stepper) == [Rect(x: 106, y: 34, width: 94, height: 32)])
        #expect(
            try Self.scene(Link("Apple", destination: URL(fileURLWithPath: "/")))
                == Self.scene(Text("Apple").foregroundStyle(Color.blue)))
        #expect(
            try Self.scene(Menu("More") { Button("A") {} }) == Self.scene(Text("More").foregroundStyle(Color.blue)))
        #expect(
            try Self.scene(ShareLink(item: "x"))
                == Self.scene(Label("Share", systemImage: "square.and.arrow.up").foregroundStyle(Color.blue)))
        let date = DatePicker(
            "Day", selection: .constant(Date(timeIntervalSinceReferenceDate: 0)),
            displayedComponents: .date)
        #expect(try Self.frames(of: track, in: date).count == 1)
        let well = ColorPicker("Colour", selection: .constant(Color.red))
        #expect(try Self.frames(of: .red, in: well) == [Rect(x: 176, y: 40, width: 20, height: 20)])
    }
}
