import Foundation
import InstantSearchCore
import LocalSearch

/// v1's offline client: a ``Client`` whose indices can keep a mirror on the device and answer from it when Algolia
/// cannot be reached. The mirrors live in the embedded engine; no licence is needed.
///
/// ```swift
/// let client = OfflineClient(appID: "YourApplicationID", apiKey: "YourSearchOnlyAPIKey")
/// let index = client.index(withName: "airports")
/// index.mirrored = true
/// index.dataSelectionQueries = [DataSelectionQuery(query: Query(), maxObjects: 5000)]
/// index.syncIfNeeded()
/// ```
public final class OfflineClient: Client, @unchecked Sendable {
  // @unchecked: `rootDataDir` and the index cache sit in `offlineState`, under its lock; `local` is thread-safe.

  /// The engine holding every mirror of this client.
  let local = LocalClient()
  private let offlineState: Locked<(rootDataDir: String, indices: [String: WeakMirroredIndex], offlineIndices: [String: WeakOfflineIndex])>

  /// Creates an offline client for an Algolia application.
  public override init(appID: String, apiKey: String, file: StaticString = #fileID, line: UInt = #line) {
    offlineState = Locked((OfflineClient.defaultRootDataDir, [:], [:]))
    super.init(appID: appID, apiKey: apiKey, file: file, line: line)
    recordMigration(MigrationCatalogue.offlineClient, file: file, line: line)
  }

  /// Accepted for v1 code and ignored: the embedded engine needs no licence.
  public func enableOfflineMode(licenseKey: String) {}

  /// Where mirrors keep their data: `<rootDataDir>/<appID>/<indexName>/`. The user's application support
  /// directory under `algolia` by default; set it before marking indices as mirrored.
  public var rootDataDir: String {
    get { offlineState.value.rootDataDir }
    set { offlineState.withLock { $0.rootDataDir = newValue } }
  }

  /// The index with this name, able to mirror itself; the same object while it is alive.
  public override func index(withName indexName: String) -> MirroredIndex {
    offlineState.withLock { state in
      if let index = state.indices[indexName]?.index { return index }
      let index = MirroredIndex(client: self, name: indexName)
      state.indices[indexName] = WeakMirroredIndex(index: index)
      return index
    }
  }

  /// The purely offline index with this name, kept in `<rootDataDir>/<appID>.offline/<indexName>` (apart from the
  /// mirrors, in `<rootDataDir>/<appID>/`); the same object while it is alive.
  public func offlineIndex(withName indexName: String) -> OfflineIndex {
    offlineState.withLock { state in
      if let index = state.offlineIndices[indexName]?.index { return index }
      let directory = URL(fileURLWithPath: state.rootDataDir).appendingPathComponent("\(appID).offline")
        .appendingPathComponent(indexName)
      let index = OfflineIndex(client: self, name: indexName, directory: directory)
      state.offlineIndices[indexName] = WeakOfflineIndex(index: index)
      return index
    }
  }

  /// Drops the index objects of these names from the cache, so that the next request for one makes a new object
  /// reading the device afresh.
  func forgetIndexObjects(named names: [String]) {
    offlineState.withLock { state in
      for name in names {
        state.indices[name] = nil
        state.offlineIndices[name] = nil
      }
    }
  }

  /// The data directory of one index.
  func dataDirectory(ofIndex indexName: String) -> URL {
    URL(fileURLWithPath: rootDataDir).appendingPathComponent(appID).appendingPathComponent(indexName)
  }

  private struct WeakMirroredIndex {
    weak var index: MirroredIndex?
  }

  private struct WeakOfflineIndex {
    weak var index: OfflineIndex?
  }

  /// The user's application support directory under `algolia`, or the temporary directory when there is none.
  static var defaultRootDataDir: String {
    let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return base.appendingPathComponent("algolia").path
  }
}
