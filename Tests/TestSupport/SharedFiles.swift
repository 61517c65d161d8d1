import Foundation
import XCTest

/// Locates the project's shared material (`../shared` beside the package root) for tests.
///
/// Datasets and recorded Algolia responses are read in place, never copied into the project. Tests that
/// need them call ``require(_:)``, which skips the test with a clear message when the folder is absent.
public enum SharedFiles {
  /// The package root, derived from this file's location.
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `shared` folder beside the package root.
  public static let sharedFolder: URL = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

  /// The URL of a file under `shared/`, e.g. `fixtures/algolia-responses/SearchResultFacets.json`.
  public static func url(_ relativePath: String) -> URL {
    sharedFolder.appendingPathComponent(relativePath)
  }

  /// The contents of a file under `shared/`.
  ///
  /// - Throws: `XCTSkip` naming the missing path when the file is not there.
  public static func require(_ relativePath: String) throws -> Data {
    let url = url(relativePath)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw XCTSkip("Shared file \(url.path) is absent: this test reads ../shared beside the package root.")
    }
    return try Data(contentsOf: url)
  }

  /// The names of the files in a folder under `shared/`, sorted.
  ///
  /// - Throws: `XCTSkip` when the folder is absent.
  public static func requireFolder(_ relativePath: String) throws -> [String] {
    let url = url(relativePath)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
      throw XCTSkip("Shared folder \(url.path) is absent: this test reads ../shared beside the package root.")
    }
    return names.sorted()
  }
}
