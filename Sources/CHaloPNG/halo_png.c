// See include/halo_png.h. The only C in Halo besides header includes: libpng's error model
// (longjmp) needs a C frame to land in.
#include "halo_png.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

struct buffer { unsigned char *data; size_t size, capacity; int failed; };

static void on_write(png_structp png, png_bytep bytes, png_size_t n) {
    struct buffer *b = png_get_io_ptr(png);
    if (b->failed) return;
    if (b->size + n > b->capacity) {
        size_t cap = b->capacity ? b->capacity * 2 : 65536;
        while (cap < b->size + n) cap *= 2;
        unsigned char *grown = realloc(b->data, cap);
        if (!grown) { b->failed = 1; png_error(png, "out of memory growing the PNG buffer"); }
        b->data = grown; b->capacity = cap;
    }
    memcpy(b->data + b->size, bytes, n);
    b->size += n;
}

static void on_flush(png_structp png) { (void)png; }

static void on_error(png_structp png, png_const_charp message) {
    char *errbuf = png_get_error_ptr(png);
    strncpy(errbuf, message, 255);
    errbuf[255] = 0;
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

int halo_png_encode(const unsigned char *rgba, int width, int height, int level,
                    unsigned char **out, size_t *out_size, char *errbuf) {
    errbuf[0] = 0;
    struct buffer b = {0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, errbuf, on_error, on_warning);
    if (!png) { strcpy(errbuf, "png_create_write_struct failed"); return -1; }
    png_infop info = png_create_info_struct(png);
    png_bytep *rows = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        if (!errbuf[0]) strcpy(errbuf, "png_create_info_struct failed");
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(rows);
        free(b.data);
        return -1;
    }
    png_set_write_fn(png, &b, on_write, on_flush);
    png_set_compression_level(png, level);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    rows = malloc(sizeof(png_bytep) * (size_t)height);
    if (!rows) png_error(png, "out of memory for row pointers");
    for (int y = 0; y < height; y++) rows[y] = (png_bytep)(rgba + (size_t)y * (size_t)width * 4);
    png_set_rows(png, info, rows);
    png_write_png(png, info, PNG_TRANSFORM_IDENTITY, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    *out = b.data;
    *out_size = b.size;
    return 0;
}

void halo_png_free(unsigned char *buffer) { free(buffer); }
