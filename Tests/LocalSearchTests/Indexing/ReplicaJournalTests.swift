import Foundation
import InstantSearchCore
import XCTest

@testable import LocalSearch

/// A primary attached to a directory and its standard replica take a record change together: when either journal
/// cannot take it, neither index changes, in memory or on disk, and the next change reaches both.
final class ReplicaJournalTests: XCTestCase {
  private var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("replica-journal-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  /// An attached primary `furniture` with one standard replica, `furniture_by_price`, and the client serving both.
  private func attachedPair() throws -> (client: LocalClient, primary: LocalIndex, replica: LocalIndex) {
    let primary = try LocalIndex(
      name: "furniture", records: [["objectID": "1", "name": "oak table", "price": 300], ["objectID": "2", "name": "pine table", "price": 100]],
      settings: try IndexSettings(json: ["searchableAttributes": ["name"]]))
    try primary.attach(to: directory)
    let client = LocalClient(indices: [primary])
    _ = try client.answer(.setSettings(indexName: "furniture", settings: ["replicas": ["furniture_by_price"]], forwardToReplicas: nil))
    _ = try client.answer(.setSettings(indexName: "furniture_by_price", settings: ["customRanking": ["asc(price)"]], forwardToReplicas: nil))
    return (client, primary, try XCTUnwrap(client.index(named: "furniture_by_price")))
  }

  /// The frames of `index`'s journal file, after its header: empty when there is no file.
  private func journalFrames(_ index: LocalIndex) -> Data {
    index.journal.flatMap { FileManager.default.contents(atPath: $0.path) }.map { Data($0.dropFirst(IndexJournal.headerBytes)) } ?? Data()
  }

  /// The ids `index`, reopened from `folder`, holds.
  private func reopenedIDs(_ name: String, in folder: URL) throws -> Set<String> {
    Set(try LocalIndex(name: name, directory: folder).allRecords().compactMap { $0["objectID"]?.stringValue })
  }

  private var replicaFolder: URL { directory.appendingPathComponent("replicas/furniture_by_price", isDirectory: true) }

  func test_aReplicaThatCannotJournal_leavesThePrimaryUnchanged_andTheNextChangeReachesBoth() throws {
    let (_, primary, replica) = try attachedPair()
    // The replica's journal file is made by the first change (the failing rename), then written to.
    for injected in [StorageFaults(failing: "rename"), StorageFaults(failing: "fdatasync"), StorageFaults(failAfterBytes: 3)] {
      replica.journal?.faults = injected
      XCTAssertThrowsError(try primary.saveObjects([["objectID": "3", "name": "glass table", "price": 200]])) { error in
        XCTAssertNotNil(error as? IndexFileError, "the replica's write error: \(error)")
      }
      replica.journal?.faults = nil
      XCTAssertTrue(injected.hasFailed)
      XCTAssertNil(primary.object(withID: "3"), "the primary did not take the record")
      XCTAssertNil(replica.object(withID: "3"))
      XCTAssertEqual(journalFrames(primary), Data(), "the primary's frame was taken back")
      XCTAssertEqual(journalFrames(replica), Data())
      XCTAssertEqual(try reopenedIDs("furniture", in: directory), ["1", "2"])
      XCTAssertEqual(try reopenedIDs("furniture_by_price", in: replicaFolder), ["1", "2"])
    }

    try primary.saveObjects([["objectID": "3", "name": "glass table", "price": 200]])
    try primary.deleteObjects(withIDs: ["1"])
    XCTAssertEqual(try reopenedIDs("furniture", in: directory), ["2", "3"])
    XCTAssertEqual(try reopenedIDs("furniture_by_price", in: replicaFolder), ["2", "3"], "both journals hold both changes")
  }

  func test_aPrimaryThatCannotJournal_leavesItsReplicaUnchanged() throws {
    let (client, primary, replica) = try attachedPair()
    try primary.saveObjects([["objectID": "4", "name": "birch table", "price": 50]])
    let replicaJournal = journalFrames(replica)
    XCTAssertFalse(replicaJournal.isEmpty, "the save reached the replica's journal")
    let injected = StorageFaults(failing: "fdatasync")
    primary.journal?.faults = injected
    XCTAssertThrowsError(try client.answer(.deleteObject(indexName: "furniture", objectID: "2")))
    primary.journal?.faults = nil
    XCTAssertTrue(injected.hasFailed)
    XCTAssertNotNil(replica.object(withID: "2"))
    XCTAssertEqual(journalFrames(replica), replicaJournal, "the replica was not asked to journal the deletion")
    XCTAssertEqual(try reopenedIDs("furniture_by_price", in: replicaFolder), ["1", "2", "4"])
    XCTAssertEqual(try reopenedIDs("furniture", in: directory), ["1", "2", "4"])
  }
}
