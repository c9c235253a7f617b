import Foundation
import Testing
@testable import HaloCore

/// A scene file's props: declared with types and defaults, used anywhere a value goes, and a
/// file's own duration.
@Suite struct ScenePropsTests {
    /// A template: a card whose colour animates to `accent`, titled `title`, `width` wide.
    static let template = """
        {"props": {"title": {"type": "string", "default": "Hello"},
                   "accent": {"type": "color", "default": "#ff2d55"},
                   "width": {"type": "number", "default": 320},
                   "photo": {"type": "image"},
                   "seconds": {"type": "number", "default": 4},
                   "round": {"type": "boolean", "default": true}},
         "duration": {"prop": "seconds"},
         "canvas": {"width": {"prop": "width"}, "height": 180},
         "layers": [{"items": [
           {"shape": {"type": "rect", "frame": [0, 0, 10, 10]},
            "paint": {"from": "black", "to": {"prop": "accent"}, "duration": 2, "curve": "linear"}},
           {"text": {"prop": "title"}, "frame": [0, 100, 300, 40]}]}]}
        """

    static func document(_ values: [String: JSONValue], template: String = template) throws -> SceneDocument {
        var given = values
        if given["photo"] == nil, template.contains("\"photo\"") { given["photo"] = .string("unused.png") }
        return try SceneDocument(json: Data(template.utf8), file: "t.json", props: SceneProps.Given(given))
    }

    /// The same scene written with the values in place.
    static func literal(accent: String, width: Double, title: String) throws -> SceneDocument {
        try SceneDocument(
            json: Data(
                """
                {"canvas": {"width": \(width), "height": 180},
                 "layers": [{"items": [
                   {"shape": {"type": "rect", "frame": [0, 0, 10, 10]},
                    "paint": {"from": "black", "to": "\(accent)", "duration": 2, "curve": "linear"}},
                   {"text": "\(title)", "frame": [0, 100, 300, 40]}]}]}
                """.utf8))
    }

    @Test func valuesGoWhereTheReferencesAreInsideAnimationsAndText() throws {
        let given = try Self.document(["accent": "#007aff", "width": 200, "title": "Bye"])
        let written = try Self.literal(accent: "#007aff", width: 200, title: "Bye")
        for t in [0, 0.5, 1, 2, 3] { #expect(try given.scene(at: t) == written.scene(at: t)) }
        // The defaults, where nothing is given.
        let defaults = try Self.document([:])
        let plain = try Self.literal(accent: "#ff2d55", width: 320, title: "Hello")
        for t in [0, 1.25, 2] { #expect(try defaults.scene(at: t) == plain.scene(at: t)) }
        // And a different value is a different scene (the comparison can fail).
        #expect(try given.scene(at: 2) != defaults.scene(at: 2))
    }

    @Test func theDurationIsTheFilesOwnOrAProp() throws {
        #expect(try Self.document([:]).duration == 4)
        #expect(try Self.document(["seconds": 5.5]).duration == 5.5)
        #expect(
            try SceneDocument(json: Data(#"{"canvas": {"width": 1, "height": 1}, "layers": []}"#.utf8)).duration == nil)
        for bad in ["0", "-1", "\"long\"", "1e9"] {
            let json = #"{"duration": \#(bad), "canvas": {"width": 1, "height": 1}, "layers": []}"#
            #expect {
                try SceneDocument(json: Data(json.utf8), file: "d.json")
            } throws: { e in
                "\(e)".hasPrefix("d.json: duration: ")
            }
        }
    }

    @Test func textIsReadAsEachPropsType() throws {
        let d = try Self.document(["seconds": "2.5", "round": "false", "accent": "[0, 1, 0]", "width": " 64 "])
        #expect(d.duration == 2.5)
        #expect(try d.scene(at: 0).canvas.width == 64)
        #expect(try d.scene(at: 2).layers[0].draws[0].paint == .solid(RGBA(0, 1, 0, 1)))
        let values = try d.props.values(SceneProps.Given(["round": "false", "photo": "x.png"]))
        #expect(values["round"] == .bool(false))
    }

    /// The message of the error `values` make, or nil.
    static func failure(_ values: [String: JSONValue], source: String = "row 3") -> String? {
        do {
            var given = values
            if given["photo"] == nil { given["photo"] = "p.png" }
            _ = try SceneDocument(
                json: Data(template.utf8), file: "t.json", props: SceneProps.Given(given, source: source))
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func unknownMissingAndMistypedPropsNameTheSourceThePropAndTheType() throws {
        #expect(
            Self.failure(["colour": "red"])
                == "t.json: props: unknown prop 'colour' in row 3 (declared: accent, photo, round, seconds, title, "
                + "width)"
        )
        #expect(
            Self.failure(["accent": 12])
                == "t.json: props.accent: prop 'accent' in row 3 expects a colour (#RRGGBB, #RRGGBBAA, a colour "
                + "name or [r, g, b, a]), got 12")
        #expect(
            Self.failure(["accent": "not-a-colour"])?.contains("prop 'accent' in row 3 expects a colour") == true)
        #expect(
            Self.failure(["width": "wide"])
                == "t.json: props.width: prop 'width' in row 3 expects a finite number, got \"wide\"")
        #expect(Self.failure(["width": .number(.infinity)])?.contains("expects a finite number") == true)
        #expect(Self.failure(["title": 5]) == "t.json: props.title: prop 'title' in row 3 expects a string, got 5")
        #expect(Self.failure(["round": "yes"])?.contains("prop 'round' in row 3 expects true or false") == true)
        #expect(Self.failure(["photo": 1])?.contains("prop 'photo' in row 3 expects an image file's path") == true)
        // The image has no default: leaving it out names it and its type.
        #expect {
            try SceneDocument(json: Data(Self.template.utf8), file: "t.json", props: SceneProps.Given(source: "row 7"))
        } throws: { e in
            "\(e)"
                == "t.json: props.photo: prop 'photo' has no default and no value in row 7: expected an image file's "
                + "path (a string)"
        }
    }

    @Test func badDeclarationsAndReferencesAreErrorsWhereTheyAre() throws {
        func failure(_ json: String) -> String? {
            do {
                _ = try SceneDocument(json: Data(json.utf8), file: "b.json")
                return nil
            } catch {
                return "\(error)"
            }
        }
        let canvas = #""canvas": {"width": 10, "height": 10}"#
        #expect(
            failure(#"{"props": {"a": {"type": "colour"}}, \#(canvas), "layers": []}"#)
                == "b.json: props.a.type: a prop's type is one of string, number, color, image, audio, boolean")
        #expect(
            failure(#"{"props": {"a": {"type": "number", "default": "x"}}, \#(canvas), "layers": []}"#)
                == "b.json: props.a.default: prop 'a' expects a finite number, got \"x\"")
        #expect(
            failure(#"{"props": {"a": {"type": "number", "min": 1}}, \#(canvas), "layers": []}"#)?
                .contains("props.a.min: unknown field 'min'") == true)
        #expect(
            failure(#"{\#(canvas), "layers": [{"opacity": {"prop": "fade"}, "items": []}]}"#)
                == "b.json: layers[0].opacity: no prop named 'fade' (the scene declares no props)")
        #expect(
            failure(#"{\#(canvas), "layers": [{"opacity": {"prop": "fade", "x": 1}, "items": []}]}"#)
                == "b.json: layers[0].opacity: a prop reference is {\"prop\": \"NAME\"}, with no other field")
        // A value for a scene with no props.
        #expect {
            try SceneDocument(
                json: Data(#"{\#(canvas), "layers": []}"#.utf8), file: "b.json",
                props: SceneProps.Given(["a": 1], source: "--prop"))
        } throws: { e in
            "\(e)" == "b.json: props: unknown prop 'a' in --prop (the scene declares none)"
        }
    }

    @Test func givenImagePathsAreRelativeToTheirDirectoryAndDefaultsToTheFile() throws {
        let props = try Self.document([:]).props
        let values = try props.values(SceneProps.Given(["photo": "a/b.png"], directory: "/data/rows"))
        #expect(values["photo"] == .string("/data/rows/a/b.png"))
        let absolute = try props.values(SceneProps.Given(["photo": "/x/y.png"], directory: "/data/rows"))
        #expect(absolute["photo"] == .string("/x/y.png"))
    }
}
