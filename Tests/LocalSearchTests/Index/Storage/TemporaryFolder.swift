import Foundation

/// A folder of its own under the system's temporary directory, for a test's files; removed by ``remove()``.
struct TemporaryFolder {
  let url: URL

  init(_ prefix: String) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` in the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The names of the files in the folder (or in its subfolder `name`), sorted.
  func names(in name: String? = nil) -> [String] {
    let folder = name.map { url.appendingPathComponent($0).path } ?? url.path
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  func remove() throws { try FileManager.default.removeItem(at: url) }
}
