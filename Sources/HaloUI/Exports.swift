// What a SwiftUI file uses without importing it: `import SwiftUI` brings Foundation (`Date`,
// `sin`, `DispatchQueue`, `TimeInterval` ...), so `import HaloUI` does too. Where HaloUI has a
// name of its own (`Timer`, `CGPoint`, `CGSize`, `DispatchQueue.asyncAfter`,
// `DispatchTime.now()`), a file that imports HaloUI alone gets HaloUI's; one that also imports
// Foundation itself is told the name is ambiguous (docs/library.md).
@_exported import Foundation
