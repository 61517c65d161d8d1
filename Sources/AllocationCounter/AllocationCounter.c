// Counts heap allocations by defining the C library's allocation functions in the program itself: a definition
// in the executable takes precedence over glibc's for every shared library (the Swift runtime, Foundation,
// Dispatch and glibc itself call them through the dynamic linker). Each definition forwards to glibc's own
// implementation through its `__libc_*` entry points, which need no dlsym lookup (dlsym may itself allocate).
// free() is not counted and not defined: glibc's stays in place. Linux with glibc only, and not in a build with
// a sanitizer (`swift test --sanitize=thread` builds this target into the test runner): the sanitizers define
// the allocation functions themselves and must see every block. Elsewhere nothing is defined, and the counters
// stay at 0.
#include "AllocationCounter.h"

#if defined(__has_feature)
#if __has_feature(thread_sanitizer) || __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
#define ALLOCATION_COUNTER_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ALLOCATION_COUNTER_SANITIZED 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(ALLOCATION_COUNTER_SANITIZED)

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static atomic_int enabled;
static atomic_uint_fast64_t allocations;
static atomic_uint_fast64_t bytes;

static inline void count(size_t size) {
  if (__builtin_expect(atomic_load_explicit(&enabled, memory_order_relaxed), 0)) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&bytes, size, memory_order_relaxed);
  }
}

void *malloc(size_t size) {
  count(size);
  return __libc_malloc(size);
}

void *calloc(size_t count_, size_t size) {
  size_t total;
  count(__builtin_mul_overflow(count_, size, &total) ? SIZE_MAX : total);
  return __libc_calloc(count_, size);
}

void *realloc(void *pointer, size_t size) {
  count(size);
  return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
  count(size);
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count(size);
  // glibc's aligned_alloc is memalign; it rejects an alignment that is not a power of two.
  if (alignment == 0 || (alignment & (alignment - 1)) != 0) {
    errno = EINVAL;
    return NULL;
  }
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count(size);
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
  int saved = errno;
  void *pointer = __libc_memalign(alignment, size);
  errno = saved;
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void *valloc(size_t size) {
  count(size);
  return __libc_valloc(size);
}

void *pvalloc(size_t size) {
  count(size);
  return __libc_pvalloc(size);
}

int allocation_counter_is_available(void) { return 1; }

void allocation_counter_set_enabled(int on) { atomic_store_explicit(&enabled, on != 0, memory_order_relaxed); }

int allocation_counter_is_enabled(void) { return atomic_load_explicit(&enabled, memory_order_relaxed); }

AllocationCount allocation_counter_read(void) {
  AllocationCount result = {
    atomic_load_explicit(&allocations, memory_order_relaxed), atomic_load_explicit(&bytes, memory_order_relaxed)};
  return result;
}

#else

int allocation_counter_is_available(void) { return 0; }

void allocation_counter_set_enabled(int on) { (void)on; }

int allocation_counter_is_enabled(void) { return 0; }

AllocationCount allocation_counter_read(void) {
  AllocationCount result = {0, 0};
  return result;
}

#endif
