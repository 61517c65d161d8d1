import Foundation
import InstantSearchCore
import TestSupport
import XCTest

@testable import LocalSearch

final class RecordFileLoadingTests: XCTestCase {
  private func temporaryFile(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("records-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
  }

  /// Every record of a file loaded in runs equals what one parse of the whole array saves.
  private func assertLoadsLikeOneBatch(_ records: [JSON], file: StaticString = #filePath, line: UInt = #line) throws {
    let url = try temporaryFile(String(decoding: try JSON.array(records).data(), as: UTF8.self))
    let loaded = try LocalIndex(name: "file", recordsFile: url)
    let batch = try LocalIndex(name: "batch", records: records)
    XCTAssertEqual(loaded.count, batch.count, file: file, line: line)
    let client = LocalClient(indices: [loaded, batch])
    var query = Query("")
    query.hitsPerPage = 1000
    let fromFile = try client.answer(IndexedQuery(indexName: "file", query: query)).hits
    let fromBatch = try client.answer(IndexedQuery(indexName: "batch", query: query)).hits
    XCTAssertEqual(fromFile, fromBatch, "same records, same slots, same ids", file: file, line: line)
  }

  func test_largeFile_loadsInRunsLikeOneBatch() throws {
    var random = SplitMix64(seed: 3)
    let records: [JSON] = (0..<5_000).map { index in
      var record: JSON = ["title": .string("item \(index) \(random.next() % 1000)"), "price": .number(Double(random.next() % 500) / 4)]
      if index % 3 != 0 { record["objectID"] = .string("id\(index % 4_000)") }  // duplicates replace earlier records
      return record
    }
    try assertLoadsLikeOneBatch(records)
  }

  func test_automaticIDGivenExplicitlyInALaterRun_isSkippedAsInOneBatch() throws {
    // The first run assigns "1", "2", ...; a record in a later run names "3" itself, so one batch would have
    // skipped 3 when assigning.
    var records: [JSON] = (0..<3_000).map { ["n": .number(Double($0))] }
    records.append(["objectID": "3", "n": "explicit"])
    try assertLoadsLikeOneBatch(records)
    let url = try temporaryFile(String(decoding: try JSON.array(records).data(), as: UTF8.self))
    let index = try LocalIndex(name: "i", recordsFile: url)
    XCTAssertEqual(index.count, 3_001)
    XCTAssertEqual(index.object(withID: "3")?["n"], "explicit")
  }

  func test_invalidRecordInALaterRun_reportsItsPlaceInTheWholeFile() throws {
    var records: [JSON] = (0..<5_000).map { ["objectID": .string("r\($0)")] }
    records[4_321] = .array([])
    let url = try temporaryFile(String(decoding: try JSON.array(records).data(), as: UTF8.self))
    XCTAssertThrowsError(try LocalIndex(name: "i", recordsFile: url)) { error in
      XCTAssertEqual(error as? LocalIndexError, .recordNotAnObject(index: 4_321))
    }
  }
}
