import Foundation

/// The bytes of a dataset's records file and of its settings file, read once: fingerprinted for the cache and
/// indexed when the cache does not hold them.
struct DatasetBytes {
  /// The records file's bytes.
  let records: Data
  /// The settings file's bytes, if there is one.
  let settings: Data?

  /// Reads both files.
  ///
  /// - Throws: ``CatalogueError/unreadable(path:reason:)`` for the records file,
  ///   ``CatalogueError/badSettings(path:reason:)`` for the settings file.
  init(records url: URL, settings settingsURL: URL?) throws {
    do {
      records = try Data(contentsOf: url)
    } catch {
      throw CatalogueError.unreadable(path: url.path, reason: error.localizedDescription)
    }
    guard let settingsURL else {
      settings = nil
      return
    }
    do {
      settings = try Data(contentsOf: settingsURL)
    } catch {
      throw CatalogueError.badSettings(path: settingsURL.path, reason: error.localizedDescription)
    }
  }
}
