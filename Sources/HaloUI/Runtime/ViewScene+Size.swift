import HaloCore

extension ViewScene {
    /// The size `view` takes when offered `proposal` (points), as its root would be laid out on a canvas of
    /// that size at time 0 (its `onAppear` and other events at 0 replayed first): a preview's
    /// `sizeThatFitsLayout` canvas. A view that takes what it is offered answers `proposal`.
    public static func sizeThatFits<V: View>(_ view: V, in proposal: CGSize) -> CGSize {
        let (width, height) = (Double(proposal.width), Double(proposal.height))
        let runtime = ViewRuntime { _ = StackLayout.implicit(of: view, Ambient.time) }
        defer { runtime.tasks.cancelAll() }
        let size = Ambient.$screen.withValue(proposal) {
            runtime.frame(at: 0) {
                Ambient.$problems.withValue(ProblemLog()) {
                    Ambient.$time.withValue(0) {
                        StackLayout.implicit(of: view, 0).size(ProposedSize(width: width, height: height))
                    }
                }
            }
        }
        return CGSize(width: size.width, height: size.height)
    }
}
