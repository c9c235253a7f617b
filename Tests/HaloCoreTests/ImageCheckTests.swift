import HaloCore
import HaloTestSupport
import Testing

/// `ImageCheck`, the comparison every image test goes through, fails each way it promises to:
/// a blank expected image, an image compared with itself, a control that is accepted or blank,
/// and an actual image beyond the tolerance.
@Suite struct ImageCheckTests {
    /// A 12 x 8 grey frame with a white 4 x 4 square at (x, 2).
    static func square(at x: Int) -> Image {
        var image = Image(width: 12, height: 8)
        for py in 0..<8 {
            for px in 0..<12 {
                let on = (x..<x + 4).contains(px) && (2..<6).contains(py)
                image[px, py] = on ? SIMD4(255, 255, 255, 255) : SIMD4(40, 40, 40, 255)
            }
        }
        return image
    }

    @Test func aMatchWithARejectedControlPasses() {
        let expected = Self.square(at: 3)
        var actual = Self.square(at: 3)
        actual[4, 3] = SIMD4(254, 255, 255, 255)  // 1/255 off on one pixel: inside the standard tolerance
        let outcome = ImageCheck.match(expected: expected, actual: actual, control: Self.square(at: 4))
        #expect(outcome.passed && outcome.metrics.maxChannelDifference == 1)
    }

    @Test func aBlankExpectedImageFails() {
        let blank = ImageCheck.blank(like: Self.square(at: 3))
        withKnownIssue {
            let outcome = ImageCheck.match(
                expected: blank, actual: ImageCheck.blank(like: blank), control: Self.square(at: 3))
            #expect(outcome.passed, "checked inside the known issue")
        }
    }

    @Test func anImageComparedWithItselfFails() {
        let image = Self.square(at: 3)
        let same = image
        withKnownIssue { ImageCheck.match(expected: image, actual: same, control: Self.square(at: 5)) }
    }

    @Test func anAcceptedControlFails() {
        // The control differs by 1/255 only: the standard tolerance accepts it, so it proves nothing.
        var control = Self.square(at: 3)
        control[0, 0] = SIMD4(41, 40, 40, 255)
        withKnownIssue { ImageCheck.match(expected: Self.square(at: 3), actual: Self.square(at: 3), control: control) }
    }

    @Test func aBlankControlFails() {
        let blank = ImageCheck.blank(like: Self.square(at: 3))
        withKnownIssue { ImageCheck.match(expected: Self.square(at: 3), actual: Self.square(at: 3), control: blank) }
    }

    @Test func anActualBeyondTheToleranceFails() {
        withKnownIssue {
            ImageCheck.match(expected: Self.square(at: 3), actual: Self.square(at: 4), control: Self.square(at: 6))
        }
    }

    @Test func rejectsFailsOnAnAcceptedImage() {
        #expect(ImageCheck.rejects(expected: Self.square(at: 3), actual: Self.square(at: 4)).passed)
        withKnownIssue { ImageCheck.rejects(expected: Self.square(at: 3), actual: Self.square(at: 3)) }
    }

    @Test func shiftedMovesTheContentAndRepeatsTheEdge() {
        let moved = ImageCheck.shifted(Self.square(at: 3), dx: 1, dy: 0)
        #expect(moved == Self.square(at: 4))
        let down = ImageCheck.shifted(Self.square(at: 3), dx: 0, dy: 2)
        #expect(down[3, 3] == SIMD4(40, 40, 40, 255) && down[3, 4] == SIMD4(255, 255, 255, 255))
    }
}
