import Foundation

/// Why a dataset could not be loaded; each case names the file and what is wrong with it.
public enum CatalogueError: Error, Equatable, CustomStringConvertible {
  /// A resource of the package is missing (a broken build).
  case missingResource(String)
  /// The records file cannot be read.
  case unreadable(path: String, reason: String)
  /// The records file is not JSON.
  case notJSON(path: String, reason: String)
  /// The records file is JSON but not an array of objects.
  case notRecords(path: String, reason: String)
  /// The settings file is not valid Algolia settings.
  case badSettings(path: String, reason: String)

  /// What went wrong, naming the file.
  public var description: String {
    switch self {
    case .missingResource(let name): return "the demo's resource \(name) is missing from the build"
    case .unreadable(let path, let reason): return "cannot read the records file \(path): \(reason)"
    case .notJSON(let path, let reason): return "the records file \(path) is not valid JSON: \(reason)"
    case .notRecords(let path, let reason): return "the records file \(path) is not an Algolia records file: \(reason)"
    case .badSettings(let path, let reason): return "the settings file \(path) is not valid index settings: \(reason)"
    }
  }
}
