// How archhist asks the C allocator to grow; see AllocatorTuning.swift.
#ifndef ARCHHIST_CALLOCATOR_H
#define ARCHHIST_CALLOCATOR_H

/// Whether the allocator was tuned when the program was loaded (glibc only).
int archhist_allocator_tuned(void);

#endif
