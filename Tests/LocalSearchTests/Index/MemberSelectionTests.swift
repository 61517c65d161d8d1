import InstantSearchCore
import XCTest

@testable import LocalSearch

final class MemberSelectionTests: XCTestCase {
  /// One pass gives each selected member as a search for it does: numbered names, inline ones, names numbered
  /// after the selection was made, and missing ones.
  func test_decode_agreesWithMemberByMember() {
    let long = String(repeating: "k", count: RecordKeys.longestName + 1)
    var table = RecordTable.encoding([["objectID": "a", "title": "one", long: 1, "tags": ["x", "y"]]])
    let selection = MemberSelection(["title", long, "tags", "later", "title", "missing"], keys: table.arena.keys)
    XCTAssertEqual(selection.names, ["title", long, "tags", "later", "missing"])
    var bytes: [UInt8] = []
    RecordEncoding.encode(record: ["later": ["n": 2], "title": "two"], objectID: "b", into: &bytes, names: .adding(table.arena.keys))
    table.set(1, to: bytes.withUnsafeBytes { table.arena.append($0) })
    var values: [JSON?] = []
    for slot in 0..<table.count {
      let record = table[slot]!
      selection.decode(record, into: &values)
      XCTAssertEqual(values, selection.names.map { record.member($0) }, "slot \(slot)")
    }
    XCTAssertEqual(values[selection.index(of: "later")], ["n": 2])
  }
}
