/// The member names of an arena's records, each stored once and written in records as a small number.
///
/// Names are added, never changed or removed, into memory that never moves, so a reader may look up any
/// number it found in a record it was given while a writer adds names.
final class RecordKeys: @unchecked Sendable {  // names are added under the owning index's lock; added ones never change
  /// The most names kept; members named after the table is full keep their names inline.
  static let capacity = 1 << 16
  /// The longest name kept; longer ones stay inline.
  static let longestName = 128

  /// The names by number, the first `count` initialised.
  let names: UnsafeMutablePointer<String>
  /// The number of names numbered.
  private(set) var count = 0
  private var numbers: [String: Int] = [:]

  init() {
    names = UnsafeMutablePointer<String>.allocate(capacity: Self.capacity)
  }

  deinit {
    names.deinitialize(count: count)
    names.deallocate()
  }

  /// The number of `name`, added if new; `nil` when the name stays inline.
  func number(of name: String) -> Int? {
    if let number = numbers[name] { return number }
    guard numbers(name) else { return nil }
    (names + count).initialize(to: name)
    numbers[name] = count
    count += 1
    return count - 1
  }

  /// The number `name` already has; never adds it. Threads may call it at once while no name is added.
  func existingNumber(of name: String) -> Int? { numbers[name] }

  /// Whether ``number(of:)`` would number `name` (rather than leave it inline) if it were new.
  func numbers(_ name: String) -> Bool { count < Self.capacity && name.utf8.count <= Self.longestName }
}
