// Includes only: EGL, OpenGL ES 3.2 and GBM headers for Swift.
#ifndef HALO_CEGL_SHIM_H
#define HALO_CEGL_SHIM_H
#define EGL_NO_X11 1
#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GLES3/gl32.h>
#include <GLES2/gl2ext.h>
#include <gbm.h>
#include <fcntl.h>
#include <unistd.h>
#endif
