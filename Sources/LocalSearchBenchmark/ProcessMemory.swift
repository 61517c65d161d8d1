import Foundation

/// The benchmark process's resident memory, from `/proc/self/status` (Linux).
enum ProcessMemory {
  /// The peak resident set size (`VmHWM`) in bytes; 0 where the file is missing.
  static var peakBytes: Int { field("VmHWM:") }

  /// The current resident set size (`VmRSS`) in bytes; 0 where the file is missing.
  static var currentBytes: Int { field("VmRSS:") }

  /// Resets the peak to the current size, so the next reading covers what follows only (Linux 4.0 and later).
  static func resetPeak() {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .ascii)
  }

  private static func field(_ name: String) -> Int {
    // /proc files report a size of 0, so they are read to their end rather than by size.
    guard let handle = FileHandle(forReadingAtPath: "/proc/self/status") else { return 0 }
    defer { try? handle.close() }
    let status = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    for line in status.split(separator: "\n") where line.hasPrefix(name) {
      let kib = line.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) } ?? 0
      return kib * 1024
    }
    return 0
  }
}
