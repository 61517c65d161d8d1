import Foundation
import InstantSearchCore

/// Per-record integer columns derived from an attribute path, built the first time a search needs them
/// and kept for the life of the snapshot, so ranking and distinct compare integers instead of reading JSON.
///
/// A column is indexed by slot. Columns of sort values hold each record's rank among all records in
/// ascending order (equal values share a rank; -1 when the record has no comparable value). Columns of
/// distinct keys hold a group id per record (-1 when the record has no value).
final class RecordColumns: @unchecked Sendable {  // the dictionaries are only touched under `lock`
  private let lock = NSLock()
  private var sortRanks: [String: [Int32]] = [:]
  private var distinctKeys: [String: [Int32]] = [:]

  /// The ascending rank of every record's value at `path`, compared as ``SortValue/compare(_:_:)`` does.
  func sortRanks(_ path: AttributePath, records: [StoredRecord?], normalizer: Normalizer) -> [Int32] {
    lock.withLock {
      if let column = sortRanks[path.rawValue] { return column }
      let values = records.map { record in record.flatMap { SortValue.of(path, in: $0.json, normalizer: normalizer) } }
      let order = values.indices.filter { values[$0] != nil }.sorted { SortValue.compare(values[$0]!, values[$1]!) < 0 }
      var column = [Int32](repeating: -1, count: records.count)
      var rank: Int32 = 0
      for (position, slot) in order.enumerated() {
        if position > 0, SortValue.compare(values[order[position - 1]]!, values[slot]!) != 0 { rank = Int32(position) }
        column[slot] = rank
      }
      sortRanks[path.rawValue] = column
      return column
    }
  }

  /// The group of every record for `attributeForDistinct` at `path`: records share a group when the JSON
  /// text of the path's first scalar value is the same.
  func distinctKeys(_ path: AttributePath, records: [StoredRecord?]) -> [Int32] {
    lock.withLock {
      if let column = distinctKeys[path.rawValue] { return column }
      /// A scalar's JSON text stands for itself; strings are kept as they are (their JSON text is a
      /// one-to-one function of them) so that no encoding runs per record.
      enum Key: Hashable {
        case text(String)
        case other(String)
      }
      var groups: [Key: Int32] = [:]
      let column = records.map { record -> Int32 in
        guard let value = record.flatMap({ path.scalarValues(in: $0.json).first }) else { return -1 }
        let key: Key
        if case .string(let text) = value { key = .text(text) } else { key = .other(value.jsonString) }
        if let id = groups[key] { return id }
        let id = Int32(groups.count)
        groups[key] = id
        return id
      }
      distinctKeys[path.rawValue] = column
      return column
    }
  }
}
