import Testing

@testable import HaloCore

/// Markdown emphasis by CommonMark's rules (spec 0.31.2, section 6.2 and appendix A). Each expected
/// value is worked out by hand from the spec's definitions, as the comments show.
@Suite struct EmphasisTests {
    /// The spans of `text` as (text, bold, italic), nil style written as false.
    static func read(_ text: String) -> [[String]] {
        Emphasis.spans(text).map { [$0.text, $0.bold == true ? "b" : "", $0.italic == true ? "i" : ""] }
    }

    /// A run followed by whitespace is not left-flanking (cannot open); one preceded by whitespace
    /// (or the text's start) is not right-flanking (cannot close): such runs stay text.
    @Test func runsBetweenSpacesStayText() {
        // Every "****" has a space (or an end) on both sides: none is flanking.
        #expect(Self.read("**** **** **** 2578") == [["**** **** **** 2578", "", ""]])
        #expect(Self.read("a * b * c") == [["a * b * c", "", ""]])
        // "2 *3* 4": the first * is left-flanking only, the second right-flanking only: italic 3.
        #expect(Self.read("2 *3* 4") == [["2 ", "", ""], ["3", "", "i"], [" 4", "", ""]])
        // A run followed by whitespace cannot open, so "* a*" has no emphasis.
        #expect(Self.read("* a*") == [["* a*", "", ""]])
    }

    @Test func pairsMatchInnermostFirst() {
        #expect(Self.read("*italic* and **bold**") == [["italic", "", "i"], [" and ", "", ""], ["bold", "b", ""]])
        // *** with *** : two delimiters make strong, then the last one makes emphasis around it.
        #expect(Self.read("***both***") == [["both", "b", "i"]])
        // "*a **b** c*": ** pairs first (closer at b's end, nearest opener), then the outer *.
        #expect(Self.read("*a **b** c*") == [["a ", "", "i"], ["b", "b", "i"], [" c", "", "i"]])
        // "**foo*": the closer has one delimiter, so one is used; the opener's other stays text, outside.
        #expect(Self.read("**foo*") == [["*", "", ""], ["foo", "", "i"]])
        #expect(Self.read("*foo**") == [["foo", "", "i"], ["*", "", ""]])
        // "***foo**": two used, one left before.
        #expect(Self.read("***foo**") == [["*", "", ""], ["foo", "b", ""]])
    }

    /// A run inside a word: `*` can open and close there, `_` can neither.
    @Test func intrawordRunsDifferByCharacter() {
        #expect(Self.read("foo*bar*") == [["foo", "", ""], ["bar", "", "i"]])
        #expect(Self.read("snake_case_name") == [["snake_case_name", "", ""]])
        #expect(Self.read("_under_ and __twice__") == [["under", "", "i"], [" and ", "", ""], ["twice", "b", ""]])
        // `a*"foo"*`: the first * is followed by punctuation and preceded by a letter: not left-flanking.
        #expect(Self.read("a*\"foo\"*") == [["a*\"foo\"*", "", ""]])
    }

    /// The rule of 3: in "*foo**bar*", the middle ** can open and close, and 1 + 2 is a multiple of 3,
    /// so it pairs with neither single *; the outer pair takes it as text.
    @Test func theRuleOfThree() {
        #expect(Self.read("*foo**bar*") == [["foo**bar", "", "i"]])
        // Here the two ** (2 + 2) pair with each other first, then the outer * (1 + 1) around them.
        #expect(Self.read("*foo**bar**baz*") == [["foo", "", "i"], ["bar", "b", "i"], ["baz", "", "i"]])
    }

    @Test func unmatchedRunsAndEmptyText() {
        #expect(Self.read("") == [])
        #expect(Self.read("*") == [["*", "", ""]])
        #expect(Self.read("**open") == [["**open", "", ""]])
        #expect(Emphasis.spans("*x*", tags: ["bounce"]).map(\.tags) == [["bounce"]])
    }
}
