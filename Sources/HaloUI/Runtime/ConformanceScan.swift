// How the preview registry finds its types, with no list kept by hand and no C beyond a declaration:
//
// 1. `swift_enumerateAllMetadataSections` (libswiftCore, declared in CSwiftRuntime/shim.h) gives each
//    loaded image's metadata sections; `swift5_protocol_conformances` is an array of 32-bit offsets,
//    each from its own address to a protocol conformance descriptor.
// 2. A conformance descriptor is four 32-bit words: the protocol (an offset to its descriptor, or with
//    the low bit set to a pointer to it), the type (how, in bits 3-5 of the flags: 0 an offset to its
//    type descriptor, 1 an offset to a pointer to it; other kinds are Objective-C's), the witness
//    table, the flags.
// 3. A context descriptor starts with its flags (kind in bits 0-4: 0 module, 3 protocol, 16-18 class,
//    struct, enum; bit 7 generic), its parent (offset, low bit indirect) and its name (offset to a C
//    string). A type descriptor's fourth word is an offset to its metadata accessor, a Swift function
//    of the metadata request (0: complete) that returns the metadata and its state.
// 4. A conformance whose protocol is named `PreviewRegistration` or `PreviewProvider` and sits in module
//    HaloUI, for a non-generic type, gives its type by the accessor; the caller then casts it to the
//    protocol, so a record misread can only be skipped, never used.
//
// (Swift ABI: docs/ABI/TypeMetadata.rst and include/swift/ABI/Metadata.h in the Swift repository.)
// Rejected: a list the macro appends to at load time (Swift has no static initialisers), and
// `@_section`/`@_used` records (an experimental feature each user's package would have to enable).

/// One walk over the conformance records: what it looks for and what it found.
final class ConformanceScan {
    /// A type's metadata accessor: Swift's calling convention, the request in, the response
    /// (metadata, state) out.
    typealias MetadataAccessor = @convention(thin) (Int) -> (UnsafeRawPointer?, Int)

    let protocols: Set<String>
    let module: String
    private(set) var types: [Any.Type] = []
    private var seen: Set<UnsafeRawPointer> = []

    init(protocols: Set<String>, module: String) {
        self.protocols = protocols
        self.module = module
    }

    /// Reads the conformance records of one image's section at `start`, `length` bytes.
    func scan(start: UInt, length: Int) {
        guard length > 0, length % 4 == 0, let base = UnsafeRawPointer(bitPattern: start) else { return }
        for offset in stride(from: 0, to: length, by: 4) {
            guard let conformance = Self.direct(base + offset),
                let proto = Self.indirectable(conformance),
                Self.kind(proto) == 3, protocols.contains(Self.name(proto) ?? ""),
                let parent = Self.indirectable(proto + 4), Self.kind(parent) == 0, Self.name(parent) == module,
                let descriptor = Self.typeDescriptor(conformance), !seen.contains(descriptor),
                let type = Self.metadata(descriptor)
            else { continue }
            seen.insert(descriptor)
            types.append(type)
        }
    }

    /// The type descriptor a conformance descriptor names, if it names one directly or through a pointer.
    static func typeDescriptor(_ conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
        let flags = conformance.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
        switch (flags >> 3) & 0x7 {
        case 0: return direct(conformance + 4)
        case 1: return direct(conformance + 4)?.loadUnaligned(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    /// The metadata of a non-generic class, struct or enum's descriptor, by its accessor.
    static func metadata(_ descriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = descriptor.loadUnaligned(as: UInt32.self)
        guard (16...18).contains(flags & 0x1F), flags & 0x80 == 0, let accessor = direct(descriptor + 12) else {
            return nil
        }
        let (metadata, _) = unsafeBitCast(accessor, to: MetadataAccessor.self)(0)
        guard let metadata else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }

    /// A context descriptor's kind (its flags' low five bits).
    static func kind(_ descriptor: UnsafeRawPointer) -> UInt32 {
        descriptor.loadUnaligned(as: UInt32.self) & 0x1F
    }

    /// A context descriptor's name (its third word, an offset to a C string).
    static func name(_ descriptor: UnsafeRawPointer) -> String? {
        direct(descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The address a 32-bit relative offset at `place` points to (nil for 0).
    static func direct(_ place: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = place.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : place + Int(offset)
    }

    /// The address an indirectable relative offset at `place` points to: with the low bit set, the
    /// offset (less the bit) is to a pointer to it.
    static func indirectable(_ place: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = place.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        guard offset & 1 == 1 else { return place + Int(offset) }
        return (place + Int(offset & ~1)).loadUnaligned(as: UnsafeRawPointer?.self)
    }
}
