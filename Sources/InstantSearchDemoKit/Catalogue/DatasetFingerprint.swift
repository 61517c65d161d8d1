import Foundation

/// What identifies a dataset's content: a 64-bit FNV-1a hash of its records file and of its settings file, so that
/// a cached index is used only for the very bytes it was built from.
struct DatasetFingerprint: Codable, Equatable {
  /// The hash of the records file, in hexadecimal.
  let records: String
  /// The hash of the settings file, in hexadecimal; empty without settings.
  let settings: String

  /// The fingerprint of a dataset's bytes.
  init(_ bytes: DatasetBytes) {
    records = DatasetFingerprint.hex(of: bytes.records)
    settings = bytes.settings.map(DatasetFingerprint.hex(of:)) ?? ""
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

}
