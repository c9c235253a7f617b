/// A runtime's transition bookkeeping, in one value: the views removed and drawn until their
/// transitions end, and what a container hands the child it lowers (docs/semantics.md,
/// "Transitions").
///
/// A container sets `pending` for the child it lowers; the first `.transition` met inside takes
/// it (`taken`, with its `animation`), or, met outside any container's phase, leaves its
/// transition in `outer` for an `id(_:)` just inside it.
struct TransitionState {
    /// The views removed in a transaction and drawn until their transitions end, by the key of
    /// the container they left: those of the latest re-evaluation.
    var ghosts: [UInt64: [Ghost]] = [:]
    /// The same, met in the re-evaluation being made (they become `ghosts` at its end).
    var ghostsMet: [UInt64: [Ghost]] = [:]
    /// The phase the next `.transition` met takes (set by a container for the child it lowers).
    var pending: TransitionPhase?
    /// Whether a `.transition` took the pending phase.
    var taken = false
    /// The animation the `.transition` that took the phase carries.
    var animation: Animation?
    /// Whether the view being lowered is a removed one, drawn until its transition ends.
    var lowersGhost = false
    /// The transition of a `.transition` whose content is being lowered outside a container's
    /// phase: an `id(_:)` just inside it gives it to the views it replaces.
    var outer: AnyTransition?
}
