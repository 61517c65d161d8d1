import Foundation

/// What identifies a dataset's content: a 64-bit FNV-1a hash of its records file and of its settings file, so that
/// a cached index is used only for the very bytes it was built from.
struct DatasetFingerprint: Codable, Equatable {
  /// The hash of the records file, in hexadecimal.
  let records: String
  /// The hash of the settings file, in hexadecimal; empty without settings.
  let settings: String

  /// Hashes both files.
  ///
  /// - Throws: ``CatalogueError/unreadable(path:reason:)`` when a file cannot be read.
  init(records: URL, settings: URL?) throws {
    self.records = DatasetFingerprint.hex(of: try DatasetFingerprint.contents(of: records))
    self.settings = try settings.map { DatasetFingerprint.hex(of: try DatasetFingerprint.contents(of: $0)) } ?? ""
  }

  /// The FNV-1a hash of `data`, as 16 hexadecimal digits.
  static func hex(of data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    data.withUnsafeBytes { bytes in
      for byte in bytes {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      }
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  private static func contents(of url: URL) throws -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw CatalogueError.unreadable(path: url.path, reason: error.localizedDescription)
    }
  }
}
