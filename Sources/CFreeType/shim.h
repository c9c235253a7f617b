// Includes only: FreeType 2 (faces, outlines, colour layers and palettes) for Swift.
#ifndef HALO_CFREETYPE_SHIM_H
#define HALO_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include FT_COLOR_H
#endif
