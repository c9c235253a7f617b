// Includes only: libunibreak's line breaking (UAX #14) for Swift.
#ifndef HALO_CUNIBREAK_SHIM_H
#define HALO_CUNIBREAK_SHIM_H
#include <stddef.h>
#include <linebreak.h>
#endif
