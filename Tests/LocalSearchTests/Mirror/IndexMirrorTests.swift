import Foundation
import InstantSearchCore
import InstantSearchTestKit
import TestSupport
import XCTest

@testable import LocalSearch

/// Syncing a mirror from an Algolia-like loopback server: settings and browse pages, selections, failures that
/// leave the previous mirror searchable, and the sync schedule.
final class IndexMirrorTests: XCTestCase {
  /// A clock tests move by hand.
  private final class TestClock: @unchecked Sendable {
    // @unchecked: `date` is only touched under `lock`.
    private let lock = NSLock()
    private var date = Date(timeIntervalSince1970: 1_800_000_000)
    var now: Date { lock.withLock { date } }
    func advance(by interval: TimeInterval) { lock.withLock { date += interval } }
  }

  private func client(_ server: LoopbackServer, _ index: Int = 0) throws -> AlgoliaClient {
    try AlgoliaClient(configuration: AlgoliaClient.Configuration(appID: "MIRRORAPP", apiKey: "mirror-key", hosts: [server.host(index)]))
  }

  private func mirror(_ online: SearchBackend, clock: TestClock = TestClock(), directory: URL? = nil) throws -> IndexMirror {
    guard let directory else { return IndexMirror(indexName: "places", online: online, now: { clock.now }) }
    return try IndexMirror(indexName: "places", online: online, directory: directory, now: { clock.now })
  }

  /// Runs a sync and returns its outcome and the events it fired.
  private func sync(_ mirror: IndexMirror) -> (Result<Int, MirrorError>, [String]) {
    let events = Locked<[String]>([])
    let subscription = mirror.onEvent.subscribe(with: self) { _, event in events.withLock { $0.append(Self.name(event)) } }
    defer { subscription.cancel() }
    let done = expectation(description: "synced")
    nonisolated(unsafe) var outcome: Result<Int, MirrorError>?
    mirror.sync { result in
      outcome = result
      done.fulfill()
    }
    wait(for: [done], timeout: 60)
    return (outcome ?? .failure(.noSelection), events.value)
  }

  private static func name(_ event: MirrorEvent) -> String {
    switch event {
    case .syncStarted: return "syncStarted"
    case .buildStarted: return "buildStarted"
    case .buildFinished(let error): return error == nil ? "buildFinished" : "buildFailed"
    case .syncFinished(let error): return error == nil ? "syncFinished" : "syncFailed"
    }
  }

  private func count(_ mirror: IndexMirror, filters: String? = nil) throws -> Int? {
    var query = Query()
    query.filters = filters
    return try mirror.local.answer(IndexedQuery(indexName: "places", query: query)).nbHits
  }

  func test_sync_fetchesSettingsAndEveryBrowsePage() throws {
    let server = try LoopbackServer(["mirror:2500"])
    let clock = TestClock()
    let mirror = try mirror(try client(server), clock: clock)
    mirror.selections = [MirrorSelection(query: Query(), maxObjects: 10_000)]
    XCTAssertFalse(mirror.hasOfflineData)
    let (outcome, events) = sync(mirror)
    XCTAssertEqual(try outcome.get(), 2500)
    XCTAssertEqual(events, ["syncStarted", "buildStarted", "buildFinished", "syncFinished"])
    XCTAssertTrue(mirror.hasOfflineData)
    XCTAssertEqual(mirror.lastSuccessfulSyncDate, clock.now)
    XCTAssertNil(mirror.syncError)
    XCTAssertEqual(try count(mirror), 2500)
    XCTAssertEqual(try count(mirror, filters: "country:Japan"), 833, "the fetched attributesForFaceting apply")
    let top = try mirror.local.answer(IndexedQuery(indexName: "places", query: Query("record"))).hits.first
    XCTAssertEqual(top?["objectID"], "r2499", "the fetched customRanking desc(rank) applies")
    let requests = try server.requests()
    XCTAssertEqual(requests.map(\.method), ["GET", "POST", "POST", "POST", "POST", "POST", "POST"])
    XCTAssertEqual(requests.first?.path, "/1/indexes/places/settings?getVersion=2")
    XCTAssertEqual(requests[1...3].map(\.path), ["/1/indexes/places/synonyms/search", "/1/indexes/places/synonyms/search", "/1/indexes/places/rules/search"])
    XCTAssertEqual(try JSON(data: Data(requests[2].body.utf8)), ["page": 1, "hitsPerPage": 1000], "the synonyms' second page")
    XCTAssertEqual(try JSON(data: Data(requests[4].body.utf8)), ["hitsPerPage": 1000])
    XCTAssertEqual(try JSON(data: Data(requests[5].body.utf8)), ["cursor": "1000||1000", "hitsPerPage": 1000])
  }

  func test_sync_fetchesTheSynonymsAndRules_soThatTheMirrorAnswersAsTheOnlineIndex() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mirror-extras-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let server = try LoopbackServer(["mirror:300"])
    let mirror = try mirror(try client(server), directory: directory)
    mirror.selections = [MirrorSelection(query: Query(), maxObjects: 1_000)]
    XCTAssertEqual(try sync(mirror).0.get(), 300)
    let index = try XCTUnwrap(mirror.local.index(named: "places"))
    XCTAssertEqual(index.synonyms.count, 1201, "every page of synonyms")
    XCTAssertEqual(index.rules.elements.map(\.objectID), ["featured"])
    let town = try mirror.local.answer(IndexedQuery(indexName: "places", query: Query("town 3 ")))
    let city = try mirror.local.answer(IndexedQuery(indexName: "places", query: Query("city 3 ")))
    XCTAssertEqual(town.nbHits, 43, "town finds the records of City 3 through the synonym")
    XCTAssertEqual(town.hits.map { $0["objectID"] }, city.hits.map { $0["objectID"] }, "ranked as city ranks them")
    let featured = try mirror.local.answer(IndexedQuery(indexName: "places", query: Query("featured")))
    XCTAssertEqual(featured.hits.first?["objectID"], "r5", "the rule promotes")
    XCTAssertEqual(featured.userData, [["banner": "featured"]])

    let reopened = try IndexMirror(indexName: "places", online: try client(server), directory: directory)
    XCTAssertEqual(reopened.local.index(named: "places")?.synonyms.count, 1201, "kept across launches")
    XCTAssertEqual(reopened.local.index(named: "places")?.rules.count, 1)
  }

  /// Searches running while syncs replace the mirror always see a whole mirror, the old one or the new one.
  func test_searchesDuringSyncs_seeAWholeMirror() throws {
    let server = try LoopbackServer(["mirror:600"])
    let mirror = try mirror(try client(server))
    mirror.selections = [MirrorSelection(query: Query(), maxObjects: 300)]
    XCTAssertEqual(try sync(mirror).0.get(), 300)
    let searches = DispatchGroup()
    let counts = Locked<Set<Int>>([])
    for _ in 0..<4 {
      DispatchQueue.global().async(group: searches) {
        for _ in 0..<40 {
          if let count = try? self.count(mirror) { counts.withLock { _ = $0.insert(count) } }
        }
      }
    }
    mirror.selections = [MirrorSelection(query: Query(), maxObjects: 600)]
    XCTAssertEqual(try sync(mirror).0.get(), 600)
    searches.wait()
    XCTAssertTrue(counts.value.isSubset(of: [300, 600]), "\(counts.value)")
    XCTAssertEqual(try count(mirror), 600)
  }

  func test_selections_areFetchedUpToTheirMaximumAndJoined() throws {
    let server = try LoopbackServer(["mirror:900"])
    let mirror = try mirror(try client(server))
    var france = Query()
    france.filters = "country:France"
    var japan = Query()
    japan.filters = "country:Japan"
    japan.hitsPerPage = 40
    mirror.selections = [MirrorSelection(query: france, maxObjects: 100), MirrorSelection(query: japan, maxObjects: 90)]
    XCTAssertEqual(try sync(mirror).0.get(), 190)
    XCTAssertEqual(try count(mirror, filters: "country:France"), 100)
    XCTAssertEqual(try count(mirror, filters: "country:Japan"), 90)
    XCTAssertEqual(try count(mirror, filters: "country:Peru"), 0)
    XCTAssertEqual(try server.requests().filter { $0.path.hasSuffix("/browse") }.count, 1 + 3, "one page of 100, three of 40")
  }

  func test_interruptedSync_keepsThePreviousMirrorAndReportsTheError() throws {
    let server = try LoopbackServer(["mirror:2500:failAt:5"])
    let mirror = try mirror(try client(server))
    mirror.selections = [MirrorSelection(query: Query(), maxObjects: 10_000)]
    XCTAssertEqual(try sync(mirror).0.get(), 2500)
    let synced = mirror.lastSuccessfulSyncDate
    let (outcome, events) = sync(mirror)
    guard case .failure(.online(let step, let error)) = outcome else { return XCTFail("\(outcome)") }
    XCTAssertEqual(step, "browse page 2")
    XCTAssertEqual(error.status ?? Self.lastStatus(error), 500, "the 5xx of the only host")
    XCTAssertEqual(events, ["syncStarted", "syncFailed"], "nothing was built")
    XCTAssertEqual(mirror.syncError, outcome.failure)
    XCTAssertEqual(try count(mirror), 2500, "the previous mirror still answers")
    XCTAssertEqual(mirror.lastSuccessfulSyncDate, synced)
  }

  func test_clientAndServerErrors_failTheSyncAtTheSettings() throws {
    for (behaviour, status) in [("status:403", 403), ("status:503", 503)] {
      let server = try LoopbackServer([behaviour])
      let mirror = try mirror(try client(server))
      mirror.selections = [MirrorSelection(query: Query(), maxObjects: 10)]
      let (outcome, _) = sync(mirror)
      guard case .failure(.online("settings", let error)) = outcome else { return XCTFail("\(behaviour): \(outcome)") }
      XCTAssertEqual(error.status ?? Self.lastStatus(error), status, behaviour)
      XCTAssertFalse(mirror.hasOfflineData)
      XCTAssertTrue(mirror.syncError?.description.contains("The mirror was left as it was") ?? false)
    }
  }

  /// The status of the last host's answer in an `unreachableHosts` error.
  private static func lastStatus(_ error: SearchClientError) -> Int? {
    if case .unreachableHosts(let errors) = error { return errors.last?.status }
    return nil
  }

  func test_syncWithoutSelections_isAnError() throws {
    let server = try LoopbackServer(["mirror:10"])
    let mirror = try mirror(try client(server))
    XCTAssertEqual(sync(mirror).0.failure, .noSelection)
  }

  func test_needsSync_followsTheDelayAndSelectionChanges() throws {
    let server = try LoopbackServer(["mirror:20"])
    let clock = TestClock()
    let mirror = try mirror(try client(server), clock: clock)
    mirror.selections = [MirrorSelection(query: Query(), maxObjects: 10)]
    XCTAssertTrue(mirror.needsSync, "never synced")
    XCTAssertEqual(try sync(mirror).0.get(), 10)
    XCTAssertFalse(mirror.needsSync)
    XCTAssertFalse(mirror.syncIfNeeded())
    clock.advance(by: 23 * 3600)
    XCTAssertFalse(mirror.needsSync, "within the default day")
    clock.advance(by: 2 * 3600)
    XCTAssertTrue(mirror.needsSync, "a day has passed")
    XCTAssertEqual(try sync(mirror).0.get(), 10)
    mirror.delayBetweenSyncs = 60
    clock.advance(by: 30)
    XCTAssertFalse(mirror.needsSync)
    clock.advance(by: 1)
    mirror.selections = [MirrorSelection(query: Query(), maxObjects: 15)]
    XCTAssertTrue(mirror.needsSync, "the selections changed since the last sync")
    mirror.selections = mirror.selections
    let done = expectation(description: "synced")
    XCTAssertTrue(mirror.syncIfNeeded { _ in done.fulfill() })
    wait(for: [done], timeout: 60)
    XCTAssertEqual(try count(mirror), 15)
  }

  func test_directory_keepsTheIndexSelectionsAndSyncDateAcrossLaunches() throws {
    let server = try LoopbackServer(["mirror:40"])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mirror-state-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let clock = TestClock()
    let first = try mirror(try client(server), clock: clock, directory: directory)
    var query = Query()
    query.filters = "country:Peru"
    first.selections = [MirrorSelection(query: query, maxObjects: 10)]
    XCTAssertEqual(try sync(first).0.get(), 10)
    let relaunched = try mirror(try client(server), clock: clock, directory: directory)
    XCTAssertTrue(relaunched.hasOfflineData, "the saved index is opened")
    XCTAssertNil(relaunched.openError)
    XCTAssertEqual(relaunched.selections, first.selections)
    XCTAssertEqual(relaunched.lastSuccessfulSyncDate, clock.now)
    XCTAssertFalse(relaunched.needsSync)
    for filters in [nil, "country:Peru", "country:Japan"] {
      XCTAssertEqual(try count(relaunched, filters: filters), try count(first, filters: filters), filters ?? "all")
    }
    let top = { (mirror: IndexMirror) in try mirror.local.answer(IndexedQuery(indexName: "places", query: Query("record"))).hits }
    XCTAssertEqual(try top(relaunched), try top(first), "the reopened mirror answers like the synced one")
  }

  func test_aDamagedSavedIndex_isReportedAndReplacedByTheNextSync() throws {
    let server = try LoopbackServer(["mirror:40"])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mirror-damaged-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try mirror(try client(server), directory: directory)
    first.selections = [MirrorSelection(query: Query(), maxObjects: 20)]
    XCTAssertEqual(try sync(first).0.get(), 20)
    let index = directory.appendingPathComponent("index")
    let snapshot = try XCTUnwrap(
      FileManager.default.contentsOfDirectory(atPath: index.path).first { $0.hasPrefix("snapshot") })
    let file = index.appendingPathComponent(snapshot)
    let bytes = try Data(contentsOf: file)
    try bytes.prefix(bytes.count / 2).write(to: file)
    let relaunched = try mirror(try client(server), directory: directory)
    XCTAssertFalse(relaunched.hasOfflineData)
    XCTAssertTrue("\(relaunched.openError.map { "\($0)" } ?? "")".contains(snapshot), "\(String(describing: relaunched.openError))")
    XCTAssertEqual(try sync(relaunched).0.get(), 20)
    XCTAssertNil(relaunched.openError)
    XCTAssertTrue(try mirror(try client(server), directory: directory).hasOfflineData, "the next sync saved a good copy")
  }

  func test_unreadableState_isAnError() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mirror-bad-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let stateFile = directory.appendingPathComponent("mirror.json")
    try Data("not a state".utf8).write(to: stateFile)
    XCTAssertThrowsError(try mirror(ScriptedSearchClient(), directory: directory)) { error in
      XCTAssertTrue((error as? MirrorError)?.description.hasPrefix(stateFile.path) ?? false, "\(error)")
    }
  }

  func test_buildOffline_fromFiles_andBadFilesLeaveTheMirror() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mirror-build-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let settings = directory.appendingPathComponent("settings.json")
    let objects = directory.appendingPathComponent("objects.json")
    try Data(#"{"searchableAttributes":["name"],"someFutureSetting":true,"version":2}"#.utf8).write(to: settings)
    try Data(#"[{"objectID":"a","name":"Lima"},{"objectID":"b","name":"Cusco"},{"objectID":"a","name":"Lima Centro"}]"#.utf8)
      .write(to: objects)
    let mirror = try mirror(ScriptedSearchClient())
    let built = expectation(description: "built")
    nonisolated(unsafe) var outcome: Result<Int, MirrorError>?
    mirror.buildOffline(settingsFile: settings, objectFiles: [objects]) {
      outcome = $0
      built.fulfill()
    }
    wait(for: [built], timeout: 30)
    XCTAssertEqual(try outcome?.get(), 3)
    XCTAssertEqual(try count(mirror), 2, "one record per objectID, the last content")
    XCTAssertEqual(try mirror.local.answer(IndexedQuery(indexName: "places", query: Query("centro"))).nbHits, 1)
    let failed = expectation(description: "failed")
    mirror.buildOffline(settingsFile: settings, objectFiles: [directory.appendingPathComponent("missing.json")]) {
      outcome = $0
      failed.fulfill()
    }
    wait(for: [failed], timeout: 30)
    guard case .failure(.file(let path, _))? = outcome else { return XCTFail("\(String(describing: outcome))") }
    XCTAssertTrue(path.hasSuffix("missing.json"))
    XCTAssertEqual(try count(mirror), 2, "the mirror is unchanged")
  }
}

extension Result {
  /// The error of a failure; `nil` for a success.
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
