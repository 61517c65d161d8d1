import Foundation
@testable import InstantSearch
import InstantSearchTestKit
import XCTest

/// A fresh temporary directory, removed when the test ends (after the background history saves, which could
/// otherwise write into it again).
func makeTemporaryDirectory(for test: XCTestCase) throws -> URL {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("InstantSearchTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  test.addTeardownBlock {
    LocalHistory.waitForBackgroundSaves()
    try? FileManager.default.removeItem(at: directory)
  }
  return directory
}

/// Lets the main queue run what it holds (a history may request its save from there), then waits until every
/// background save requested so far is written.
func flushHistorySaves(_ test: XCTestCase) {
  test.drainMainQueue()
  LocalHistory.waitForBackgroundSaves()
}

/// The texts saved in a history file; `nil` when missing or not a property list of strings.
func savedTexts(at path: String) -> [String]? {
  guard let data = FileManager.default.contents(atPath: path) else { return nil }
  return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String]
}

/// Writes a property list of texts, as `LocalHistory.save()` does.
func writeTexts(_ texts: [String], to path: String) throws {
  try PropertyListSerialization.data(fromPropertyList: texts, format: .binary, options: 0).write(to: URL(fileURLWithPath: path))
}

/// Parameters holding only a text query.
func queryParams(_ query: String?) -> SearchParameters {
  let params = SearchParameters()
  params.query = query
  return params
}

extension LocalHistory {
  /// Adds each text in turn, as text queries.
  func add(_ texts: String...) { texts.forEach { add(queryParams($0)) } }
}
