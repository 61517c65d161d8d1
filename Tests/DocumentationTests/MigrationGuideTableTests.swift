import Foundation
@testable import InstantSearch
import InstantSearchTestKit
import XCTest

/// The migration report and MigrationGuide.md share one mapping: the guide's tables, generated into
/// `MigrationGuideTable+Rows.swift`, which these tests keep equal to the guide.
final class MigrationGuideTableTests: XCTestCase {
  static let guide = DocumentationSnippetTests.packageRoot.appendingPathComponent("MigrationGuide.md")
  static let generatedRows = DocumentationSnippetTests.packageRoot
    .appendingPathComponent("Sources/InstantSearch/MigrationReport/MigrationGuideTable+Rows.swift")

  func test_theGeneratedRows_areTheGuidesTables() throws {
    let rows = try MarkdownDocument(contentsOf: Self.guide).tableRows
    XCTAssertGreaterThan(rows.count, 50)
    assertText(Self.source(of: rows), matchesFileAt: Self.generatedRows, recordingWith: Self.regenerateSourcesVariable)
    let numbered = rows.filter { $0.section != nil }
    XCTAssertEqual(MigrationGuideTable.rows.map(\.cells), numbered.map(\.cells))
    XCTAssertEqual(MigrationGuideTable.rows.map(\.section), numbered.compactMap(\.section))
  }

  func test_everyAPITheReportFollows_namesExactlyOneRowOfTheGuide() {
    XCTAssertEqual(MigrationCatalogue.all.count, Set(MigrationCatalogue.all.map(\.name)).count)
    for api in MigrationCatalogue.all {
      let row = MigrationGuideTable.row(api.guideRow)
      XCTAssertNotNil(row, "\(api.name): no single row of section \(api.guideRow.section) has `\(api.guideRow.code)`")
      XCTAssertEqual(api.replacement, row?.replacement)
    }
  }

  func test_everyV1WidgetAndViewModel_hasItsRowInTheWidgetsTable() {
    let classes = [
      "SearchBarWidget", "TextFieldWidget", "SearchViewModel", "HitsTableWidget", "HitsCollectionWidget", "HitsViewModel",
      "MultiHitsTableWidget", "MultiHitsCollectionWidget", "MultiHitsViewModel", "RefinementTableWidget",
      "RefinementCollectionWidget", "RefinementMenuViewModel", "SliderWidget", "StepperWidget", "DatePickerWidget",
      "NumericControlViewModel", "SwitchWidget", "OneValueSwitchWidget", "TwoValuesSwitchWidget", "SegmentedControlWidget",
      "FacetControlViewModel", "StatsLabelWidget", "StatsButtonWidget", "StatsViewModel", "ActivityIndicatorWidget",
      "ClearAllWidget",
    ]
    for name in classes {
      let api = MigrationCatalogue.widget(named: name)
      XCTAssertEqual(api?.feature, .widgets, name)
      XCTAssertEqual(api?.guideRow.section, MigrationCatalogue.widgetsSection, name)
      XCTAssertFalse(api?.replacement.isEmpty ?? true, name)
    }
    XCTAssertNil(MigrationCatalogue.widget(named: "MyAppWidget"))
    XCTAssertNil(MigrationCatalogue.widget(named: "Searcher"))
  }

  func test_theReport_givesTheReplacementTheGuideWrites() throws {
    let guideRow = try XCTUnwrap(
      MarkdownDocument(contentsOf: Self.guide).tableRows.first { $0.section == 4 && $0.cells[0].hasPrefix("`addFacetRefinement(") })
    let report = InstantSearch.migrationReport
    report.reset()
    report.isEnabled = true
    report.logHandler = { _ in }
    defer {
      report.isEnabled = false
      report.reset()
    }
    let params = SearchParameters()
    params.addFacetRefinement(name: "brand", value: "Sony")
    let entry = try XCTUnwrap(report.entries.first { $0.api.hasPrefix("SearchParameters.addFacetRefinement") })
    XCTAssertEqual(entry.replacement, guideRow.cells[1])
    XCTAssertTrue(report.markdown().contains("`filterState[and: name].add(Filter.Facet(attribute:stringValue:isNegated:))`"))
  }

  /// The Swift source of the rows of the guide's numbered sections.
  static func source(of rows: [MarkdownDocument.TableRow]) -> String {
    var lines = [
      "// Generated from MigrationGuide.md by MigrationGuideTableTests: edit the guide, then run those tests with",
      "// INSTANTSEARCH_REGENERATE_SOURCES=1.",
      "extension MigrationGuideTable {",
      "  static let rows: [Row] = [",
    ]
    for row in rows {
      guard let section = row.section else { continue }
      lines.append("    Row(section: \(section), cells: [\(row.cells.map(literal).joined(separator: ", "))]),")
    }
    lines += ["  ]", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Swift string literal holding a text.
  static func literal(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\\" || scalar == "\"" { scalars.append("\\") }
      scalars.append(scalar)
    }
    return "\"" + String(scalars) + "\""
  }
}
