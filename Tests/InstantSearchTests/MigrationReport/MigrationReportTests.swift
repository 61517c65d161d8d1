import Foundation
import InstantSearch
import InstantSearchTestKit
import XCTest

/// The migration report on a real v1 screen: each v1 API the test calls is recorded once, at this file's line,
/// with its v2 replacement; calls the package makes itself are not the app's; silenced features stay out; the
/// outputs say the same in text, Markdown and JSON.
final class MigrationReportTests: XCTestCase {
  /// A widget of the app's, adopting v1's protocols.
  private final class CustomWidget: HeadlessView, AlgoliaWidget, ResultingDelegate {
    var deliveries = 0
    func on(results: SearchResults?, error: Error?, userInfo: [String: Any]) { deliveries += 1 }
  }

  /// The app's subclass of a package widget.
  private final class AppHitsTable: HitsTableWidget {}

  private let report = InstantSearch.migrationReport
  private var logged: CrossThreadValue<[String]>!

  override func setUp() {
    super.setUp()
    report.reset()
    let lines = CrossThreadValue<[String]>([])
    logged = lines
    report.logHandler = { line in lines.value.append(line) }
    report.isEnabled = true
  }

  override func tearDown() {
    report.isEnabled = false
    report.unsilence(.refinements)
    report.reset()
    super.tearDown()
  }

  private func entry(_ api: String) -> MigrationReport.Entry? { report.entries.first { $0.api == api } }

  func test_offByDefault_recordsNothing() throws {
    report.isEnabled = false
    let searcher = Searcher(index: try V1Fixtures.index())
    searcher.params.addFacetRefinement(name: "brand", value: "Sony")
    searcher.search()
    XCTAssertEqual(report.entries, [])
    XCTAssertEqual(logged.value, [])
  }

  func test_aV1Screen_recordsEachAPIOnce_atItsCallSite_withItsReplacement() throws {
    let searcher = Searcher(index: try V1Fixtures.index()); let searcherLine = #line
    let instantSearch = InstantSearch(searcher: searcher); let bindingLine = #line
    let container = HeadlessView()
    let hits = AppHitsTable(frame: .zero, style: .plain)
    let list = RefinementTableWidget(frame: .zero, style: .plain)
    list.attribute = "brand"
    let custom = CustomWidget()
    [hits, list, custom].forEach(container.addSubview)
    instantSearch.registerAllWidgets(in: container)
    for brand in ["Sony", "Apple"] {
      instantSearch.params.addFacetRefinement(name: "brand", value: brand)  // recorded once, used twice
    }
    let refinementLine = #line - 2
    awaitNextResults(of: searcher) { instantSearch.search(with: "phone") }
    let file = "InstantSearchTests/MigrationReportTests.swift"

    XCTAssertEqual(entry("Searcher(index:)")?.firstCallSite, "\(file):\(searcherLine)")
    XCTAssertEqual(entry("InstantSearch(searcher:) / configure(searcher:)")?.firstCallSite, "\(file):\(bindingLine)")
    let refinement = try XCTUnwrap(entry("SearchParameters.addFacetRefinement(name:value:inclusive:)"))
    XCTAssertEqual(refinement.firstCallSite, "\(file):\(refinementLine)")
    XCTAssertEqual(refinement.uses, 2)
    XCTAssertEqual(refinement.feature, .refinements)
    XCTAssertTrue(refinement.replacement.contains("Filter.Facet"), refinement.replacement)
    XCTAssertEqual(entry("HitsTableWidget")?.firstCallSite, "AppHitsTable", "the app's subclass names the site")
    XCTAssertEqual(entry("HitsTableWidget")?.feature, .widgets)
    XCTAssertNotNil(entry("RefinementTableWidget"))
    XCTAssertEqual(entry("AlgoliaWidget (a widget of the app's)")?.firstCallSite, "CustomWidget")
    XCTAssertNotNil(entry("ResultingDelegate.on(results:error:userInfo:)"))
    XCTAssertNotNil(entry("InstantSearch.search(with:)"))
    XCTAssertNil(entry("Searcher.search()"), "the binder's own searches are not the app's calls")
    XCTAssertNil(entry("SearchParameters.buildFilters()"), "the searcher renders filters itself")
    XCTAssertEqual(logged.value.count, report.entries.count, "one log line per API, at its first use")
    XCTAssertTrue(logged.value.contains { $0.contains("addFacetRefinement") && $0.contains("\(file):\(refinementLine)") })
  }

  func test_offlineClient_isRecordedWithItsV2Replacement() throws {
    _ = OfflineClient(appID: "APP", apiKey: "key"); let line = #line
    let offline = try XCTUnwrap(entry("OfflineClient(appID:apiKey:) / MirroredIndex"))
    XCTAssertEqual(offline.firstCallSite, "InstantSearchTests/MigrationReportTests.swift:\(line)")
    XCTAssertEqual(offline.feature, .backends)
    XCTAssertTrue(offline.replacement.contains("IndexMirror"), offline.replacement)
  }

  func test_aSilencedFeature_isLeftOut() throws {
    report.silence(.refinements)
    let searcher = Searcher(index: try V1Fixtures.index())
    searcher.params.addFacetRefinement(name: "brand", value: "Sony")
    searcher.params.toggleFacetRefinement(name: "brand", value: "Bose")
    XCTAssertEqual(report.silencedFeatures, [.refinements])
    XCTAssertEqual(report.entries.map(\.feature), [.searcher])
  }

  func test_outputs_summaryMarkdownAndJSON() throws {
    let searcher = Searcher(index: try V1Fixtures.index())
    searcher.params.setFacet(withName: "brand", disjunctive: true)
    _ = Debouncer(delay: 0.1)
    let summary = report.summary()
    XCTAssertTrue(summary.hasPrefix("InstantSearch migration report: 3 v1 APIs in use."), summary)
    XCTAssertTrue(summary.contains("helpers (1):\n  Debouncer(delay:) ×1"), summary)
    let markdown = report.markdown()
    XCTAssertTrue(markdown.contains("| `SearchParameters.setFacet(withName:disjunctive:)` | 1 |"), markdown)
    XCTAssertTrue(markdown.contains("## searcher"), markdown)

    struct Report: Decodable { let entries: [MigrationReport.Entry] }
    let decoded = try JSONDecoder().decode(Report.self, from: report.json())
    XCTAssertEqual(decoded.entries, report.entries)

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("migration-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try report.write(to: folder.appendingPathComponent("report.json"))
    try report.write(to: folder.appendingPathComponent("report.md"))
    XCTAssertEqual(try JSONDecoder().decode(Report.self, from: Data(contentsOf: folder.appendingPathComponent("report.json"))).entries.count, 3)
    XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("report.md"), encoding: .utf8), markdown)
  }

  func test_emptyReport_saysSo() {
    XCTAssertEqual(report.summary(), "InstantSearch migration report: no v1 API recorded.")
  }
}
