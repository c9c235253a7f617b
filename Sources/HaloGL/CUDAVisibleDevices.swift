import Foundation

/// The GPU that `CUDA_VISIBLE_DEVICES` gives a process (Slurm's GPU gres, the Kubernetes device
/// plugin, a hand-written `CUDA_VISIBLE_DEVICES=2`), found among the EGL devices by their CUDA
/// numbers (EGL_NV_device_cuda's EGL_CUDA_DEVICE_NV).
///
/// CUDA_VISIBLE_DEVICES filters CUDA's enumeration, not EGL's: eglQueryDevicesEXT lists every
/// GPU, in its own order. Which numbering EGL_CUDA_DEVICE_NV then reports is not documented, so
/// both are recognised:
/// - the process's own: only the visible GPUs answer, numbered 0..<n in the variable's order,
///   so the first visible GPU is the one that answers 0;
/// - the machine's: every GPU answers with its physical number, so the first entry's number
///   is the GPU.
/// They look alike only when every GPU is listed; the process's numbering is taken then. Entries
/// given as UUIDs (`GPU-...`) or MIG instances are matched only in the process's numbering.
struct CUDAVisibleDevices: Equatable {
    /// The environment variable.
    static let variable = "CUDA_VISIBLE_DEVICES"
    /// The entries, in order.
    let entries: [String]

    /// The value of `CUDA_VISIBLE_DEVICES`, or `nil` when unset or empty.
    init?(_ value: String?) {
        let entries = (value ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        guard !entries.isEmpty else { return nil }
        self.entries = entries
    }

    /// The position in `cudaNumbers` (each EGL device's EGL_CUDA_DEVICE_NV, `nil` where the
    /// device has none) of the GPU the first entry names, or `nil` when none is recognised.
    func device(cudaNumbers: [Int?]) -> Int? {
        let answering = cudaNumbers.compactMap { $0 }.filter { $0 >= 0 }
        guard !answering.isEmpty else { return nil }
        if answering.count == entries.count, Set(answering) == Set(0..<entries.count) {
            return cudaNumbers.firstIndex(of: 0)
        }
        // The first entry as a machine-wide number; CUDA stops at the first invalid entry.
        guard let first = Int(entries[0]), first >= 0 else { return nil }
        return cudaNumbers.firstIndex(of: first)
    }
}
