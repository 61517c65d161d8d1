import Foundation
import InstantSearchCore

/// Per-record integer columns derived from an attribute path, built the first time a search needs them
/// and kept for the life of the snapshot, so ranking and distinct compare integers instead of reading JSON.
///
/// A column is indexed by slot. Columns of sort values hold each record's rank among the distinct values of
/// all records in ascending order (equal values share a rank; -1 when the record has no comparable value).
/// Columns of distinct keys hold a group id per record (-1 when the record has no value). Both follow
/// record changes in place (``update(slot:record:)``).
final class RecordColumns: @unchecked Sendable {  // the dictionaries are only touched under `lock`
  private let lock = NSLock()
  private let normalizer: Normalizer
  private var sortColumns: [String: SortColumn] = [:]
  private var distinctColumns: [String: DistinctColumn] = [:]

  /// The sort ranks of one path, and the distinct values they index, ascending.
  struct SortColumn {
    let path: AttributePath
    var values: [SortValue]
    var ranks: [Int32]

    /// The rank of `value`, inserted among the distinct values when new (ranks above it move up by one).
    mutating func rank(of value: SortValue) -> Int32 {
      var low = 0
      var high = values.count
      while low < high {
        let middle = (low + high) / 2
        if SortValue.compare(values[middle], value) < 0 { low = middle + 1 } else { high = middle }
      }
      if low < values.count, SortValue.compare(values[low], value) == 0 { return Int32(low) }
      values.insert(value, at: low)
      let inserted = Int32(low)
      for slot in ranks.indices where ranks[slot] >= inserted { ranks[slot] += 1 }
      return inserted
    }
  }

  /// The group ids of one path, and the id of each key.
  struct DistinctColumn {
    let path: AttributePath
    /// The keys by group id.
    private(set) var keys: [DistinctKey]
    private var groups: [DistinctKey: Int32]
    /// Per slot: the record's group id; -1 when it has no value.
    private(set) var ids: [Int32]

    /// A column without groups or slots.
    init(path: AttributePath) {
      self.path = path
      keys = []
      groups = [:]
      ids = []
    }

    /// The column of a saved index: its keys by group id and each slot's group id, which must lie below
    /// `keys.count` or be -1.
    ///
    /// - Throws: ``StorageDamage`` in section `DIST` for a key given twice.
    init(path: AttributePath, keys: [DistinctKey], ids: [Int32]) throws {
      self.path = path
      self.keys = keys
      self.ids = ids
      groups = Dictionary(minimumCapacity: keys.count)
      for (id, key) in keys.enumerated() where groups.updateValue(Int32(id), forKey: key) != nil {
        throw StorageDamage(section: "DIST", detail: "column \(path): group key \(id) repeats an earlier one")
      }
    }

    mutating func group(of record: StoredRecord?) -> Int32 {
      guard let key = DistinctKey(path, record) else { return -1 }
      if let id = groups[key] { return id }
      let id = Int32(keys.count)
      groups[key] = id
      keys.append(key)
      return id
    }

    /// Gives `slot` its record's group; `slot` may be one past the last.
    mutating func update(slot: Int, record: StoredRecord?) {
      let id = group(of: record)
      if slot == ids.count { ids.append(id) } else { ids[slot] = id }
    }
  }

  /// A scalar's JSON text stands for itself; strings are kept as they are (their JSON text is a one-to-one
  /// function of them) so that no encoding runs per record.
  enum DistinctKey: Hashable {
    case text(String)
    case other(String)

    init?(_ path: AttributePath, _ record: StoredRecord?) {
      guard let value = record.flatMap({ path.scalarValues(in: $0).first }) else { return nil }
      if case .string(let text) = value { self = .text(text) } else { self = .other(value.jsonString) }
    }
  }

  init(normalizer: Normalizer) {
    self.normalizer = normalizer
  }

  /// Columns of a saved index, already built.
  init(normalizer: Normalizer, sortColumns: [SortColumn], distinctColumns: [DistinctColumn]) {
    self.normalizer = normalizer
    for column in sortColumns { self.sortColumns[column.path.rawValue] = column }
    for column in distinctColumns { self.distinctColumns[column.path.rawValue] = column }
  }

  /// The columns built so far, in path order.
  var contents: (sortColumns: [SortColumn], distinctColumns: [DistinctColumn]) {
    lock.withLock {
      (sortColumns.keys.sorted().compactMap { sortColumns[$0] }, distinctColumns.keys.sorted().compactMap { distinctColumns[$0] })
    }
  }

  /// A copy whose columns change independently of this one's.
  func copy() -> RecordColumns {
    lock.withLock {
      let copy = RecordColumns(normalizer: normalizer)
      copy.sortColumns = sortColumns
      copy.distinctColumns = distinctColumns
      return copy
    }
  }

  /// The ascending rank of every record's value at `path`, compared as ``SortValue/compare(_:_:)`` does.
  ///
  /// - Parameter runs: The number of runs of slots read on threads of their own, instead of the one the size
  ///   and the processors give.
  func sortRanks(_ path: AttributePath, records: RecordTable, runs: Int? = nil) -> [Int32] {
    lock.withLock {
      if let column = sortColumns[path.rawValue] { return column.ranks }
      let runs = Self.valueRuns(path, records: records, normalizer: normalizer, runs: runs)
      var ranks = [Int32](repeating: -1, count: records.count)
      var distinct: [SortValue] = []
      let sortedRuns = runs.compactMap { if case .numbers(let numbers) = $0.values { numbers } else { nil } }
      if sortedRuns.count == runs.count {
        // Numbers only, the usual case: sorted as plain pairs rather than through the general comparison.
        Self.merge(sortedRuns) { number, slot in
          if case .number(let last)? = distinct.last, last == number {} else { distinct.append(.number(number)) }
          ranks[Int(slot)] = Int32(distinct.count - 1)
        }
      } else {
        let values = runs.flatMap { $0.values.bySlot($0.slots) }
        let order = values.indices.filter { values[$0] != nil }.sorted { SortValue.compare(values[$0]!, values[$1]!) < 0 }
        for slot in order {
          let value = values[slot]!
          if distinct.isEmpty || SortValue.compare(distinct[distinct.count - 1], value) != 0 { distinct.append(value) }
          ranks[slot] = Int32(distinct.count - 1)
        }
      }
      sortColumns[path.rawValue] = SortColumn(path: path, values: distinct, ranks: ranks)
      return ranks
    }
  }

  /// The sort values of a run of consecutive slots.
  private enum RunValues: Sendable {
    /// Every present value is a number: the numbers with their slots, ascending.
    case numbers([(Double, Int32)])
    /// Some value is not a number: per slot of the run, its value.
    case values([SortValue?])

    /// Per slot of `slots`, the run's, its value.
    func bySlot(_ slots: Range<Int>) -> [SortValue?] {
      switch self {
      case .values(let values): return values
      case .numbers(let numbers):
        var values = [SortValue?](repeating: nil, count: slots.count)
        for (number, slot) in numbers { values[Int(slot) - slots.lowerBound] = .number(number) }
        return values
      }
    }
  }

  /// The sort values of every record at `path`, read and (when numbers) sorted a run of slots per thread when
  /// the records are many; the runs in slot order.
  private static func valueRuns(
    _ path: AttributePath, records: RecordTable, normalizer: Normalizer, runs: Int?
  ) -> [(slots: Range<Int>, values: RunValues)] {
    let threads = runs ?? ParallelRuns.count(records: records.count, smallestRun: SnapshotPart.smallestRun)
    return ParallelRuns.map(records: records.count, runs: threads) { slots -> (slots: Range<Int>, values: RunValues) in
      let path = threads > 1 ? path.unshared : path
      let value = { (slot: Int) in records[slot].flatMap { SortValue.of(path, in: $0, normalizer: normalizer) } }
      var numbers: [(Double, Int32)] = []
      numbers.reserveCapacity(slots.count)
      for slot in slots {
        switch value(slot) {
        case nil: continue
        case .number(let number)?: numbers.append((number, Int32(slot)))
        default: return (slots, .values(slots.map(value)))
        }
      }
      numbers.sort { $0.0 < $1.0 }
      return (slots, .numbers(numbers))
    }
  }

  /// Calls `body` with every pair of ascending runs, in ascending order of their numbers.
  private static func merge(_ runs: [[(Double, Int32)]], _ body: (Double, Int32) -> Void) {
    var next = [Int](repeating: 0, count: runs.count)
    while true {
      var smallest: Int?
      for run in runs.indices where next[run] < runs[run].count {
        if let current = smallest, !(runs[run][next[run]].0 < runs[current][next[current]].0) { continue }
        smallest = run
      }
      guard let run = smallest else { return }
      let (number, slot) = runs[run][next[run]]
      body(number, slot)
      next[run] += 1
    }
  }

  /// The group of every record for `attributeForDistinct` at `path`: records share a group when the JSON
  /// text of the path's first scalar value is the same.
  func distinctKeys(_ path: AttributePath, records: RecordTable) -> [Int32] {
    lock.withLock {
      if let column = distinctColumns[path.rawValue] { return column.ids }
      var column = DistinctColumn(path: path)
      for slot in 0..<records.count { column.update(slot: slot, record: records[slot]) }
      distinctColumns[path.rawValue] = column
      return column.ids
    }
  }

  /// Brings the built columns up to date with the record now at `slot` (`nil` when deleted); `slot` may be
  /// one past the last.
  func update(slot: Int, record: StoredRecord?) {
    lock.withLock {
      for index in sortColumns.indices {
        let value = record.flatMap { SortValue.of(sortColumns.values[index].path, in: $0, normalizer: normalizer) }
        let rank = value.map { sortColumns.values[index].rank(of: $0) } ?? -1
        if slot == sortColumns.values[index].ranks.count {
          sortColumns.values[index].ranks.append(rank)
        } else {
          sortColumns.values[index].ranks[slot] = rank
        }
      }
      for index in distinctColumns.indices { distinctColumns.values[index].update(slot: slot, record: record) }
    }
  }
}
