import HaloCore
import HaloUI
import Testing

/// `ZStack(alignment:)`, `overlay(alignment:)` and `background(alignment:)` against frames
/// worked out by hand.
struct AlignmentTests {
    static func frames<V: HaloUI.View>(_ view: V) throws -> [Rect] {
        try ViewScene.scene(of: view, width: 100, height: 80).layers.flatMap(\.allDraws).map(\.shape.frame)
    }

    @Test func aZStackPlacesItsChildrenByItsAlignment() throws {
        // The stack is 60 x 40 (its largest child), centred in the 100 x 80 canvas at (20, 20).
        let corners: [(Alignment, Rect)] = [
            (.topLeading, Rect(x: 20, y: 20, width: 10, height: 6)),
            (.bottomTrailing, Rect(x: 70, y: 54, width: 10, height: 6)),
            (.top, Rect(x: 45, y: 20, width: 10, height: 6)),
            (.trailing, Rect(x: 70, y: 37, width: 10, height: 6)),
            (.center, Rect(x: 45, y: 37, width: 10, height: 6)),
        ]
        for (alignment, expected) in corners {
            let stack = ZStack(alignment: alignment) {
                Rectangle().frame(width: 60, height: 40)
                Rectangle().frame(width: 10, height: 6)
            }
            let frames = try Self.frames(stack)
            #expect(frames == [Rect(x: 20, y: 20, width: 60, height: 40), expected], "\(alignment)")
        }
    }

    @Test func overlaysAndBackgroundsAreAlignedOnTheirView() throws {
        let badge = Rectangle().frame(width: 60, height: 40).overlay(alignment: .topTrailing) {
            Circle().frame(width: 8, height: 8)
        }
        #expect(
            try Self.frames(badge) == [
                Rect(x: 20, y: 20, width: 60, height: 40), Rect(x: 72, y: 20, width: 8, height: 8),
            ])
        let under = Rectangle().frame(width: 60, height: 40).background(alignment: .bottomLeading) {
            Circle().frame(width: 8, height: 8)
        }
        #expect(
            try Self.frames(under) == [
                Rect(x: 20, y: 52, width: 8, height: 8), Rect(x: 20, y: 20, width: 60, height: 40),
            ])
    }
}

/// Text sizes in layout, from DejaVu Sans's own metrics (units per em 2048, hhea ascender 1901,
/// descender -483, line gap 0): a line is (1901 + 483) / 2048 of the size tall.
struct TextSizeTests {
    static func frames<V: HaloUI.View>(_ view: V, _ width: Double = 400) throws -> [Rect] {
        try ViewScene.scene(of: view, width: width, height: 300).layers.flatMap(\.allDraws).map(\.shape.frame)
    }

    @Test func aLineIsItsFontsHeightAndPaddingGrowsIt() throws {
        let line = 20.0 * (1901 + 483) / 2048
        // A rectangle drawn behind padded text is the text's size plus 2 x 10 points each way.
        let padded = Text("Hello").font(.system(size: 20)).padding(10).background { Rectangle().fill(.red) }
        let box = try #require(try Self.frames(padded).first)
        #expect(abs(box.height - (line + 20)) < 1e-9, "\(box)")
        // Two lines (a newline) are two line heights tall, plus the line spacing between them.
        let two = Text("Hello\nWorld").font(.system(size: 20)).lineSpacing(6).background { Rectangle().fill(.red) }
        let box2 = try #require(try Self.frames(two).first)
        #expect(abs(box2.height - (2 * line + 6)) < 1e-9, "\(box2)")
        // Width: the wider line's; wrapping at a narrower offer makes it taller, not wider.
        let wide = Text("Hello World again").font(.system(size: 20)).background { Rectangle().fill(.red) }
        let one = try #require(try Self.frames(wide).first)
        let narrow = try #require(try Self.frames(wide.frame(width: one.width / 2), one.width / 2).first)
        #expect(narrow.height > 1.5 * line && narrow.width <= one.width / 2 + 1e-9, "\(narrow)")
    }

    @Test func stackedTextsAreSpacedByTheirHeights() throws {
        let line = 20.0 * (1901 + 483) / 2048
        let column = VStack(spacing: 10) {
            Text("One").font(.system(size: 20)).background { Rectangle().fill(.red) }
            Text("Two").font(.system(size: 20)).background { Rectangle().fill(.blue) }
        }
        let boxes = try Self.frames(column).filter { $0.height > line - 1e-9 && $0.height < line + 1e-9 }
        #expect(boxes.count == 2)
        // The column (2 lines + 10) is centred in 300 points: the first box starts at (300 - h) / 2.
        #expect(abs(boxes[0].minY - (300 - (2 * line + 10)) / 2) < 1e-9)
        #expect(abs(boxes[1].minY - (boxes[0].maxY + 10)) < 1e-9)
    }
}

/// A full-turn angular gradient at any starting angle is valid: start + 360 may round past a
/// span of 360 by an ulp (0.7 + 360 - 0.7 = 360.00000000000006), which is not a longer span.
struct FullTurnGradientTests {
    @Test func aFullTurnFromAnyAngleIsAccepted() throws {
        for degrees in [0.0, 0.7, 33.3, 123.456, 359.9] {
            let ring = Circle().stroke(
                AngularGradient(colors: [.red, .blue, .red], center: .center, angle: .degrees(degrees)), lineWidth: 2)
            #expect(throws: Never.self) { try ViewScene.scene(of: ring, width: 20, height: 20) }
        }
    }
}
