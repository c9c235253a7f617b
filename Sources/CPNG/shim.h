// Includes only: libpng's simplified API for Swift.
#ifndef HALO_CPNG_SHIM_H
#define HALO_CPNG_SHIM_H
#include <png.h>
#endif
