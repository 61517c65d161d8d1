#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdint.h>

/// The heap allocations counted so far, on every thread: calls of malloc, calloc, realloc, posix_memalign,
/// aligned_alloc, memalign, valloc and pvalloc made while counting was on.
typedef struct {
  /// How many calls.
  uint64_t allocations;
  /// The bytes they asked for.
  uint64_t bytes;
} AllocationCount;

/// 1 where the allocation functions pass through the counter (Linux with glibc, in a build without a
/// sanitizer), else 0: the counters then stay at 0.
int allocation_counter_is_available(void);

/// Turns counting on or off (off when the process starts). While off, the allocation functions only forward to
/// the C library's; while on, each call also adds to two relaxed atomic counters.
void allocation_counter_set_enabled(int enabled);

/// Whether counting is on.
int allocation_counter_is_enabled(void);

/// The counters now. Two readings around some work give what the work allocated, on every thread.
AllocationCount allocation_counter_read(void);

#endif
