import InstantSearch
import InstantSearchDemoKit
import XCTest

/// The demo's index kept in a cache directory: opened at the next launch, indexed again when the dataset changes or
/// the cache is damaged, and never a reason for the demo not to start.
final class CatalogueCacheTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The frames a key script draws, with the search time of the stats line left out.
  private func frames(_ catalogue: Catalogue, keys: String) throws -> [String] {
    InstantSearch.shared.configure(searcher: Searcher(index: catalogue.index))
    let screen = SearchScreen(catalogue: catalogue)
    screen.loadViewIfNeeded()
    var printed: [String] = []
    let runner = ScriptRunner(session: DemoSession(screen: screen, size: (100, 30))) { printed.append($0) }
    runner.start()
    runner.run(try KeyScript.parse(keys))
    return printed.map { $0.replacingOccurrences(of: #" in \d+ ms"#, with: "", options: .regularExpression) }
  }

  func test_airports_secondLaunchOpensTheSavedIndex_andShowsTheSameFrames() throws {
    let cache = CatalogueCache(directory: folder.appendingPathComponent("cache"))
    var lines: [String] = []
    let built = try Catalogue.airports(cache: cache) { lines.append($0) }
    guard case .built(let savedTo?) = built.provenance else { return XCTFail("first launch: \(built.provenance)") }
    XCTAssertTrue(savedTo.path.hasPrefix(cache.directory.path))
    XCTAssertEqual(lines.last, "Saved the index of airports.json to \(savedTo.path)")
    XCTAssertTrue(FileManager.default.fileExists(atPath: savedTo.appendingPathComponent("index/CURRENT").path))

    lines = []
    let opened = try Catalogue.airports(cache: cache) { lines.append($0) }
    XCTAssertEqual(opened.provenance, .opened(from: savedTo))
    XCTAssertEqual(lines, ["Opened the index of airports.json from \(savedTo.path)"])
    XCTAssertEqual(opened.recordCount, built.recordCount)
    XCTAssertEqual(opened.title, built.title)
    XCTAssertEqual(opened.numeric?.range, built.numeric?.range)
    XCTAssertEqual(opened.facet?.attribute, "country")
    let keys = "par<tab><space><tab><tab><left><left><pgdn>"
    let fromBuilt = try frames(built, keys: keys)
    XCTAssertGreaterThan(fromBuilt.count, 3)
    XCTAssertEqual(try frames(opened, keys: keys), fromBuilt, "the opened index answers every key as the built one")
  }

  func test_changedDataset_isIndexedAgain_andReplacesTheEntry() throws {
    let records = folder.appendingPathComponent("books.json")
    let settings = folder.appendingPathComponent("books_settings.json")
    try Data(#"[{"objectID": "1", "title": "Dune", "genre": "sf", "pages": 412}, {"objectID": "2", "title": "Emma", "genre": "novel", "pages": 474}]"#.utf8).write(to: records)
    try Data(#"{"searchableAttributes": ["title"], "attributesForFaceting": ["genre", "pages"]}"#.utf8).write(to: settings)
    let cache = CatalogueCache(directory: folder.appendingPathComponent("cache"))
    let first = try Catalogue.load(records: records, settings: settings, cache: cache)
    guard case .built(let entry?) = first.provenance else { return XCTFail("\(first.provenance)") }
    XCTAssertEqual(try Catalogue.load(records: records, settings: settings, cache: cache).provenance, .opened(from: entry))

    try Data(#"[{"objectID": "1", "title": "Dune", "genre": "sf", "pages": 412}, {"objectID": "3", "title": "Solaris", "genre": "sf", "pages": 204}, {"objectID": "4", "title": "Ubik", "genre": "sf", "pages": 202}]"#.utf8).write(to: records)
    var lines: [String] = []
    let changed = try Catalogue.load(records: records, settings: settings, cache: cache) { lines.append($0) }
    XCTAssertEqual(changed.provenance, .built(savedTo: entry), "the same entry is replaced")
    XCTAssertEqual(lines.first, "Indexing books.json again: the dataset changed since it was cached in \(entry.path)")
    XCTAssertEqual(changed.recordCount, 3)
    XCTAssertEqual(changed.numeric?.range, 202...412)
    let reopened = try Catalogue.load(records: records, settings: settings, cache: cache)
    XCTAssertEqual(reopened.provenance, .opened(from: entry))
    XCTAssertEqual(reopened.recordCount, 3)
    XCTAssertEqual(try frames(reopened, keys: "s"), try frames(changed, keys: "s"))

    try Data(#"{"searchableAttributes": ["genre"], "attributesForFaceting": ["genre", "pages"]}"#.utf8).write(to: settings)
    XCTAssertEqual(try Catalogue.load(records: records, settings: settings, cache: cache).provenance, .built(savedTo: entry),
      "changed settings are a changed dataset")
  }

  func test_damagedCache_isReportedAndRebuilt_andAnUnwritableOneIsOnlyReported() throws {
    let cache = CatalogueCache(directory: folder.appendingPathComponent("cache"))
    let built = try Catalogue.airports(cache: cache)
    guard case .built(let entry?) = built.provenance else { return XCTFail("\(built.provenance)") }
    let indexFolder = entry.appendingPathComponent("index")
    let snapshot = try XCTUnwrap(
      FileManager.default.contentsOfDirectory(atPath: indexFolder.path).first { $0.hasSuffix(".lsx") })
    let handle = try FileHandle(forUpdating: indexFolder.appendingPathComponent(snapshot))
    try handle.seek(toOffset: 5_000)
    try handle.write(contentsOf: Data(repeating: 0xA5, count: 16))
    try handle.close()

    var lines: [String] = []
    let rebuilt = try Catalogue.airports(cache: cache) { lines.append($0) }
    XCTAssertEqual(rebuilt.provenance, .built(savedTo: entry))
    XCTAssertTrue(lines.first?.hasPrefix("Indexing airports.json again: ") ?? false, "\(lines)")
    XCTAssertTrue(lines.first?.contains(snapshot) ?? false, "the reason names the damaged file: \(lines)")
    XCTAssertEqual(try Catalogue.airports(cache: cache).provenance, .opened(from: entry), "the rebuilt entry opens")

    let blocked = folder.appendingPathComponent("a-file")
    try Data("not a directory".utf8).write(to: blocked)
    lines = []
    let uncached = try Catalogue.airports(cache: CatalogueCache(directory: blocked)) { lines.append($0) }
    XCTAssertEqual(uncached.provenance, .built(savedTo: nil))
    XCTAssertTrue(lines.last?.hasPrefix("Could not save the index of airports.json to the cache: ") ?? false, "\(lines)")
    XCTAssertEqual(try frames(uncached, keys: "lhr"), try frames(built, keys: "lhr"))
  }

  func test_options_chooseTheCache() throws {
    XCTAssertEqual(try DemoOptions(arguments: []).cacheDirectory, CatalogueCache.defaultDirectory)
    XCTAssertEqual(try DemoOptions(arguments: ["--cache", "/tmp/x"]).cacheDirectory, URL(fileURLWithPath: "/tmp/x"))
    XCTAssertNil(try DemoOptions(arguments: ["--no-cache"]).cacheDirectory)
    XCTAssertThrowsError(try DemoOptions(arguments: ["--cache"])) { XCTAssertEqual("\($0)", "--cache needs a value") }
    XCTAssertTrue(CatalogueCache.defaultDirectory.path.hasSuffix("instantsearch-demo"))
  }
}
