@testable import LocalSearch
import InstantSearchCore

extension RecordTable {
  /// A table of `records` in order, one slot each, under their own `objectID` or their slot number from 1.
  static func encoding(_ records: [JSON]) -> RecordTable {
    var table = RecordTable()
    for (slot, record) in records.enumerated() {
      var bytes: [UInt8] = []
      let objectID = record["objectID"]?.stringValue ?? String(slot + 1)
      RecordEncoding.encode(record: record.objectValue ?? [:], objectID: objectID, into: &bytes, names: .adding(table.arena.keys))
      let span = bytes.withUnsafeBytes { table.arena.append($0) }
      table.set(slot, to: span)
    }
    return table
  }
}
