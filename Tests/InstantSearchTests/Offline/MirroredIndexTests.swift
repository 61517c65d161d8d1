import Foundation
import InstantSearch
import TestSupport
import XCTest

/// v1's `OfflineClient` and `MirroredIndex` against an Algolia-like loopback server: syncing, answering offline
/// when the network is down, the strategies, manual builds, notifications and the state kept between launches.
final class MirroredIndexTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("offline-\(UUID().uuidString)")
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: directory)
  }

  private func offlineClient(_ server: LoopbackServer, _ port: Int = 0) -> OfflineClient {
    let client = OfflineClient(appID: "OFFLINEAPP", apiKey: "offline-key")
    client.enableOfflineMode(licenseKey: "any licence: none is needed")
    client.readHosts = [server.host(port)]
    client.rootDataDir = directory.path
    return client
  }

  /// Syncs and waits for `SyncDidFinishNotification`; returns its error, if any, after checking the notifications
  /// posted on the way.
  private func sync(_ index: MirroredIndex, file: StaticString = #filePath, line: UInt = #line) -> Error? {
    var names: [Notification.Name] = []
    let observers = [
      MirroredIndex.SyncDidStartNotification, MirroredIndex.BuildDidStartNotification,
      MirroredIndex.BuildDidFinishNotification, MirroredIndex.SyncDidFinishNotification,
    ].map { name in
      NotificationCenter.default.addObserver(forName: name, object: index, queue: nil) { names.append($0.name) }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    var finished: Notification?
    let done = expectation(forNotification: MirroredIndex.SyncDidFinishNotification, object: index) { notification in
      finished = notification
      return true
    }
    index.sync()
    wait(for: [done], timeout: 60)
    let error = finished?.userInfo?[MirroredIndex.errorKey] as? Error
    let expected: [Notification.Name] = error == nil
      ? [MirroredIndex.SyncDidStartNotification, MirroredIndex.BuildDidStartNotification, MirroredIndex.BuildDidFinishNotification,
        MirroredIndex.SyncDidFinishNotification]
      : [MirroredIndex.SyncDidStartNotification, MirroredIndex.SyncDidFinishNotification]
    XCTAssertEqual(names, expected, file: file, line: line)
    return error
  }

  func test_defaults() throws {
    let server = try LoopbackServer(["mirror:10"])
    let index = offlineClient(server).index(withName: "places")
    XCTAssertFalse(index.mirrored)
    XCTAssertEqual(index.requestStrategy, .fallbackOnFailure)
    XCTAssertEqual(index.offlineFallbackTimeout, 1)
    XCTAssertEqual(index.delayBetweenSyncs, 24 * 60 * 60)
    XCTAssertEqual(MirroredIndex.defaultDelayBetweenSyncs, 24 * 60 * 60)
    XCTAssertTrue(index.client === index.offlineClient)
    XCTAssertTrue(index.offlineClient.index(withName: "places") === index)
  }

  func test_sync_thenAnswersOnlineWhileItCan_andFromTheMirrorWhenTheNetworkIsDown() throws {
    let server = try LoopbackServer(["mirror:60", "refuse"])
    let client = offlineClient(server)
    let index = client.index(withName: "places")
    index.mirrored = true
    index.dataSelectionQueries = [DataSelectionQuery(query: Query(), maxObjects: 100)]
    XCTAssertFalse(index.hasOfflineData)
    XCTAssertNil(sync(index))
    XCTAssertTrue(index.hasOfflineData)
    XCTAssertNotNil(index.lastSuccessfulSyncDate)
    XCTAssertNil(index.syncError)

    let online = completion { index.search(Query(query: "record"), completionHandler: $0) }
    XCTAssertEqual(online.content?[MirroredIndex.jsonKeyOrigin] as? String, MirroredIndex.jsonValueOriginRemote)

    client.readHosts = [server.host(1)]
    let fallback = completion { index.search(Query(query: "record"), completionHandler: $0) }
    XCTAssertNil(fallback.error)
    XCTAssertEqual(fallback.content?[MirroredIndex.jsonKeyOrigin] as? String, MirroredIndex.jsonValueOriginLocal)
    XCTAssertEqual(fallback.content?["nbHits"] as? Int, 60)

    let record = completion { index.getObject(withID: "r7", attributesToRetrieve: ["country"], completionHandler: $0) }
    XCTAssertEqual(record.content?["country"] as? String, "Japan")
    XCTAssertEqual(record.content?["origin"] as? String, "local")

    index.requestStrategy = .onlineOnly
    XCTAssertNotNil(completion { index.search(Query(), completionHandler: $0) }.error, "online only: the failure is the answer")
  }

  func test_aV1SearcherOnAMirroredIndex_worksUnchanged() throws {
    let server = try LoopbackServer(["mirror:30", "refuse"])
    let client = offlineClient(server)
    let index = client.index(withName: "places")
    index.mirrored = true
    var japan = Query()
    japan.filters = "country:Japan"
    index.addDataSelectionQuery(DataSelectionQuery(query: japan, maxObjects: 1000))
    XCTAssertNil(sync(index))
    client.readHosts = [server.host(1)]
    let searcher = V1Searcher(index: index)
    searcher.params.setFacet(withName: "country", disjunctive: true)
    searcher.params.addFacetRefinement(name: "country", value: "Japan")
    let results = awaitNextResults(of: searcher) { searcher.search() }
    XCTAssertEqual(results?.nbHits, 10)
    XCTAssertEqual(results?.facets(name: "country"), ["Japan": 10])
  }

  func test_explicitSides_andOfflineOnlyBeforeAnySync() throws {
    let server = try LoopbackServer(["mirror:12"])
    let index = offlineClient(server).index(withName: "places")
    index.mirrored = true
    index.requestStrategy = .offlineOnly
    let early = completion { index.search(Query(), completionHandler: $0) }
    XCTAssertEqual((early.error as? HTTPError)?.statusCode, 404)
    XCTAssertEqual((early.error as? HTTPError)?.message, "No offline data for index `places`: sync its mirror or build it first")
    index.dataSelectionQueries = [DataSelectionQuery(query: Query(), maxObjects: 5)]
    XCTAssertNil(sync(index))
    XCTAssertEqual(completion { index.searchOffline(Query(), completionHandler: $0) }.content?["nbHits"] as? Int, 5)
    XCTAssertEqual(completion { index.searchOnline(Query(), completionHandler: $0) }.content?["origin"] as? String, "remote")
    let page = completion { index.browseMirror(query: Query(), completionHandler: $0) }.content
    XCTAssertEqual((page?["hits"] as? [Any])?.count, 5)
    let records = completion { index.getObjectsOffline(withIDs: ["r1", "r100"], completionHandler: $0) }.content
    XCTAssertTrue((records?["results"] as? [Any])?.last is NSNull)
  }

  func test_failedSync_setsSyncError_andPostsIt() throws {
    let server = try LoopbackServer(["status:403"])
    let index = offlineClient(server).index(withName: "places")
    index.mirrored = true
    index.dataSelectionQueries = [DataSelectionQuery(query: Query(), maxObjects: 5)]
    let error = sync(index)
    XCTAssertNotNil(error)
    XCTAssertEqual(error.map { "\($0)" }, index.syncError.map { "\($0)" })
    XCTAssertTrue("\(error.map { "\($0)" } ?? "")".contains("403"))
    XCTAssertFalse(index.hasOfflineData)
  }

  func test_mirrorSelectionsAndSyncDate_surviveARelaunch() throws {
    let server = try LoopbackServer(["mirror:20"])
    let first = offlineClient(server).index(withName: "places")
    first.mirrored = true
    first.dataSelectionQueries = [DataSelectionQuery(query: Query(query: "record 1"), maxObjects: 7)]
    XCTAssertNil(sync(first))
    let relaunched = offlineClient(server).index(withName: "places")
    relaunched.mirrored = true
    XCTAssertEqual(relaunched.dataSelectionQueries, first.dataSelectionQueries)
    XCTAssertEqual(relaunched.dataSelectionQueries.first?.query.query, "record 1")
    XCTAssertEqual(relaunched.lastSuccessfulSyncDate, first.lastSuccessfulSyncDate)
    XCTAssertNil(relaunched.stateError)
    XCTAssertTrue(relaunched.hasOfflineData, "the synced index was saved and is opened again")
    let offline = completion { relaunched.searchOffline(Query(), completionHandler: $0) }.content
    XCTAssertEqual(offline?["nbHits"] as? Int, 7)
  }

  func test_unreadableState_isSetAsideAndReported() throws {
    let server = try LoopbackServer(["mirror:20"])
    let state = directory.appendingPathComponent("OFFLINEAPP/places/mirror.json")
    try FileManager.default.createDirectory(at: state.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{broken".utf8).write(to: state)
    let index = offlineClient(server).index(withName: "places")
    index.mirrored = true
    XCTAssertNotNil(index.stateError)
    XCTAssertEqual(index.dataSelectionQueries, [])
    XCTAssertEqual(try String(contentsOf: state.appendingPathExtension("unreadable"), encoding: .utf8), "{broken")
  }

  func test_buildOffline_fromFiles_postsBuildNotifications() throws {
    let server = try LoopbackServer(["refuse"])
    let index = offlineClient(server).index(withName: "places")
    index.mirrored = true
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let settings = directory.appendingPathComponent("settings.json")
    let objects = directory.appendingPathComponent("objects.json")
    try Data(#"{"searchableAttributes":["name"],"attributesForFaceting":["country"]}"#.utf8).write(to: settings)
    try Data(#"[{"objectID":"1","name":"Lima","country":"Peru"},{"objectID":"2","name":"Kyoto","country":"Japan"}]"#.utf8).write(to: objects)
    let started = expectation(forNotification: MirroredIndex.BuildDidStartNotification, object: index)
    let finished = expectation(forNotification: MirroredIndex.BuildDidFinishNotification, object: index) {
      $0.userInfo?[MirroredIndex.errorKey] == nil
    }
    let built = completion { index.buildOffline(settingsFile: settings.path, objectFiles: [objects.path], completionHandler: $0) }
    wait(for: [started, finished], timeout: 30)
    XCTAssertEqual(built.content?["objectCount"] as? Int, 2)
    XCTAssertTrue(index.hasOfflineData)
    let answer = completion { index.search(Query(query: "kyoto"), completionHandler: $0) }
    XCTAssertEqual(answer.content?["origin"] as? String, "local", "the network is down: the built mirror answers")
    XCTAssertEqual(answer.content?["nbHits"] as? Int, 1)
    let failed = completion { index.buildOffline(settingsFile: settings.path + ".missing", objectFiles: [], completionHandler: $0) }
    XCTAssertNotNil(failed.error)
    XCTAssertEqual(completion { index.searchOffline(Query(), completionHandler: $0) }.content?["nbHits"] as? Int, 2, "unchanged")
  }
}
