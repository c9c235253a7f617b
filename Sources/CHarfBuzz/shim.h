// Includes only: HarfBuzz shaping with its FreeType integration, for Swift.
#ifndef HALO_CHARFBUZZ_SHIM_H
#define HALO_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ft.h>
#endif
