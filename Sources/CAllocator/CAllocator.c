// Tunes glibc's allocator when the program is loaded, before any thread (the
// Swift runtime's included) has allocated: an arena created before the setting
// would keep growing by a few pages at a time. See AllocatorTuning.swift.
#include "CAllocator.h"
#include <stdlib.h>  // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>

static int tuned = 0;

__attribute__((constructor)) static void archhist_tune_allocator(void) {
    // One arena for every thread, grown 32 MB beyond each request.
    tuned = mallopt(M_ARENA_MAX, 1) == 1 && mallopt(M_TOP_PAD, 32 << 20) == 1;
}

int archhist_allocator_tuned(void) { return tuned; }
#else
int archhist_allocator_tuned(void) { return 0; }
#endif
