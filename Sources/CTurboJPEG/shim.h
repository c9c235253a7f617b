// Includes only: libjpeg-turbo's TurboJPEG API (JPEG decoding) for Swift.
#ifndef HALO_CTURBOJPEG_SHIM_H
#define HALO_CTURBOJPEG_SHIM_H
#include <turbojpeg.h>
#endif
