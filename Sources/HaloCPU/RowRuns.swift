import HaloCore

/// Where a target may hold non-zero pixels: per row, sorted disjoint runs of columns.
///
/// Every pixel outside the runs is exactly zero, so a blur may skip it: a zero texel adds
/// `weight * 0 = +0` to a sum that is never -0, which leaves the sum's bits as they are.
/// Runs may include zero pixels (short gaps are bridged); they must not leave out a non-zero one.
struct RowRuns {
    /// The rows covered: row `i` of `rows` is frame row `y + i`.
    let y: Int
    /// Per row, runs of frame columns as [lower, upper), sorted and disjoint.
    var rows: [[SIMD2<Int32>]]

    /// Gaps of zero pixels shorter than this are bridged: fewer, longer runs are cheaper to
    /// walk than the zeros they skip.
    static let bridge = 8

    var height: Int { rows.count }

    /// The runs of non-zero pixels of `target`, read only where it tracks writes (its spans),
    /// since it holds zeros elsewhere.
    static func scan(_ target: Target, parallel: Parallel) -> RowRuns {
        precondition(target.clean == .zero, "scanning needs a target cleared to transparent")
        let r = target.rect
        var rows = [[SIMD2<Int32>]](repeating: [], count: r.height)
        rows.withUnsafeMutableBufferPointer { out in
            let out = UnsafeSendable(out)
            parallel(r.height) { y in
                let span = target.spans[y]
                guard span.x < span.y else { return }
                let row = UnsafeRawPointer(target.floats.baseAddress! + y * r.width * 4)
                var runs: [SIMD2<Int32>] = []
                var x = Int(span.x)
                while x < Int(span.y) {
                    if row.loadUnaligned(fromByteOffset: x * 16, as: SIMD4<Float>.self) == .zero {
                        x += 1
                        continue
                    }
                    let start = x
                    var end = x + 1
                    x += 1
                    while x < Int(span.y) {
                        if row.loadUnaligned(fromByteOffset: x * 16, as: SIMD4<Float>.self) != .zero {
                            x += 1
                            end = x
                        } else if x - end >= bridge {
                            break
                        } else {
                            x += 1
                        }
                    }
                    runs.append(SIMD2(Int32(start + r.x), Int32(end + r.x)))
                }
                out.value[y] = runs
            }
        }
        return RowRuns(y: r.y, rows: rows)
    }

    /// Every run grown by `radius` on each side and kept within `columns`, overlaps merged:
    /// where a pass along rows with that radius can be non-zero.
    func grown(by radius: Int, within columns: Range<Int>) -> RowRuns {
        let lo = Int32(columns.lowerBound), hi = Int32(columns.upperBound), d = Int32(radius)
        return RowRuns(
            y: y,
            rows: rows.map { runs in
                var out: [SIMD2<Int32>] = []
                out.reserveCapacity(runs.count)
                for run in runs {
                    let a = max(run.x - d, lo), b = min(run.y + d, hi)
                    guard a < b else { continue }
                    if let last = out.last, a <= last.y {
                        out[out.count - 1].y = max(last.y, b)
                    } else {
                        out.append(SIMD2(a, b))
                    }
                }
                return out
            })
    }

    /// The columns [lower, upper) from the first run to the end of the last in frame row
    /// `frameRow` (lower >= upper when the row has none or is outside).
    func extent(_ frameRow: Int) -> SIMD2<Int32> {
        let i = frameRow - y
        guard i >= 0, i < rows.count, let first = rows[i].first, let last = rows[i].last else {
            return SIMD2(Int32.max, Int32.min)
        }
        return SIMD2(first.x, last.y)
    }
}

/// Runs a body for 0..<count, spread over threads (`CPURenderer.parallel`).
typealias Parallel = (Int, (Int) -> Void) -> Void
