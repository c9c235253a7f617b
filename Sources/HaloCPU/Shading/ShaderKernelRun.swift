/// One step of a compiled `ShaderKernel`: an operation over every lane of a run (or a branch or a loop that
/// runs nested steps).
typealias ShaderStep = (ShaderKernelRun) -> Void

/// The state of one `ShaderKernel.run`: the registers, and the run's arrays and layer.
///
/// A register is `ShaderKernel.lanes` words (lane i at +i) at a word offset from `words`: constants below it
/// (negative offsets), the rest at and above it. Only lanes `0..<count` are read or written.
final class ShaderKernelRun {
    /// Register 0; the fixed registers (constants and column values) lie below.
    let words: UnsafeMutablePointer<UInt32>
    /// How many lanes run.
    var count: Int
    /// The `.floatArray` arguments, by their index among the entry's arrays.
    let arrays: [[Float]]
    /// The `.image` arguments, by their index among the entry's textures.
    let images: [ShaderTexture]
    /// Serves `layer.sample(p)`: xs, ys, count, then r, g, b, a at [c * lanes + i].
    var sample: ((UnsafePointer<Float>, UnsafePointer<Float>, Int, UnsafeMutablePointer<Float>) -> Void)?

    init(
        words: UnsafeMutablePointer<UInt32>, count: Int, arrays: [[Float]], images: [ShaderTexture] = [],
        sample: ((UnsafePointer<Float>, UnsafePointer<Float>, Int, UnsafeMutablePointer<Float>) -> Void)?
    ) {
        self.words = words
        self.count = count
        self.arrays = arrays
        self.images = images
        self.sample = sample
    }

    /// The register at word offset `offset`.
    @inline(__always)
    func lanes(_ offset: Int) -> UnsafeMutablePointer<UInt32> { words + offset }

    /// Whether any lane of the mask at `offset` is set.
    @inline(__always)
    func any(_ offset: Int) -> Bool {
        let m = words + offset
        var bits: UInt32 = 0
        for i in 0..<count { bits |= m[i] }
        return bits != 0
    }

    /// A loop's gate before a pass: a lane stays in `live` if it is there, its condition holds and its loop
    /// budget is not spent, and then takes one pass from its budget. Whether any lane stays.
    func gate(live: Int, condition: Int?, budget: Int) -> Bool {
        let l = words + live, b = words + budget
        var bits: UInt32 = 0
        if let condition {
            let c = words + condition
            for i in 0..<count {
                let left = int(b[i])
                let go = l[i] & c[i] != 0 && left > 0
                b[i] = go ? word(left &- 1) : b[i]
                l[i] = laneMask(go)
                bits |= l[i]
            }
        } else {
            for i in 0..<count {
                let left = int(b[i])
                let go = l[i] != 0 && left > 0
                b[i] = go ? word(left &- 1) : b[i]
                l[i] = laneMask(go)
                bits |= l[i]
            }
        }
        return bits != 0
    }
}

/// Steps run in order, called without reference counting.
///
/// A closure read from an array is retained for its call, an atomic count on its context; over a
/// 1080p frame that is millions of counts, and threads running one kernel contend for them. Each
/// step here sits in a box kept alive by the list, and is called through an unmanaged reference to
/// it (borrowed, not counted).
final class ShaderStepList {
    /// One step, kept alive by the list.
    final class Box {
        let body: ShaderStep
        init(_ body: @escaping ShaderStep) { self.body = body }
    }

    /// The boxes, owned here.
    private let boxes: [Box]
    /// Unowned references to them, in order.
    private let refs: UnsafeMutableBufferPointer<Unmanaged<Box>>

    /// The list of `steps`.
    init(_ steps: [ShaderStep]) {
        boxes = steps.map(Box.init)
        refs = .allocate(capacity: boxes.count)
        _ = refs.initialize(from: boxes.map { Unmanaged.passUnretained($0) })
    }

    deinit { refs.deallocate() }

    /// Whether it has no steps.
    var isEmpty: Bool { boxes.isEmpty }

    /// How many steps it has.
    var count: Int { boxes.count }

    /// Runs the steps in order on `run`.
    @inline(__always)
    func run(_ run: ShaderKernelRun) {
        for i in 0..<refs.count { refs[i]._withUnsafeGuaranteedRef { $0.body(run) } }
    }
}
