// Swift Testing is there only where tests are built: a release build of the package (`make release`,
// `make dist`, which link the toolchain's libraries statically) builds this target too, without it.
#if canImport(Testing)
    import HaloCore
    import Testing

    /// Image comparisons that can fail: the one place tests compare images by tolerance
    /// (`ComparisonRuleTests` fails on a test file that calls `ImageDiff.compare` or a tolerance's
    /// `accepts` itself).
    ///
    /// `match` passes only when all four of these hold, and records an issue for each that does not:
    /// 1. `expected` has ink: the image of its first pixel's colour everywhere (what a render that
    ///    drew nothing but its background gives) is rejected by the tolerance, so two blank renders
    ///    cannot pass;
    /// 2. `actual` is not `expected`'s own storage (an image compared with itself: the bug vello's
    ///    GPU-vs-CPU check carried for a long time);
    /// 3. `control`, an image that must be rejected (a deliberately wrong rendering: a wrong view or
    ///    scene, another time, a frame one pixel off), has ink and is rejected by the same tolerance,
    ///    so the tolerance is tight enough to see the kind of mistake the test is about;
    /// 4. `actual` is accepted.
    public enum ImageCheck {
        /// What a comparison found.
        public struct Outcome: Sendable {
            /// `actual` against `expected`.
            public let metrics: ImageDiff.Metrics
            /// Whether every check passed (no issue was recorded).
            public let passed: Bool
        }

        /// Checks `actual` against `expected` within `tolerance`, and that the comparison can fail:
        /// `expected` has ink and `control` is rejected (the four checks above).
        /// - Parameters:
        ///   - expected: The reference image (a golden, the CPU's frame, a scene worked out by hand).
        ///   - actual: The image under test.
        ///   - control: An image the comparison must reject: a deliberately wrong rendering.
        ///   - tolerance: How far `actual` may be from `expected`.
        ///   - comment: Said with any failure, before the metrics.
        ///   - sourceLocation: Where a failure is reported (the caller's line).
        /// - Returns: The metrics of `actual` against `expected`, and whether every check passed.
        @discardableResult
        public static func match(
            expected: Image, actual: Image, control: Image, tolerance: Tolerance = .standard,
            _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
        ) -> Outcome {
            var failures: [String] = []
            if tolerance.accepts(ImageDiff.compare(expected: expected, actual: blank(like: expected))) {
                failures.append("the expected image has no ink: a blank frame is within \(tolerance) of it")
            }
            if sharesStorage(expected, actual) {
                failures.append("the actual image is the expected one (an image compared with itself)")
            }
            if tolerance.accepts(ImageDiff.compare(expected: control, actual: blank(like: control))) {
                failures.append("the control has no ink: it proves nothing a blank frame does not")
            }
            let rejected = ImageDiff.compare(expected: expected, actual: control)
            if tolerance.accepts(rejected) {
                failures.append("the control is accepted too (\(rejected.summary)): the comparison cannot fail")
            }
            let metrics = ImageDiff.compare(expected: expected, actual: actual)
            if !tolerance.accepts(metrics) {
                failures.append("actual vs expected: \(metrics.summary), beyond \(tolerance)")
            }
            record(failures, comment(), sourceLocation)
            return Outcome(metrics: metrics, passed: failures.isEmpty)
        }

        /// Checks that `tolerance` rejects `actual` against `expected`: a negative control on its own.
        /// - Parameters:
        ///   - expected: The reference image.
        ///   - actual: A deliberately wrong image.
        ///   - tolerance: The tolerance that must reject it.
        ///   - comment: Said with a failure, before the metrics.
        ///   - sourceLocation: Where a failure is reported (the caller's line).
        /// - Returns: The metrics of `actual` against `expected`, and whether it was rejected.
        @discardableResult
        public static func rejects(
            expected: Image, actual: Image, tolerance: Tolerance = .standard,
            _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
        ) -> Outcome {
            let metrics = ImageDiff.compare(expected: expected, actual: actual)
            let failures =
                tolerance.accepts(metrics) ? ["a wrong image is accepted: \(metrics.summary), within \(tolerance)"] : []
            record(failures, comment(), sourceLocation)
            return Outcome(metrics: metrics, passed: failures.isEmpty)
        }

        /// Every pixel within `codes` 1/255 steps on every channel, however many pixels differ.
        public static func within(_ codes: Int) -> Tolerance {
            Tolerance(maxChannelDifference: codes, maxDifferingFraction: 1)
        }

        /// `image` moved `dx` pixels right and `dy` down, its edge pixels repeated into the gap: a
        /// control for an image whose content must be where it is (an off-by-one placement).
        public static func shifted(_ image: Image, dx: Int, dy: Int) -> Image {
            var out = image
            for y in 0..<image.height {
                for x in 0..<image.width {
                    out[x, y] = image[min(max(x - dx, 0), image.width - 1), min(max(y - dy, 0), image.height - 1)]
                }
            }
            return out
        }

        /// `image`'s size filled with its first pixel's colour: what a render of nothing but the
        /// background gives.
        public static func blank(like image: Image) -> Image {
            guard image.width > 0, image.height > 0 else { return image }
            let first = Array(image.pixels[0..<4])
            return Image(
                width: image.width, height: image.height,
                pixels: Array((0..<(image.width * image.height)).map { _ in first }.joined()))
        }

        /// Whether two images hold the same pixel storage (one image, copied).
        static func sharesStorage(_ a: Image, _ b: Image) -> Bool {
            guard !a.pixels.isEmpty else { return false }
            let p = a.pixels.withUnsafeBufferPointer { $0.baseAddress }
            return p == b.pixels.withUnsafeBufferPointer { $0.baseAddress }
        }

        /// Records one issue listing `failures`, if any, with the caller's comment.
        static func record(_ failures: [String], _ comment: String, _ sourceLocation: SourceLocation) {
            guard !failures.isEmpty else { return }
            let head = comment.isEmpty ? "" : comment + ": "
            Issue.record(Comment(rawValue: head + failures.joined(separator: "; ")), sourceLocation: sourceLocation)
        }
    }
#endif
