import Foundation
import InstantSearchCore

extension LocalClient {
  /// Makes the replicas `primary` lists in its `replicas` setting, as Algolia does when the setting is set.
  ///
  /// A standard replica (`name`) is a full copy with settings of its own that gets every record change of the primary
  /// from then on; one that exists already keeps its settings and takes the primary's records. A virtual replica
  /// (`virtual(name)`) searches the primary's records with the primary's settings but for those it sets itself
  /// (``LocalIndex/virtualReplicaSettings``: its `customRanking` and `relevancyStrictness` above all); it holds no
  /// records. A new replica starts with the primary's settings. When the primary is attached to a directory, its
  /// replicas live in its `replicas` folder, each in a directory of its name, and are opened from there when they
  /// are found. An index the list no longer names is a replica no more: it keeps what it holds.
  ///
  /// - Throws: ``SearchClientError`` 400 when a replica cannot be made (a name of the primary itself, a replica
  ///   directory that does not open), with nothing changed by the failing replica.
  func makeReplicas(of primary: LocalIndex) throws {
    let entries = Self.replicaEntries(listedBy: primary)
    let previous = Set(primary.standardReplicas.map(\.name))
    var standard: [LocalIndex] = []
    do {
      for (name, isVirtual) in entries {
        guard name != primary.name, !name.isEmpty else {
          throw SearchClientError.httpError(status: 400, message: "An index cannot be its own replica: \(primary.name)")
        }
        let existing = index(named: name)
        if isVirtual {
          let replica = try existing ?? openedReplica(name, of: primary) ?? LocalIndex(name: name, settings: primary.replicaSettings())
          replica.share(recordsOf: primary)
          try attachReplica(replica, of: primary)
          serve(replica)
          continue
        }
        if let existing, previous.contains(name) {
          standard.append(existing)
          continue
        }
        let replica: LocalIndex
        if let existing {
          existing.share(recordsOf: nil)
          try existing.apply([.clear, .save(primary.allRecords())])
          replica = existing
        } else if let opened = try openedReplica(name, of: primary) {
          replica = opened
        } else {
          replica = try LocalIndex(name: name, restoring: primary.parts())
          try replica.setSettings(primary.replicaSettings())
        }
        try attachReplica(replica, of: primary)
        serve(replica)
        standard.append(replica)
      }
    } catch let error as LocalIndexError {
      throw SearchClientError.httpError(status: 400, message: error.description)
    } catch let error as IndexFileError {
      throw SearchClientError.httpError(status: 400, message: error.description)
    }
    primary.link(standardReplicas: standard)
    releaseVirtualReplicas(of: primary, keeping: Set(entries.map(\.name)))
  }

  /// The folder of `primary`'s replica `name`, when the primary is attached to a directory.
  private func replicaDirectory(_ name: String, of primary: LocalIndex) -> URL? {
    primary.attachedDirectory?.appendingPathComponent("replicas", isDirectory: true).appendingPathComponent(name, isDirectory: true)
  }

  /// The replica saved in `primary`'s replica folder, if there is one.
  private func openedReplica(_ name: String, of primary: LocalIndex) throws -> LocalIndex? {
    guard let directory = replicaDirectory(name, of: primary),
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("CURRENT").path)
    else { return nil }
    return try LocalIndex(name: name, directory: directory)
  }

  /// Attaches a replica not attached yet to its folder beside an attached primary.
  private func attachReplica(_ replica: LocalIndex, of primary: LocalIndex) throws {
    guard replica.attachedDirectory == nil, let directory = replicaDirectory(replica.name, of: primary) else { return }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try replica.attach(to: directory)
  }
}
