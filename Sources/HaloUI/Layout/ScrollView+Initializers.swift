import Foundation

extension ScrollView {
    /// A scroll view along `axes` (vertical by default), as SwiftUI's `init(_:content:)`: drawn
    /// as `init(_:showsIndicators:content:)` draws (a still shows no indicators).
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.init(axes, showsIndicators: true, content: content)
    }
}
