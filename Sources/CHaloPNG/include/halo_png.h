// A thin C shim over libpng's full write API: libpng reports errors with longjmp, which Swift
// cannot catch, so the setjmp lives here and errors come back as a status and a message.
#ifndef HALO_PNG_H
#define HALO_PNG_H
#include <stddef.h>

/// Encodes straight-alpha RGBA8 rows (width * 4 bytes each, top first) as a PNG in memory,
/// with zlib compression `level` (0 none ... 9 smallest) and libpng's adaptive row filters.
/// Returns 0 and sets *out (free with halo_png_free) and *out_size, or returns -1 with
/// libpng's message in errbuf (256 bytes).
int halo_png_encode(const unsigned char *rgba, int width, int height, int level,
                    unsigned char **out, size_t *out_size, char *errbuf);

/// Frees a buffer from halo_png_encode.
void halo_png_free(unsigned char *buffer);

#endif
