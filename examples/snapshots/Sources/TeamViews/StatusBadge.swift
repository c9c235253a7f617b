import HaloUI

/// A presence badge. Its reference was recorded when the badge was green and said "Online"; since then
/// someone changed it to orange "Online", so its snapshot test fails (TeamViewsTests/StatusBadgeTests):
/// the example of a failing snapshot test.
public struct StatusBadge: View {
    /// Makes the view.
    public init() {}

    /// The view's content.
    public var body: some View {
        HStack(spacing: 6) {
            Circle().fill(Color.orange).frame(width: 10, height: 10)
            Text("Online").font(.caption.weight(.medium))
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(Capsule().fill(Color.orange.opacity(0.15)))
        .padding(4)
    }
}
