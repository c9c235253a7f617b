import CSwiftRuntime

// How the registry finds previews: ConformanceScan (Runtime/ConformanceScan.swift) says.

extension PreviewRegistry {
    /// Every non-generic class, struct or enum of the loaded images that conforms to a protocol named one
    /// of `protocols` declared in module `module`, each once.
    static func conformingTypes(to protocols: Set<String>, ofModule module: String) -> [Any.Type] {
        let scan = ConformanceScan(protocols: protocols, module: module)
        withExtendedLifetime(scan) {
            swift_enumerateAllMetadataSections(
                { sections, context in
                    guard let sections, let context else { return true }
                    let scan = Unmanaged<ConformanceScan>.fromOpaque(context).takeUnretainedValue()
                    let range = sections.pointee.swift5_protocol_conformances
                    scan.scan(start: range.start, length: range.length)
                    return true
                }, Unmanaged.passUnretained(scan).toOpaque())
        }
        return scan.types
    }
}
