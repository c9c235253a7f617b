// Declarations only: what the Swift runtime (libswiftCore) exports for walking the metadata
// sections of every loaded image, and which no header in Swift's toolchain declares for Swift
// code. HaloUI's preview registry (PreviewRegistry+Discovery.swift, ConformanceScan.swift) finds `#Preview`s and
// `PreviewProvider`s through it.
#ifndef HALO_CSWIFTRUNTIME_SHIM_H
#define HALO_CSWIFTRUNTIME_SHIM_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// One section of an image: its address and length in bytes.
typedef struct HaloMetadataSectionRange {
    uintptr_t start;
    size_t length;
} HaloMetadataSectionRange;

// The leading fields of the runtime's `MetadataSections` (stdlib/public/SwiftShims/MetadataSections.h
// in the Swift toolchain, which keeps them at the front across versions): only these are read.
typedef struct HaloMetadataSections {
    uintptr_t version;
    const void *baseAddress;
    void *unused0;
    void *unused1;
    HaloMetadataSectionRange swift5_protocols;
    HaloMetadataSectionRange swift5_protocol_conformances;
    HaloMetadataSectionRange swift5_type_metadata;
} HaloMetadataSections;

// Calls `body` with each loaded image's sections until it returns false (ELF and COFF platforms).
void swift_enumerateAllMetadataSections(
    bool (*body)(const HaloMetadataSections *sections, void *context), void *context);

#endif
