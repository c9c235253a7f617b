// `import CoreGraphics`, as SwiftUI files write it for `CGFloat`, `CGPoint`, `CGSize` and
// `CGRect`: Apple's Core Graphics is not on Linux, where Foundation declares those types, so the
// HaloUI product carries a module of this name. It brings HaloUI, and through it Foundation, as
// the `Combine` module does: a module that brought Foundation itself would make the names
// HaloUI shadows (`Timer`, `DispatchQueue`) ambiguous in a file that imports both
// (docs/library.md). It draws nothing: paths and contexts are HaloUI's (`Path`,
// `GraphicsContext`).
@_exported import HaloUI
