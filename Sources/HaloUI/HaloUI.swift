// What a SwiftUI file uses without importing it: `import SwiftUI` brings Foundation (`Date`,
// `sin`, `DispatchQueue`, `TimeInterval` ...), so `import HaloUI` does too. Where HaloUI has a
// name of its own (`Timer`, `CGPoint`, `CGSize`, `DispatchQueue.asyncAfter`,
// `DispatchTime.now()`), a file that imports HaloUI alone gets HaloUI's; one that also imports
// Foundation itself is told the name is ambiguous (docs/library.md).
@_exported import Foundation

// `@Observable` classes, as `import SwiftUI` brings the Observation module: the toolchain's own
// (its macros and `withObservationTracking`), which `ViewRuntime` uses to evaluate views again
// when an observed property changes.
@_exported import Observation

// A value that can be animated, as SwiftUI's `VectorArithmetic`: interpolation from one value
// to another (numbers, colours, gradient stops, arrays of them, `Animatable` values). Exported
// (the protocol alone, not the rest of HaloCore, whose scene types share SwiftUI's names), so a
// view file that imports HaloUI uses Double's and the colours' conformances without importing
// HaloCore.
@_exported import protocol HaloCore.Interpolatable

// sin, cos, exp, pow ... that give the same bits on every CPU (HaloMath), for view code whose
// references must match across x86-64 and arm64: Foundation's come from the platform's libm
// (docs/testing.md, "Determinism").
@_exported import enum HaloMath.PortableMath
