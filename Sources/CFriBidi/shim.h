// Includes only: GNU FriBidi (the Unicode Bidirectional Algorithm, UAX #9) for Swift.
#ifndef HALO_CFRIBIDI_SHIM_H
#define HALO_CFRIBIDI_SHIM_H
#include <fribidi.h>
#endif
