// `import Combine`, as SwiftUI files write it beside `import SwiftUI` for
// `Timer.publish(every:on:in:).autoconnect()` and `onReceive`: Apple's Combine is not on Linux,
// so the HaloUI product carries a module of this name, and what those files use from it is
// HaloUI's, on the render's clock (`Timer.TimerPublisher`, docs/library.md). `ObservableObject`,
// `ObservableObjectPublisher` and `@Published`, Combine's on iOS, are declared in HaloUI (whose
// `@StateObject` and `@ObservedObject` need them, as `import SwiftUI` alone brings them) and
// reach this module's importers through the same re-export.
@_exported import HaloUI
