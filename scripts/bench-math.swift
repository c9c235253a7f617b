// PortableMath beside the platform's libm, 2 million calls a function, medians of 7 runs
// (scripts/bench-math.sh builds it with Sources/HaloMath at -O; docs/performance.md).
import Foundation

/// The median of 7 timed runs of `body`, in milliseconds.
func median(_ body: () -> Double) -> Double {
    var times: [Double] = []
    var sink = 0.0
    for _ in 0..<7 {
        let start = DispatchTime.now().uptimeNanoseconds
        sink += body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    if sink.isNaN { print("NaN") }
    return times.sorted()[3]
}

let n = 2_000_000
let xs = (0..<n).map { Double($0) * 0.000_37 - 300 }
let us = (0..<n).map { Double($0) / Double(n) * 1.8 - 0.9 + 1e-3 }

/// One table row: the function's name, libm's time, PortableMath's, and their ratio.
func row(_ name: String, libm: (Double, Double) -> Double, portable: (Double, Double) -> Double) {
    func sum(_ f: (Double, Double) -> Double) -> Double {
        var s = 0.0
        for i in 0..<n { s += f(xs[i], us[i]) }
        return s
    }
    let a = median { sum(libm) }, b = median { sum(portable) }
    print(String(format: "| %@ | %.1f | %.1f | %.2f |", name, a, b, b / a))
}

print("| function | libm (ms) | PortableMath (ms) | ratio |")
print("| --- | --- | --- | --- |")
row("sin", libm: { x, _ in Foundation.sin(x) }, portable: { x, _ in PortableMath.sin(x) })
row("cos", libm: { x, _ in Foundation.cos(x) }, portable: { x, _ in PortableMath.cos(x) })
row("exp", libm: { _, u in Foundation.exp(u * 10) }, portable: { _, u in PortableMath.exp(u * 10) })
row("log", libm: { x, _ in Foundation.log(abs(x)) }, portable: { x, _ in PortableMath.log(abs(x)) })
row("pow", libm: { _, u in Foundation.pow(u + 1, 2.4) }, portable: { _, u in PortableMath.pow(u + 1, 2.4) })
row("atan2", libm: { x, u in Foundation.atan2(u, x) }, portable: { x, u in PortableMath.atan2(u, x) })
row(
    "atan2 (Float)", libm: { x, u in Double(Foundation.atan2(Float(u), Float(x))) },
    portable: { x, u in Double(PortableMath.atan2(Float(u), Float(x))) })
