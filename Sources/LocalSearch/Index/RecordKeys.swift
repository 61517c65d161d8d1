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

  /// The names numbered so far, as a value: threads reading it share no mutable state with these keys.
  var known: KnownNames { KnownNames(numbers: numbers, isFull: count >= Self.capacity) }

  /// Whether ``number(of:)`` would number `name` (rather than leave it inline) if it were new.
  private func numbers(_ name: String) -> Bool { count < Self.capacity && Self.fits(name) }

  /// Whether `name` is short enough to be numbered.
  fileprivate static func fits(_ name: String) -> Bool { name.utf8.count <= longestName }
}

/// The names a ``RecordKeys`` had numbered at one moment.
///
/// A value, so that encodings on several threads look names up without touching the reference counts of
/// anything they share.
struct KnownNames: Sendable {
  fileprivate let numbers: [String: Int]
  /// Whether the keys held as many names as they keep.
  fileprivate let isFull: Bool

  /// The number of `name`; `nil` when it had none.
  func number(of name: String) -> Int? { numbers[name] }

  /// Whether the keys would have numbered `name` had it been new to them, rather than leave it inline.
  func wouldNumber(_ name: String) -> Bool { !isFull && RecordKeys.fits(name) }
}

/// How an encoding (``RecordEncoding``) writes member names.
enum NameNumbering {
  /// Every name inline.
  case inline
  /// Names numbered in these keys, new ones added to them.
  case adding(RecordKeys)
  /// Names numbered as these known names number them, none added; a name they would have numbered but lack
  /// stops the encoding.
  case known(KnownNames)
}
