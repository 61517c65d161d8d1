#if canImport(Glibc)
  import Glibc
#endif

/// The CPU time the whole process has used, on every thread, in user and kernel mode (`CLOCK_PROCESS_CPUTIME_ID`).
///
/// Unlike wall-clock time, it leaves out the time threads spend asleep: waiting for the engine's answer, or for
/// the scheduler to run a thread that was woken. The kernel's work to wake it is included.
enum ProcessCPUTime {
  /// The process's CPU time so far, in nanoseconds; 0 where the clock is not available.
  static func nanoseconds() -> UInt64 {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return 0 }
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}
