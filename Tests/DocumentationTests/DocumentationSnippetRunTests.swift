import InstantSearch
import XCTest

/// The ported v1 tests of README.md and MigrationGuide.md are not only compiled: they run here, as the documents
/// write them.
final class DocumentationSnippetRunTests: XCTestCase {
  func test_theReadmesPortedHistoryTest_passes() {
    let history = LocalHistory()
    historyTestOnTheKit(history: history)
    XCTAssertEqual(history.contents, ["sony"])
  }

  /// The guide's screen test replays the cassette the kit's offline suite recorded (the same screen, so the same
  /// request); the Algolia credentials it is given are never used.
  func test_theGuidesPortedScreenTest_passesOnACassette() throws {
    let cassette = DocumentationSnippetTests.packageRoot
      .appendingPathComponent("Tests/InstantSearchTestKitTests/__Cassettes__/v1-products-screen.json")
    try XCTSkipUnless(FileManager.default.fileExists(atPath: cassette.path), "the offline suite's cassette is not recorded")
    try portedScreenTest(cassette: cassette, appID: "unused", apiKey: "unused")
  }
}
