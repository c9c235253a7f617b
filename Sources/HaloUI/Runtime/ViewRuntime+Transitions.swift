import HaloCore

extension ViewRuntime {
    /// The nodes of a container's children (in order), inserting those new since the last
    /// re-evaluation with their transitions, and drawing those removed in a transaction until
    /// their transitions end, at their old places (docs/semantics.md, "Transitions").
    func lower(children: [ContainerChild], container key: UInt64, _ time: Double) -> [LayoutNode] {
        // Inside a view being inserted or removed, children that stay take its phase.
        let inherited = transitions.pending
        var longest = LongestAnimation()
        func staying(_ child: ContainerChild) -> [LayoutNode] {
            let (nodes, animation) = lower(child, phase: inherited ?? .identity, time)
            if inherited != nil { longest.add(animation) }
            return nodes
        }
        defer {
            if inherited != nil {
                (transitions.pending, transitions.taken, transitions.animation) = (nil, true, longest.animation)
            }
        }
        let lineupKey = IdentityPath.mix(key, IdentityPath.Slot.lineup.rawValue)
        guard isReplaying else {
            let shown = (transitions.ghosts[key] ?? []).filter { $0.end > now }
            return arranged(children.map(staying), shown, time)
        }
        let old = exchange(lineupKey, children) as? [ContainerChild]
        guard let old else { return children.flatMap(staying) }
        let ids = Set(children.map(\.id))
        let before = Set(old.map(\.id))
        // (A container lowered twice in one re-evaluation keeps the removed views it met first.)
        var kept = (transitions.ghostsMet[key] ?? transitions.ghosts[key] ?? []).filter {
            $0.end > now && !ids.contains($0.id)
        }
        for (index, child) in old.enumerated() where !ids.contains(child.id) {
            if let ghost = ghost(of: child, at: index, time) { kept.append(ghost) }
        }
        let nodes = children.map { child in before.contains(child.id) ? staying(child) : inserted(child, time) }
        if !kept.isEmpty || transitions.ghostsMet[key] != nil { transitions.ghostsMet[key] = kept }
        return arranged(nodes, kept, time)
    }

    /// The children's nodes with the removed views' between them, each where it was.
    private func arranged(_ nodes: [[LayoutNode]], _ removed: [Ghost], _ time: Double) -> [LayoutNode] {
        guard !removed.isEmpty else { return nodes.flatMap { $0 } }
        var slots = nodes
        for ghost in removed.sorted(by: { $0.index < $1.index }) {
            slots.insert(lower(ghost.child, phase: .didDisappear, time).nodes, at: min(ghost.index, slots.count))
        }
        return slots.flatMap { $0 }
    }

    /// A child new in this re-evaluation: met in its `.willAppear` state without animation,
    /// then in `.identity` with the transaction's (or its transition's) animation.
    private func inserted(_ child: ContainerChild, _ time: Double) -> [LayoutNode] {
        _ = scoped(animation: .some(nil)) { lower(child, phase: .willAppear, time) }
        return lower(child, phase: .identity, time).nodes
    }

    /// A child just removed, drawn until its transition's animation ends (nil: no animation, so
    /// it goes at once).
    private func ghost(of child: ContainerChild, at index: Int, _ time: Double) -> Ghost? {
        let (_, animation) = lower(child, phase: .didDisappear, time)
        guard let animation else { return nil }
        let end = now + animation.visibleDuration
        if end.isFinite { schedule(at: end) { $0.invalidate() } }
        return Ghost(id: child.id, index: index, end: end, child: child)
    }

    /// A child lowered in `phase`, faded by the default transition unless a `.transition` of its
    /// own took the phase; with the animation its transition took (its own, else the one in
    /// force).
    func lower(_ child: ContainerChild, phase: TransitionPhase, _ time: Double) -> (
        nodes: [LayoutNode], animation: Animation?
    ) {
        let saved = (transitions.pending, transitions.taken, transitions.animation, transitions.lowersGhost)
        (transitions.pending, transitions.taken, transitions.animation) = (phase, false, nil)
        if phase == .didDisappear { transitions.lowersGhost = true }
        defer { (transitions.pending, transitions.taken, transitions.animation, transitions.lowersGhost) = saved }
        let nodes = child.lower(time)
        let animation = transitions.animation ?? currentAnimation
        if transitions.taken { return (nodes, animation) }
        let target = phase.isIdentity ? 1.0 : 0
        if phase.isIdentity && !hasTrack(child.key) { return (nodes, animation) }
        if phase == .didDisappear && !hasTrack(child.key) && isReplaying {
            _ = attribute(1.0, key: child.key, animation: nil)
        }
        let opacity = min(max(attribute(target, key: child.key), 0), 1)
        guard opacity != 1 else { return (nodes, animation) }
        return (nodes.map { $0.faded(opacity) }, animation)
    }

    /// Runs `lower` for a view whose children are not the inserted or removed view itself (a
    /// stack's): a transition inside it does not take the phase.
    func containing<T>(_ lower: () -> T) -> T {
        let saved = (transitions.pending, transitions.outer)
        (transitions.pending, transitions.outer) = (nil, nil)
        defer { (transitions.pending, transitions.outer) = saved }
        return lower()
    }
}

extension ViewRuntime {
    /// Runs `lower` under a stack or other container (see `containing`), or as it is outside a
    /// render.
    static func containing<T>(_ lower: () -> T) -> T {
        guard let runtime = Ambient.runtime else { return lower() }
        return runtime.containing(lower)
    }
}

extension LayoutNode {
    /// The node drawn at `opacity` (a layer of its own).
    func faded(_ opacity: Double) -> LayoutNode {
        let draw = self.draw
        var node = LayoutNode(size: size, draw: { rect in [.layer(Layer(items: draw(rect), opacity: opacity))] })
        node.zIndex = zIndex
        node.isSpacer = isSpacer
        return node
    }
}

/// The animation seen to move longest among those of views inserted or removed together (the
/// one their container's removal lasts for).
struct LongestAnimation {
    private(set) var animation: Animation?
    private var duration = -1.0

    /// Takes `candidate` if it is seen to move longer (the same animation is not measured again).
    mutating func add(_ candidate: Animation?) {
        guard let candidate, candidate != animation else { return }
        let d = candidate.visibleDuration
        if d > duration { (animation, duration) = (candidate, d) }
    }
}

extension Animation {
    /// How long a change with it is seen to move: a timing curve's delay and passes; a spring's
    /// time until it stays within 1/512 of its target (SwiftUI ends a spring's removal when it
    /// is logically complete, before it settles to the last bit); forever for a repeating one.
    var visibleDuration: Double {
        guard case .spring = curve, repeats == .once else { return settleTime ?? .infinity }
        let total = settleTime ?? .infinity
        guard total.isFinite else { return total }
        let step = total / 4000
        var last = 0.0
        var u = 0.0
        while u <= total {
            if abs(1 - progress(at: u)) > 1.0 / 512 { last = u }
            u += step
        }
        return last + step
    }
}
