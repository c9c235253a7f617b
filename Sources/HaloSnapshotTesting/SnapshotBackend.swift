/// Which renderer draws a snapshot.
public enum SnapshotBackend: Sendable {
    /// The CPU reference renderer: the same bytes on every machine and core count (the default).
    case cpu
    /// The GPU through EGL, checked against the CPU's frame within Halo's standard tolerance (2 steps a
    /// channel on 0.1% of pixels); the CPU's frame is then compared with the reference.
    case gpu
}
