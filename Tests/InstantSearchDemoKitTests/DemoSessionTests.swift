import InstantSearch
import InstantSearchCore
import InstantSearchDemoKit
import TestSupport
import XCTest

/// The demo driven by keys, as its scripted mode drives it, on the airports shipped with it.
final class DemoSessionTests: XCTestCase {
  private static let airports = Result { try Catalogue.airports() }

  private final class Printed {
    var frames: [String] = []
    var last: String { frames.last ?? "" }
  }

  private func start(_ catalogue: Catalogue? = nil, size: (columns: Int, rows: Int) = (80, 24)) throws -> (DemoSession, ScriptRunner, Printed) {
    let catalogue = try catalogue ?? DemoSessionTests.airports.get()
    InstantSearch.shared.configure(searcher: Searcher(index: catalogue.index))
    let screen = SearchScreen(catalogue: catalogue)
    screen.loadViewIfNeeded()
    let session = DemoSession(screen: screen, size: size)
    let printed = Printed()
    let runner = ScriptRunner(session: session) { printed.frames.append($0) }
    runner.start()
    return (session, runner, printed)
  }

  /// The count of the stats line ("N results in M ms").
  private func resultCount(_ frame: String) -> Int? {
    frame.split(separator: "\n").lazy.compactMap { line -> Int? in
      guard line.contains(" results in ") else { return nil }
      return Int(line.trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
    }.first
  }

  private func line(_ frame: String, containing text: String) -> String? {
    frame.split(separator: "\n").first { $0.contains(text) }.map(String.init)
  }

  private var searcher: InstantSearch.Searcher { InstantSearch.shared.getSearcher() }

  func test_typingOneKeyAtATime_updatesHitsAndStatsAfterEachKey() throws {
    let (_, runner, printed) = try start()
    let total = try XCTUnwrap(resultCount(printed.last))
    XCTAssertEqual(total, try DemoSessionTests.airports.get().recordCount, "the empty query finds every airport")
    var counts: [Int] = []
    var typed = ""
    for character in "paris" {
      typed.append(character)
      runner.run([.character(character)])
      let frame = printed.last
      XCTAssertTrue(frame.contains("Search › \(typed)▏"), "the query shows \(typed):\n\(frame)")
      let count = try XCTUnwrap(resultCount(frame), frame)
      XCTAssertEqual(count, searcher.results?.nbHits, "the stats show the delivered results for \(typed)")
      XCTAssertEqual(searcher.results?.query, typed, "the results shown are those of \(typed), searched without Enter")
      XCTAssertTrue(frame.contains("of \(count.formattedWithCommas)"), "the hits header follows:\n\(frame)")
      let firstHit = try XCTUnwrap(line(frame, containing: "│  1 "), frame)
      XCTAssertTrue(firstHit.split(separator: "│")[1].contains("*"), "the first hit shows its matches: \(firstHit)")
      counts.append(count)
    }
    XCTAssertTrue(try XCTUnwrap(line(printed.last, containing: "│  1 ")).lowercased().contains("*paris*"), printed.last)
    XCTAssertGreaterThan(Set(counts).count, 1, "the counts change as the query grows: \(counts)")
    XCTAssertLessThan(counts.last ?? total, total)
    XCTAssertEqual(printed.frames.count, 6, "one frame at start, then one per key")
  }

  func test_facetToggle_changesHitsAndCounts() throws {
    let (_, runner, printed) = try start()
    runner.run(KeyScriptTests.keys("par<tab>"))
    let before = printed.last
    let row = try XCTUnwrap(line(before, containing: " ›[ ] "), "the cursor is on the first value:\n\(before)")
    let parts = row.split(separator: "│")[0].split(separator: " ")
    let value = String(parts[2])
    let count = try XCTUnwrap(Int(parts[3].replacingOccurrences(of: ",", with: "")))
    XCTAssertGreaterThan(try XCTUnwrap(resultCount(before)), count)

    runner.run([.character(" ")])
    let after = printed.last
    XCTAssertTrue(after.contains("[x] \(value) "), "the value is checked:\n\(after)")
    XCTAssertEqual(resultCount(after), count, "the results are the count the list showed")
    XCTAssertFalse(searcher.hits.isEmpty)
    XCTAssertTrue(searcher.hits.allSatisfy { $0["country"] as? String == value }, "every hit is in \(value)")
    XCTAssertNotEqual(before, after)

    runner.run([.character(" ")])
    XCTAssertEqual(resultCount(printed.last), resultCount(before), "toggling again removes the refinement")
    XCTAssertFalse(printed.last.contains("[x]"))
  }

  func test_slider_readsAsALabelAndFilters() throws {
    let (session, runner, printed) = try start()
    let numeric = try XCTUnwrap(session.screen.catalogue.numeric)
    XCTAssertTrue(printed.last.contains("Elevation ≤ \(Int(numeric.range.upperBound).formattedWithCommas) ft"), printed.last)
    runner.run(KeyScriptTests.keys("<left><left><left>"))
    let limit = (numeric.range.upperBound / numeric.step).rounded(.down) * numeric.step - 2 * numeric.step
    XCTAssertTrue(printed.last.contains("Elevation ≤ \(Int(limit).formattedWithCommas) ft"), printed.last)
    XCTAssertFalse(printed.last.contains("<="), "no raw filter on screen")
    XCTAssertEqual(session.sliderLabel, "Elevation ≤ \(Int(limit).formattedWithCommas) ft")
    XCTAssertFalse(searcher.hits.isEmpty)
    XCTAssertTrue(searcher.hits.allSatisfy { (($0["elevation"] as? NSNumber)?.doubleValue ?? .infinity) <= limit })
    XCTAssertLessThan(try XCTUnwrap(resultCount(printed.last)), session.screen.catalogue.recordCount)
  }

  func test_switch_keepsInternationalAirports() throws {
    let (session, runner, printed) = try start()
    let all = try XCTUnwrap(resultCount(printed.last))
    while session.focus != .toggle { runner.run([.tab]) }
    runner.run([.character(" ")])
    XCTAssertTrue(printed.last.contains("[x] International only"), printed.last)
    let international = try XCTUnwrap(resultCount(printed.last))
    XCTAssertGreaterThan(international, 0)
    XCTAssertLessThan(international, all)
    XCTAssertTrue(searcher.hits.allSatisfy { $0["international"] as? Bool == true })
    XCTAssertTrue(
      searcher.filterState.contains(InstantSearchCore.Filter.Facet(attribute: "international", boolValue: true)),
      "the v2 toggle writes the v1 searcher's filter state")
    XCTAssertNil(searcher.params.facetRefinements["international"], "a boolean facet filter is no v1 refinement")
    runner.run([.character(" ")])
    XCTAssertTrue(printed.last.contains("[ ] International only"), printed.last)
    XCTAssertEqual(resultCount(printed.last), all)
  }

  func test_escape_clearsTheQuery() throws {
    let (_, runner, printed) = try start()
    let all = resultCount(printed.last)
    runner.run(KeyScriptTests.keys("zurich"))
    XCTAssertNotEqual(resultCount(printed.last), all)
    runner.run([.escape])
    XCTAssertTrue(printed.last.contains("Search › ▏"), printed.last)
    XCTAssertEqual(resultCount(printed.last), all)
    XCTAssertEqual(searcher.params.query ?? "", "")
  }

  func test_backspace_andQuitOnlyOnAnEmptyQuery() throws {
    let (session, runner, printed) = try start()
    runner.run(KeyScriptTests.keys("aqu<bs>"))
    XCTAssertTrue(printed.last.contains("Search › aq▏"), "q types when the query is not empty:\n\(printed.last)")
    XCTAssertTrue(session.handle(.backspace))
    XCTAssertTrue(session.handle(.backspace))
    XCTAssertFalse(session.handle(.character("q")), "q on an empty query quits")
    XCTAssertFalse(session.handle(.interrupt))
  }

  func test_pageDown_scrollsAndLoadsTheNextPage() throws {
    let (session, runner, printed) = try start()
    let perPage = Int(SearchScreen.hitsPerPage)
    XCTAssertTrue(printed.last.contains("Hits 1–18 of"), printed.last)
    XCTAssertTrue(printed.last.contains("· \(perPage) loaded"), printed.last)
    runner.run([.pageDown])
    XCTAssertTrue(printed.last.contains("Hits 19–36 of"), printed.last)
    XCTAssertTrue(printed.last.contains("· \(2 * perPage) loaded"), "infinite scrolling loaded page 2:\n\(printed.last)")
    XCTAssertNotNil(line(printed.last, containing: "│ 36 "))
    XCTAssertEqual(searcher.hits.count, 2 * perPage)
    runner.run([.pageUp])
    XCTAssertTrue(printed.last.contains("Hits 1–18 of"))
    XCTAssertEqual(session.hitsOffset, 0)
  }

  func test_clearAll_resetsQueryAndRefinements() throws {
    let (session, runner, printed) = try start()
    let all = resultCount(printed.last)
    runner.run(KeyScriptTests.keys("par<tab><space><left>"))
    XCTAssertNotEqual(resultCount(printed.last), all)
    while session.focus != .toggle { runner.run([.tab]) }
    runner.run([.character(" ")])
    XCTAssertTrue(printed.last.contains("[x] International only"), printed.last)
    while session.focus != .clearAll { runner.run([.tab]) }
    runner.run([.enter])
    XCTAssertEqual(resultCount(printed.last), all, printed.last)
    XCTAssertFalse(printed.last.contains("[x]"))
    XCTAssertTrue(printed.last.contains("Search › ▏"))
    XCTAssertTrue(printed.last.contains("· \(SearchScreen.hitsPerPage) loaded"), "the page size is kept:\n\(printed.last)")
    XCTAssertFalse(printed.last.contains("(no values)"), "the countries are counted again:\n\(printed.last)")
    XCTAssertEqual(searcher.params.facets, ["country"])
  }

  func test_everyWidgetIsRegisteredWithTheSharedSearcher() throws {
    let (session, _, _) = try start()
    let screen = session.screen
    XCTAssertTrue(screen.activity.searcher === searcher, "the activity indicator is registered")
    XCTAssertFalse(screen.activity.isAnimating, "and idle once the results arrived")
    XCTAssertTrue(screen.clearAll.searcher === searcher)
    XCTAssertEqual(searcher.params.hitsPerPage, SearchScreen.hitsPerPage, "the hits widget wrote its page size")
    XCTAssertEqual(session.focusOrder, [.search, .refinements, .slider, .toggle, .hits, .clearAll])
  }

  /// The demo's v1 screen, recorded by the migration report as `--migration-report` does.
  func test_migrationReport_recordsTheDemosV1Screen() throws {
    XCTAssertTrue(try DemoOptions(arguments: ["--migration-report"]).migrationReport)
    let report = InstantSearch.migrationReport
    report.reset()
    report.logHandler = { _ in }
    report.isEnabled = true
    defer {
      report.isEnabled = false
      report.reset()
    }
    let (_, runner, _) = try start()
    runner.run(try KeyScript.parse("par<tab><space>"))
    let apis = Set(report.entries.map(\.api))
    for widget in ["SearchBarWidget", "HitsTableWidget", "RefinementTableWidget", "SliderWidget", "StatsLabelWidget", "ActivityIndicatorWidget", "ClearAllWidget"] {
      XCTAssertTrue(apis.contains(widget), "\(widget) in \(apis.sorted())")
    }
    XCTAssertTrue(apis.contains("Searcher(index:)"))
    XCTAssertFalse(apis.contains("OneValueSwitchWidget"), "the switch is the v2 filter toggle")
    XCTAssertTrue(report.summary().contains("widgets (7):"), report.summary())
  }

  func test_lineMode_printsOneFramePerLine() throws {
    let (_, runner, printed) = try start()
    XCTAssertTrue(runner.runLine(KeyScriptTests.keys("zurich<tab><space>")))
    XCTAssertEqual(printed.frames.count, 2, "the start frame, then one for the whole line")
    XCTAssertTrue(printed.last.contains("[x] "), printed.last)
    XCTAssertEqual(resultCount(printed.last), searcher.results?.nbHits)
    XCTAssertFalse(runner.runLine(KeyScriptTests.keys("<esc>q")), "q on the emptied query quits")
  }

  func test_frame_fitsTheTerminalAndUsesALargerOne() throws {
    let (session, _, _) = try start()
    let small = session.frame()
    XCTAssertEqual(small.lines.count, 24)
    XCTAssertTrue(small.lines.allSatisfy { $0.segments.map(\.text.count).reduce(0, +) == 80 })
    session.size = (120, 40)
    let large = session.settledFrame()
    XCTAssertEqual(large.lines.count, 40)
    XCTAssertTrue(large.lines.allSatisfy { $0.segments.map(\.text.count).reduce(0, +) == 120 })
    XCTAssertTrue(large.plainText.contains("Hits 1–34 of"), large.plainText)
  }

  func test_anyDataset_picksItsFacetsAndNumericAttribute() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let records = folder.appendingPathComponent("books.json")
    let settings = folder.appendingPathComponent("books_settings.json")
    try Data("""
      [{"objectID": "1", "title": "Dune", "author": "Herbert", "genre": "sf", "pages": 412},
       {"objectID": "2", "title": "Emma", "author": "Austen", "genre": "novel", "pages": 474},
       {"objectID": "3", "title": "Solaris", "author": "Lem", "genre": "sf", "pages": 204}]
      """.utf8).write(to: records)
    try Data(#"{"searchableAttributes": ["title", "author"], "attributesForFaceting": ["genre", "pages"]}"#.utf8).write(to: settings)
    let catalogue = try Catalogue.load(records: records, settings: settings)
    XCTAssertEqual(catalogue.titleAttribute, "title")
    XCTAssertEqual(catalogue.facet?.attribute, "genre")
    XCTAssertEqual(catalogue.numeric?.attribute, "pages")
    XCTAssertEqual(catalogue.numeric?.range, 204...474)
    XCTAssertNil(catalogue.toggle)
    let (session, runner, printed) = try start(catalogue)
    XCTAssertEqual(session.sliderLabel, "Pages ≤ 474")
    runner.run(KeyScriptTests.keys("<tab><space>"))
    XCTAssertTrue(printed.last.contains("[x] sf "), printed.last)
    XCTAssertEqual(resultCount(printed.last), 2)
  }

  func test_tedTalks_fromTheSharedDatasets() throws {
    _ = try SharedFiles.require("datasets/tedtalks/talks.json")
    var progress: [String] = []
    let catalogue = try Catalogue.load(
      records: SharedFiles.url("datasets/tedtalks/talks.json"), settings: SharedFiles.url("datasets/tedtalks/talks_settings.json")
    ) { progress.append($0) }
    XCTAssertTrue(progress.first?.hasPrefix("Reading talks.json") ?? false, "\(progress)")
    XCTAssertEqual(catalogue.titleAttribute, "name")
    let (_, runner, printed) = try start(catalogue)
    runner.run(KeyScriptTests.keys("creative"))
    XCTAssertTrue(printed.last.lowercased().contains("*creative*"), printed.last)
    let longest = Int(try XCTUnwrap(catalogue.numeric?.range.upperBound))
    XCTAssertEqual(catalogue.numeric?.attribute, "duration_range", "the slider skips the date")
    XCTAssertTrue(printed.last.contains("Duration range ≤ \(longest)"), printed.last)
  }

  func test_badRecordsFiles_giveClearErrors() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func attempt(_ text: String?, settings: String? = nil) -> String {
      let records = folder.appendingPathComponent("records-\(UUID().uuidString).json")
      if let text { try? Data(text.utf8).write(to: records) }
      var settingsURL: URL?
      if let settings {
        settingsURL = folder.appendingPathComponent("settings.json")
        try? Data(settings.utf8).write(to: settingsURL!)
      }
      do {
        _ = try Catalogue.load(records: records, settings: settingsURL)
        return "loaded"
      } catch {
        XCTAssertTrue(String(describing: error).contains(folder.path), "the message names the file: \(error)")
        return String(describing: error)
      }
    }
    XCTAssertTrue(attempt(nil).hasPrefix("cannot read the records file"))
    XCTAssertTrue(attempt("[{\"objectID\": \"1\",").contains("is not valid JSON"))
    XCTAssertTrue(attempt(#"{"hits": []}"#).contains("expected a JSON array of record objects"))
    XCTAssertTrue(attempt(#"[{"objectID": "1"}, 2]"#).contains("the element at index 1 is not an object"))
    XCTAssertTrue(attempt(#"[{"objectID": "1"}, {"objectID": true}]"#).contains("index 1 has an objectID that is not a string"))
    XCTAssertTrue(attempt("[]", settings: #"{"searchableAttributes": 3}"#).hasPrefix("the settings file"))
    XCTAssertEqual(attempt(#"[{"objectID": "1", "name": "ok"}]"#), "loaded")
  }
}

extension Int {
  /// 1234 → "1,234".
  fileprivate var formattedWithCommas: String {
    let digits = String(abs(self))
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return (self < 0 ? "-" : "") + text
  }
}
