// Generated from the Swift block `migrationReportSwitches` of README.md by DocumentationSnippetTests: edit the
// document, then run those tests with INSTANTSEARCH_REGENERATE_SOURCES=1.
import Foundation
import XCTest
import InstantSearch

func migrationReportSwitches() throws {
  InstantSearch.migrationReport.isEnabled = true                // in the app, or in a test's setUp
  InstantSearch.migrationReport.silence(.widgets)               // a feature the team has accepted for now
  print(InstantSearch.migrationReport.summary())                // on demand
  try InstantSearch.migrationReport.write(to: URL(fileURLWithPath: "migration.md"))   // or .json, for a CI artifact
}
