// `import CoreGraphics`, as SwiftUI files write it for `CGFloat`, `CGPoint`, `CGSize` and
// `CGRect`: Apple's Core Graphics is not on Linux, where Foundation declares those types, so the
// HaloUI product carries a module of this name that brings Foundation. It draws nothing: paths
// and contexts are HaloUI's (`Path`, `GraphicsContext`).
@_exported import Foundation
