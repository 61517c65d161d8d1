import Foundation
import LocalSearch

/// A directory keeping built indices between launches of the demo, one entry per dataset: the index saved by the
/// embedded engine (`index/`) and `catalogue.json`, holding the dataset's fingerprint and what the widgets show.
///
/// An entry is used only when its fingerprint is the dataset's, so a changed records or settings file is indexed
/// again and replaces the entry. `catalogue.json` is removed before the index is saved and written after, so an
/// interrupted save leaves an entry without it, which is indexed again.
public struct CatalogueCache: Sendable {
  /// The cache directory.
  public let directory: URL

  /// A cache in `directory`, created when first written.
  public init(directory: URL) {
    self.directory = directory
  }

  /// `$XDG_CACHE_HOME/instantsearch-demo`, else `~/.cache/instantsearch-demo`.
  public static var defaultDirectory: URL {
    let environment = ProcessInfo.processInfo.environment
    if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
      return URL(fileURLWithPath: base).appendingPathComponent("instantsearch-demo")
    }
    return FileManager.default.homeDirectoryForCurrentUser
      .appendingPathComponent(".cache").appendingPathComponent("instantsearch-demo")
  }

  /// What an entry held.
  enum Lookup {
    /// The entry holds this dataset; its index is open.
    case opened(LocalIndex, CatalogueLayout, entry: URL)
    /// Nothing was cached under this name.
    case missing
    /// The entry holds another version of the dataset, or cannot be read; why.
    case unusable(String)
  }

  /// The directory of the entry named `name`.
  func entry(_ name: String) -> URL { directory.appendingPathComponent(name, isDirectory: true) }

  /// Opens the entry named `name` if it holds the dataset with `fingerprint`.
  func open(_ name: String, fingerprint: DatasetFingerprint) -> Lookup {
    let entry = entry(name)
    let descriptionFile = entry.appendingPathComponent("catalogue.json")
    guard let data = try? Data(contentsOf: descriptionFile) else { return .missing }
    guard let stored = try? JSONDecoder().decode(StoredEntry.self, from: data) else {
      return .unusable("\(descriptionFile.path) cannot be read")
    }
    guard stored.fingerprint == fingerprint else { return .unusable("the dataset changed since it was cached in \(entry.path)") }
    do {
      let index = try LocalIndex(name: stored.indexName, directory: entry.appendingPathComponent("index"))
      return .opened(index, stored.layout, entry: entry)
    } catch {
      return .unusable("\(error)")
    }
  }

  /// Saves `index` and `layout` as the entry named `name`, replacing what it held.
  ///
  /// - Returns: The entry's directory.
  /// - Throws: The engine's `IndexFileError`, or Foundation's error writing `catalogue.json`.
  func store(_ index: LocalIndex, layout: CatalogueLayout, fingerprint: DatasetFingerprint, as name: String) throws -> URL {
    let entry = entry(name)
    let descriptionFile = entry.appendingPathComponent("catalogue.json")
    if FileManager.default.fileExists(atPath: descriptionFile.path) { try FileManager.default.removeItem(at: descriptionFile) }
    try index.save(to: entry.appendingPathComponent("index"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let stored = StoredEntry(fingerprint: fingerprint, indexName: index.name, layout: layout)
    try encoder.encode(stored).write(to: descriptionFile, options: .atomic)
    return entry
  }

  /// The contents of `catalogue.json`.
  private struct StoredEntry: Codable {
    let fingerprint: DatasetFingerprint
    let indexName: String
    let layout: CatalogueLayout
  }
}
