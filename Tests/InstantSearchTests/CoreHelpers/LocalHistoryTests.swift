import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

final class LocalHistoryTests: XCTestCase {
  // MARK: Defaults

  func test_init_defaults() {
    let history = LocalHistory()
    XCTAssertEqual(history.contents, [])
    XCTAssertEqual(history.maxCount, 10)
    XCTAssertTrue(history.autosave)
    XCTAssertNil(history.filePath)
  }

  func test_searchOptions_defaults() {
    let options = HistorySearchOptions()
    XCTAssertEqual(options.highlightPreTag, "<em>")
    XCTAssertEqual(options.highlightPostTag, "</em>")
    XCTAssertEqual(options.maxHits, 10)
  }

  func test_historyHit_keepsItsValues() {
    let params = queryParams("moon")
    let hit = HistoryHit(params: params, highlightedText: "<em>mo</em>on")
    XCTAssertTrue(hit.params === params)
    XCTAssertEqual(hit.highlightedText, "<em>mo</em>on")
  }

  // MARK: Normalisation

  func test_add_normalisesWhitespace() {
    let history = LocalHistory()
    history.add("\t white    space \n\r")
    XCTAssertEqual(history.contents, ["white space"])
  }

  func test_add_normalisesCase() {
    let history = LocalHistory()
    history.add("MiXed CaSE")
    XCTAssertEqual(history.contents, ["mixed case"])
  }

  func test_add_ignoresMissingAndBlankQueries() {
    let history = LocalHistory()
    history.add(SearchParameters())
    history.add(queryParams(""))
    history.add(queryParams(" \n\t "))
    XCTAssertEqual(history.contents, [])
  }

  // MARK: Recency and size

  func test_add_existingText_movesToTheFront() {
    let history = LocalHistory()
    history.add("sun", "moon", "star")
    history.add("SUN ")
    XCTAssertEqual(history.contents, ["sun", "star", "moon"])
  }

  func test_add_beyondMaxCount_dropsTheOldest() {
    let history = LocalHistory()
    history.maxCount = 3
    history.add("one", "two", "three", "four")
    XCTAssertEqual(history.contents, ["four", "three", "two"])
  }

  func test_maxCount_lowered_trimsAtOnce_withoutSaving() throws {
    let path = try makeTemporaryDirectory(for: self).appendingPathComponent("history.dat").path
    let history = LocalHistory(filePath: path)
    history.autosave = false
    history.add("one", "two", "three")
    history.maxCount = 1
    XCTAssertEqual(history.contents, ["three"])
    flushHistorySaves(self)
    XCTAssertNil(savedTexts(at: path))
  }

  // MARK: Redundancy

  func test_add_specExamples_fromMoon() {
    let history = LocalHistory()
    history.add("moon")
    history.add("mo")
    XCTAssertEqual(history.contents, ["moon"], "mo ends inside the word moon: discarded")
    history.add("sun")
    XCTAssertEqual(history.contents, ["sun", "moon"])
    history.add("moon base")
    XCTAssertEqual(history.contents, ["moon base", "sun", "moon"], "moon ends at a word boundary of moon base: kept")
    history.add("moons")
    XCTAssertEqual(history.contents, ["moons", "moon base", "sun"], "moons extends moon inside the word: replaces it")
  }

  func test_add_inWordPrefixOfAnOlderText_isDiscardedWithoutReordering() {
    let history = LocalHistory()
    history.add("moon", "sun")
    history.add("Moo")
    XCTAssertEqual(history.contents, ["sun", "moon"])
  }

  func test_add_stopsAtTheFirstRedundantText_mostRecentFirst() throws {
    let path = try makeTemporaryDirectory(for: self).appendingPathComponent("history.dat").path
    try writeTexts(["ca", "c"], to: path)
    let history = LocalHistory(filePath: path)
    history.add("cab")
    XCTAssertEqual(history.contents, ["cab", "c"], "cab replaces ca, the most recent redundant text, and stops there")
    history.add("car")
    XCTAssertEqual(history.contents, ["car", "cab"], "no text is redundant with car before c, which it replaces")
  }

  func test_add_usesTheTextsUnescaped_asRegularExpressions() {
    let history = LocalHistory()
    history.add("moon")
    history.add("m.")
    XCTAssertEqual(history.contents, ["moon"], "`.` matches the o of moon, so m. counts as an in-word prefix")
  }

  func test_add_invalidPattern_skipsTheCheck() {
    let history = LocalHistory()
    history.add("sun")
    history.add("(")
    XCTAssertEqual(history.contents, ["(", "sun"], "an invalid new pattern: the text is inserted")
    history.add("su")
    XCTAssertEqual(history.contents, ["(", "sun"], "the invalid entry is skipped in the second direction; sun still discards su")
    history.add("moon(")
    history.add("moon")
    XCTAssertEqual(history.contents, ["moon", "moon(", "(", "sun"], "( follows moon across a word boundary")
  }

  // MARK: Search

  func test_search_specExample_matchesAtWordStarts_mostRecentFirst() {
    let history = LocalHistory()
    history.add("scarf", "red cars", "blue car")
    let hits = history.search(query: queryParams("Car"))
    XCTAssertEqual(hits.map(\.highlightedText), ["blue <em>car</em>", "red <em>car</em>s"])
    XCTAssertEqual(hits.map(\.params.parameters), [["query": "blue car"], ["query": "red cars"]])
  }

  func test_search_emptyOrMissingQuery_matchesEverything_unhighlighted() {
    let history = LocalHistory()
    history.add("sun", "moon")
    XCTAssertEqual(history.search(query: queryParams("  ")).map(\.highlightedText), ["moon", "sun"])
    XCTAssertEqual(history.search(query: SearchParameters()).map(\.highlightedText), ["moon", "sun"])
  }

  func test_search_highlightsOnlyTheFirstOccurrence() {
    let history = LocalHistory()
    history.add("car to car")
    XCTAssertEqual(history.search(query: queryParams("car")).map(\.highlightedText), ["<em>car</em> to car"])
  }

  func test_search_normalisesTheQuery() {
    let history = LocalHistory()
    history.add("moon base")
    XCTAssertEqual(history.search(query: queryParams("  MOON\tBA ")).map(\.highlightedText), ["<em>moon ba</em>se"])
  }

  func test_search_customTags() {
    let history = LocalHistory()
    history.add("moon")
    let options = HistorySearchOptions()
    options.highlightPreTag = "["
    options.highlightPostTag = "]"
    XCTAssertEqual(history.search(query: queryParams("mo"), options: options).map(\.highlightedText), ["[mo]on"])
  }

  func test_search_stopsAtMaxHits() {
    let history = LocalHistory()
    history.add("moon one", "moon two", "moon three")
    let options = HistorySearchOptions()
    options.maxHits = 2
    XCTAssertEqual(history.search(query: queryParams("moon"), options: options).map(\.highlightedText), [
      "<em>moon</em> three", "<em>moon</em> two",
    ])
    options.maxHits = 0
    XCTAssertEqual(history.search(query: queryParams("moon"), options: options).count, 0)
  }

  func test_search_usesTheQueryUnescaped() {
    let history = LocalHistory()
    history.add("blue car")
    XCTAssertEqual(history.search(query: queryParams("c.r")).map(\.highlightedText), ["blue <em>car</em>"])
    XCTAssertEqual(history.search(query: queryParams("(")).count, 0, "an invalid pattern matches nothing")
  }

  func test_search_throughTheProtocol() {
    let history: History = LocalHistory()
    history.add(queryParams("moon"))
    XCTAssertEqual(history.search(query: queryParams("m"), options: HistorySearchOptions()).map(\.highlightedText), ["<em>m</em>oon"])
  }

  // MARK: Persistence

  func test_add_autosaves_inTheBackground_asABinaryPropertyList() throws {
    let path = try makeTemporaryDirectory(for: self).appendingPathComponent("history.dat").path
    let history = LocalHistory(filePath: path)
    history.add("sun", "moon")
    flushHistorySaves(self)
    XCTAssertEqual(savedTexts(at: path), ["moon", "sun"])
    let data = try XCTUnwrap(FileManager.default.contents(atPath: path))
    XCTAssertEqual(String(decoding: data.prefix(8), as: UTF8.self), "bplist00")
  }

  func test_saveAndLoad_roundTrip() throws {
    let path = try makeTemporaryDirectory(for: self).appendingPathComponent("history.dat").path
    let history = LocalHistory(filePath: path)
    history.autosave = false
    history.add("sun", "moon base", "star")
    XCTAssertNil(savedTexts(at: path), "nothing written without autosave")
    history.save()
    XCTAssertEqual(savedTexts(at: path), ["star", "moon base", "sun"], "save() is synchronous")
    let reloaded = LocalHistory(filePath: path)
    XCTAssertEqual(reloaded.contents, ["star", "moon base", "sun"])
    XCTAssertEqual(reloaded.filePath, path)
  }

  func test_saveAsync_writesTheContentsOfTheMomentOfTheCall() throws {
    let path = try makeTemporaryDirectory(for: self).appendingPathComponent("history.dat").path
    let history = LocalHistory(filePath: path)
    history.autosave = false
    history.add("sun")
    history.saveAsync()
    history.add("moon")
    flushHistorySaves(self)
    XCTAssertEqual(savedTexts(at: path), ["sun"])
  }

  func test_clear_emptiesAndSavesAtOnce() throws {
    let path = try makeTemporaryDirectory(for: self).appendingPathComponent("history.dat").path
    let history = LocalHistory(filePath: path)
    history.add("sun")
    history.save()
    history.clear()
    XCTAssertEqual(history.contents, [])
    XCTAssertEqual(savedTexts(at: path), [])
  }

  func test_load_replacesTheContents_withoutTrimming() throws {
    let path = try makeTemporaryDirectory(for: self).appendingPathComponent("history.dat").path
    let texts = (1...12).map { "query \($0)" }
    try writeTexts(texts, to: path)
    let history = LocalHistory()
    history.add("sun")
    history.filePath = path
    history.load()
    XCTAssertEqual(history.contents, texts, "replaced, and 12 texts kept despite maxCount 10")
  }

  func test_load_missingOrForeignFile_isIgnored() throws {
    let directory = try makeTemporaryDirectory(for: self)
    XCTAssertEqual(LocalHistory(filePath: directory.appendingPathComponent("missing.dat").path).contents, [])
    let numbers = directory.appendingPathComponent("numbers.dat").path
    try PropertyListSerialization.data(fromPropertyList: [1, 2], format: .binary, options: 0).write(to: URL(fileURLWithPath: numbers))
    XCTAssertEqual(LocalHistory(filePath: numbers).contents, [])
    let garbage = directory.appendingPathComponent("garbage.dat").path
    try Data("not a property list".utf8).write(to: URL(fileURLWithPath: garbage))
    let history = LocalHistory(filePath: garbage)
    history.add("sun")
    history.load()
    XCTAssertEqual(history.contents, ["sun"])
  }

  func test_saveWithoutFile_doesNothing() {
    let history = LocalHistory()
    history.add("sun")
    history.save()
    history.saveAsync()
    history.load()
    history.clear()
    XCTAssertEqual(history.contents, [])
  }
}
