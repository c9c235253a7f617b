// Declarations only: Linux calls that glibc's headers show only under _GNU_SOURCE, which
// Swift's Glibc module is built without.
#ifndef HALO_CLINUX_SHIM_H
#define HALO_CLINUX_SHIM_H
#include <sys/types.h>

// sync_file_range(2): start or wait for writeback of a byte range of a file.
int sync_file_range(int fd, off_t offset, off_t nbytes, unsigned int flags);

// fcntl(2) F_SETPIPE_SZ: a pipe's capacity in bytes.
enum { HALO_F_SETPIPE_SZ = 1031 };

enum {
    HALO_SYNC_FILE_RANGE_WAIT_BEFORE = 1,
    HALO_SYNC_FILE_RANGE_WRITE = 2,
    HALO_SYNC_FILE_RANGE_WAIT_AFTER = 4,
};
#endif
