import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

final class RecordStoreTests: XCTestCase {
  /// Random saves and deletions agree with a dictionary of ids, through growth of the id table and many removals.
  func test_randomSavesAndDeletes_agreeWithADictionary() throws {
    var random = SplitMix64(seed: 9)
    var store = RecordStore()
    var model: [String: JSON] = [:]
    for step in 0..<6_000 {
      let id = "id\(random.next() % 900)"
      if random.next() % 3 == 0 {
        let removed = store.delete([id])
        XCTAssertEqual(removed.map(\.objectID), model.removeValue(forKey: id) == nil ? [] : [id], "step \(step)")
      } else {
        let record: JSON = ["objectID": .string(id), "step": .number(Double(step))]
        store.save(try store.prepared([record]))
        model[id] = record
      }
      XCTAssertEqual(store.count, model.count, "step \(step)")
    }
    for number in 0..<900 {
      XCTAssertEqual(store.record("id\(number)"), model["id\(number)"], "id\(number)")
    }
    XCTAssertNil(store.record("missing"))
  }

  /// Records alike but not all: some without an `objectID` or with a number as one, ids given twice, member
  /// names first met part-way (nested ones too), and names too long to be numbered.
  private func mixedBatch(_ count: Int, seed: UInt64) -> [JSON] {
    var random = SplitMix64(seed: seed)
    let long = String(repeating: "l", count: RecordKeys.longestName + 1)
    return (0..<count).map { index in
      var members: [String: JSON] = ["title": .string("t\(random.next() % 1_000)"), "price": .number(Double(random.next() % 500) / 4)]
      switch index % 10 {
      case 0, 5: break
      case 3: members["objectID"] = .number(Double(index / 2))
      default: members["objectID"] = .string("r\(random.next() % UInt64(count))")
      }
      if index % 300 == 150 { members["late\(index / 1_000)"] = .bool(true) }
      if index % 11 == 0 { members["nested"] = ["inner\(index % 13)": ["deep": .array([1, "x", .null])]] }
      if index % 17 == 0 { members[long] = .string("inline") }
      return .object(members)
    }
  }

  /// The bytes of every slot, and the numbered names.
  private func contents(_ store: RecordStore) -> (slots: [[UInt8]?], names: [String]) {
    let table = store.records
    let slots = table.spans.map { span in span.map { Array(UnsafeRawBufferPointer(start: $0.start, count: Int($0.count))) } }
    let keys = table.arena.keys
    return (slots, (0..<keys.count).map { keys.names[$0] })
  }

  /// A batch encoded on several threads is stored as one thread stores it: the same ids (automatic ones
  /// included), slots (replaced records keep theirs), bytes and numbered names.
  func test_parallelSave_onSeveralThreads_storesWhatOneThreadStores() throws {
    var one = RecordStore()
    var several = RecordStore()
    for (batch, threads) in [(mixedBatch(3_000, seed: 1), 2), (mixedBatch(9_000, seed: 2), 3), (mixedBatch(1_500, seed: 3), 4)] {
      let preparedOne = try one.prepared(batch)
      let preparedSeveral = try several.prepared(batch)
      XCTAssertEqual(preparedSeveral.objectIDs, preparedOne.objectIDs)
      XCTAssertFalse(preparedOne.assignedIDs.isEmpty)
      XCTAssertEqual(several.save(preparedSeveral, threads: threads), one.save(preparedOne, threads: 1), "slots")
      let expected = contents(one)
      let actual = contents(several)
      XCTAssertEqual(actual.names, expected.names, "names numbered in the same order")
      XCTAssertEqual(actual.slots.count, expected.slots.count)
      XCTAssertNil(expected.slots.indices.first { actual.slots[$0] != expected.slots[$0] }, "a slot whose bytes differ")
      XCTAssertEqual(several.count, one.count)
    }
    XCTAssertTrue(contents(one).names.contains("late8"), "names first met part-way through a batch are numbered")
    XCTAssertEqual(several.record("r5"), one.record("r5"))
  }

  /// A large batch with invalid records fails at the first of them and leaves the index unchanged.
  func test_largeBatch_failsAtItsFirstInvalidRecord() throws {
    let index = try LocalIndex(name: "i", records: mixedBatch(2_000, seed: 4))
    let count = index.count
    var batch = mixedBatch(6_000, seed: 5)
    batch[4_500] = ["objectID": ["not", "an", "id"]]
    batch[5_000] = "not an object"
    XCTAssertThrowsError(try index.saveObjects(batch)) { error in
      XCTAssertEqual(error as? LocalIndexError, .invalidObjectID(index: 4_500))
    }
    batch[4_000] = 17
    XCTAssertThrowsError(try index.saveObjects(batch)) { error in
      XCTAssertEqual(error as? LocalIndexError, .recordNotAnObject(index: 4_000))
    }
    XCTAssertEqual(index.count, count)
  }
}
