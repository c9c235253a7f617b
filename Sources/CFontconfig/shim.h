// Includes only: fontconfig (font families to files) for Swift.
#ifndef HALO_CFONTCONFIG_SHIM_H
#define HALO_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
