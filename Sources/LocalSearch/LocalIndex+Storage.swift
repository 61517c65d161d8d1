import Foundation

extension LocalIndex {
  /// Opens the index saved in the file at `path` (``IndexFileReader``): as it was saved, or, when the file was
  /// written by another engine version or where the system folds text otherwise, built again from its records at
  /// the first search.
  ///
  /// - Throws: ``IndexFileError`` naming the file.
  convenience init(name: String, indexFile path: String) throws {
    let file = try IndexFileReader.read(path)
    do {
      try self.init(name: name, restoring: file.parts, built: file.isBuilt)
    } catch let damage as StorageDamage {
      throw IndexFileError.corrupt(file: path, section: damage.section, detail: damage.detail)
    }
  }

  /// Writes the index to a new file at `path`, as generation `generation`, flushed and closed.
  ///
  /// - Parameter faults: Failures to inject, for tests.
  /// - Throws: ``IndexFileError/unwritable(file:operation:reason:)``.
  func write(toNewFile path: String, generation: UInt64, faults: StorageFaults? = nil) throws {
    let file = try StorageFile.create(path, faults: faults)
    defer { file.close() }
    try IndexFileWriter.write(parts(), name: name, generation: generation, to: file)
    try file.sync()
  }
}
