// Includes only: libdeflate (zlib-format compression and CRC-32 for PNG files).
#ifndef HALO_CDEFLATE_SHIM_H
#define HALO_CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
