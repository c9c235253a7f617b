import Foundation

/// The temporary files outputs are written to before their atomic rename: `.NAME.PID.tmp` or
/// `.NAME.PID.RANDOM.tmp` beside `NAME`, carrying the writer's process ID so a later run can
/// tell debris (its writer is dead) from a file another process is writing now.
public enum TemporaryFiles {
    /// The writer's process ID in temporary file `name` of output `target` (the output's file
    /// name), or nil when `name` is not one of its temporary files.
    public static func writer(of name: String, target: String) -> Int32? {
        let prefix = ".\(target).", suffix = ".tmp"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else {
            return nil
        }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        return middle.split(separator: ".").first.flatMap { Int32($0) }
    }

    /// Whether process `pid` is gone (`kill(pid, 0)` fails with ESRCH).
    public static func isDead(_ pid: Int32) -> Bool {
        pid > 0 && kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes from `directory` the temporary files of the outputs `target` accepts whose
    /// writer is dead or is this process. Files of live writers stay.
    /// - Returns: those left: each name with its writer's process ID.
    @discardableResult
    public static func removeStale(in directory: URL, target: (String) -> String?) -> [(name: String, pid: Int32)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var live: [(name: String, pid: Int32)] = []
        for name in names {
            guard let output = target(name), let pid = writer(of: name, target: output) else { continue }
            if pid == getpid() || isDead(pid) {
                unlink(directory.appendingPathComponent(name).path)
            } else {
                live.append((name, pid))
            }
        }
        return live
    }
}
