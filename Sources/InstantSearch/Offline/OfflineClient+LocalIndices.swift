import Foundation
import InstantSearchCore
import LocalSearch

// The offline SDK's operations on the data kept on the device, for mirrors (`<rootDataDir>/<appID>/<name>`) and
// purely offline indices (`<rootDataDir>/<appID>.offline/<name>`) alike: a name stands for both. The synchronous
// forms run on the calling thread; the others on a background queue, completing on ``Client/completionQueue``.
extension OfflineClient {
  /// Whether the device holds data of the index: a synced mirror, or an offline index committed or built.
  public func hasOfflineData(indexName: String) -> Bool {
    let stored = storedDirectories(of: indexName)
    let pointers = [stored[0].appendingPathComponent("index/CURRENT"), stored[1].appendingPathComponent("CURRENT")]
    return pointers.contains { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The indices with data on the device, as `{"items": [{"name": …}, …], "nbPages": 1}`, by name.
  public func listOfflineIndexesSync() throws -> [String: Any] {
    let fileManager = FileManager.default
    var names: Set<String> = []
    for parent in [mirrorsDirectory, offlineIndicesDirectory] {
      for name in (try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? [] where hasOfflineData(indexName: name) {
        names.insert(name)
      }
    }
    return ["items": names.sorted().map { ["name": $0] }, "nbPages": 1]
  }

  /// The indices with data on the device, handed to `completionHandler`.
  @discardableResult
  public func listOfflineIndexes(completionHandler: @escaping CompletionHandler) -> Operation {
    runInBackground(completionHandler) { try self.listOfflineIndexesSync() }
  }

  /// Removes the index's data from the device, mirror and offline copy both; the index objects handed out before
  /// keep what they hold in memory, and the next ``offlineIndex(withName:)`` starts empty.
  ///
  /// - Throws: ``HTTPError`` 404 `Index does not exist` when the device holds no data of it; an I/O error otherwise.
  public func deleteOfflineIndexSync(withName indexName: String) throws {
    guard hasOfflineData(indexName: indexName) else { throw HTTPError(statusCode: 404, message: "Index does not exist") }
    local.removeIndex(named: indexName)
    forgetIndexObjects(named: [indexName])
    for directory in storedDirectories(of: indexName) where FileManager.default.fileExists(atPath: directory.path) {
      try FileManager.default.removeItem(at: directory)
    }
  }

  /// Removes the index's data from the device; the content is `{"deletedAt": …}`.
  @discardableResult
  public func deleteOfflineIndex(withName indexName: String, completionHandler: CompletionHandler? = nil) -> Operation {
    runInBackground(completionHandler) {
      try self.deleteOfflineIndexSync(withName: indexName)
      return ["deletedAt": AlgoliaTimestamp.text(Date())]
    }
  }

  /// Renames the index's data on the device, replacing the destination's, mirror and offline copy both; index
  /// objects of either name handed out before keep what they hold in memory.
  ///
  /// - Throws: ``HTTPError`` 404 `Index does not exist` when the device holds no data of the source; an I/O error
  ///   otherwise, the source then left in place.
  public func moveOfflineIndexSync(from srcIndexName: String, to dstIndexName: String) throws {
    guard hasOfflineData(indexName: srcIndexName) else { throw HTTPError(statusCode: 404, message: "Index does not exist") }
    guard srcIndexName != dstIndexName else { return }
    let fileManager = FileManager.default
    local.removeIndex(named: srcIndexName)
    local.removeIndex(named: dstIndexName)
    forgetIndexObjects(named: [srcIndexName, dstIndexName])
    for (source, destination) in zip(storedDirectories(of: srcIndexName), storedDirectories(of: dstIndexName)) {
      if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
      guard fileManager.fileExists(atPath: source.path) else { continue }
      try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try fileManager.moveItem(at: source, to: destination)
    }
  }

  /// Renames the index's data on the device; the content is `{"updatedAt": …}`.
  @discardableResult
  public func moveOfflineIndex(from srcIndexName: String, to dstIndexName: String, completionHandler: CompletionHandler? = nil) -> Operation {
    runInBackground(completionHandler) {
      try self.moveOfflineIndexSync(from: srcIndexName, to: dstIndexName)
      return ["updatedAt": AlgoliaTimestamp.text(Date())]
    }
  }

  // MARK: Directories

  /// Where mirrors are kept: `<rootDataDir>/<appID>`.
  var mirrorsDirectory: URL { URL(fileURLWithPath: rootDataDir).appendingPathComponent(appID) }

  /// Where purely offline indices are kept: `<rootDataDir>/<appID>.offline`.
  var offlineIndicesDirectory: URL { URL(fileURLWithPath: rootDataDir).appendingPathComponent("\(appID).offline") }

  /// The directories of a mirror and of an offline index of that name, in that order (a mirror keeps its index in
  /// `index/` of its directory, beside its state).
  private func storedDirectories(of indexName: String) -> [URL] {
    [mirrorsDirectory.appendingPathComponent(indexName), offlineIndicesDirectory.appendingPathComponent(indexName)]
  }

  private func runInBackground(_ completionHandler: CompletionHandler?, _ body: @escaping () throws -> [String: Any]) -> Operation {
    let operation = RequestOperation()
    let queue = completionQueue
    DispatchQueue.global(qos: .userInitiated).async {
      let outcome = Result { try body() }
      operation.complete(on: queue) {
        switch outcome {
        case .success(let content): completionHandler?(content, nil)
        case .failure(let error): completionHandler?(nil, error)
        }
      }
    }
    return operation
  }
}
