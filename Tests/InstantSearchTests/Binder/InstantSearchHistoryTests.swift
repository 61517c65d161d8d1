import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

final class InstantSearchHistoryTests: XCTestCase {
  private var historyPath = ""

  /// An instance whose history lives in a temporary directory (the default one stays untouched).
  private func makeInstantSearch() throws -> InstantSearch {
    historyPath = try makeTemporaryDirectory(for: self).appendingPathComponent("history.dat").path
    let instantSearch = InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
    instantSearch.history = LocalHistory(filePath: historyPath)
    return instantSearch
  }

  func test_history_defaultsToHistoryDatInTheDocumentsDirectory() throws {
    let instantSearch = InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
    let path = try XCTUnwrap(instantSearch.history.filePath)
    let files = FileManager.default
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path
    let documents = files.urls(for: .documentDirectory, in: .userDomainMask).first?.standardizedFileURL.path
    let documentsExist = documents.map { files.fileExists(atPath: $0) } ?? false
    XCTAssertEqual(URL(fileURLWithPath: path).lastPathComponent, "history.dat")
    XCTAssertEqual(directory, documentsExist ? documents : files.temporaryDirectory.standardizedFileURL.path)
    XCTAssertTrue(instantSearch.history.autosave)
    XCTAssertFalse(instantSearch.recordHistory)
  }

  func test_history_isCreatedPerInstance() throws {
    let first = InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
    let second = InstantSearch(searcher: Searcher(index: try V1Fixtures.index()))
    XCTAssertFalse(first.history === second.history)
    XCTAssertFalse(first.history === InstantSearch.shared.history)
  }

  func test_appendHistory_withoutRecordHistory_printsAReminder_andRecordsNothing() throws {
    let instantSearch = try makeInstantSearch()
    let output = captureStandardOutput { instantSearch.appendHistory(queryText: "sony") }
    XCTAssertEqual(output, "need to set recordHistory to true to record history\n")
    XCTAssertEqual(instantSearch.history.contents, [])
    flushHistorySaves(self)
    XCTAssertNil(savedTexts(at: historyPath))
  }

  func test_appendHistory_addsTheNormalisedText_andSaves() throws {
    let instantSearch = try makeInstantSearch()
    instantSearch.recordHistory = true
    instantSearch.history.autosave = false
    instantSearch.appendHistory(queryText: "  Sony  TV ")
    instantSearch.appendHistory(queryText: "bose")
    XCTAssertEqual(instantSearch.history.contents, ["bose", "sony tv"])
    flushHistorySaves(self)
    XCTAssertEqual(savedTexts(at: historyPath), ["bose", "sony tv"])
  }

  func test_appendHistory_appliesTheRedundancyRules() throws {
    let instantSearch = try makeInstantSearch()
    instantSearch.recordHistory = true
    ["s", "so", "son", "sony"].forEach { instantSearch.appendHistory(queryText: $0) }
    XCTAssertEqual(instantSearch.history.contents, ["sony"])
  }

  func test_clearAllHistory_emptiesAndSaves() throws {
    let instantSearch = try makeInstantSearch()
    instantSearch.history.add(queryParams("sony"))
    instantSearch.clearAllHistory()
    XCTAssertEqual(instantSearch.history.contents, [])
    XCTAssertEqual(savedTexts(at: historyPath), [])
  }

  /// The kept texts come back in reverse recency order; works without `recordHistory`.
  func test_clearQueryInHistory_removesTheText_andReversesTheOthers() throws {
    let instantSearch = try makeInstantSearch()
    ["apple", "bose", "sony", "tv"].forEach { instantSearch.history.add(queryParams($0)) }
    instantSearch.clearQueryInHistory(queryText: "bose")
    XCTAssertEqual(instantSearch.history.contents, ["apple", "sony", "tv"])
    flushHistorySaves(self)
    XCTAssertEqual(savedTexts(at: historyPath), ["apple", "sony", "tv"])
  }

  func test_clearQueryInHistory_comparesExactly() throws {
    let instantSearch = try makeInstantSearch()
    ["apple", "sony"].forEach { instantSearch.history.add(queryParams($0)) }
    instantSearch.clearQueryInHistory(queryText: "Sony")
    XCTAssertEqual(instantSearch.history.contents, ["apple", "sony"], "nothing removed, order still reversed")
  }

  /// Adding the kept texts again re-applies the prefix rules.
  func test_clearQueryInHistory_reappliesTheRedundancyRules() throws {
    let instantSearch = try makeInstantSearch()
    try writeTexts(["moonbase", "moon", "sun"], to: historyPath)
    instantSearch.history.load()
    instantSearch.clearQueryInHistory(queryText: "sun")
    XCTAssertEqual(instantSearch.history.contents, ["moonbase"], "moon, re-added after moonbase, stops inside its word")
  }

  func test_searchHistory_returnsTwoHighlightedHitsByDefault() throws {
    let instantSearch = try makeInstantSearch()
    ["sony tv", "sony phone", "apple", "sony headphones"].forEach { instantSearch.history.add(queryParams($0)) }
    let hits = instantSearch.searchHistory(queryText: "Son")
    XCTAssertEqual(hits.map(\.highlightedText), ["<em>son</em>y headphones", "<em>son</em>y phone"])
    XCTAssertEqual(hits.map { $0.params.query }, ["sony headphones", "sony phone"])
    XCTAssertEqual(instantSearch.searchHistory(queryText: "son", maxHits: 5).count, 3)
    XCTAssertEqual(instantSearch.searchHistory(queryText: "phone", maxHits: 5).map(\.highlightedText), ["sony <em>phone</em>"])
  }
}

/// What `body` prints to standard output.
private func captureStandardOutput(_ body: () -> Void) -> String {
  fflush(nil)
  let pipe = Pipe()
  let saved = dup(STDOUT_FILENO)
  dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
  body()
  fflush(nil)
  dup2(saved, STDOUT_FILENO)
  close(saved)
  pipe.fileHandleForWriting.closeFile()
  return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
}
