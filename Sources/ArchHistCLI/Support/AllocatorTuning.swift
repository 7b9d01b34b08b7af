import CAllocator

/// How the process asks the C allocator to grow: set by `CAllocator` when the
/// program is loaded, before any thread has allocated.
///
/// glibc gives each thread that allocates an arena of its own, grown a few pages
/// at a time with an `mprotect` call each time: recording a 10,000-file tree on
/// two cores made some 12,000 such calls. One arena grown 32 MB at a time (address
/// space only: pages are still touched as they are used) makes a few dozen; the
/// threads share it, and its per-thread caches serve most small allocations
/// without taking its lock. Elsewhere nothing changes.
public enum AllocatorTuning {
    /// Whether the tuning took effect (glibc); naming it also links it in.
    public static var isApplied: Bool { archhist_allocator_tuned() != 0 }
}
