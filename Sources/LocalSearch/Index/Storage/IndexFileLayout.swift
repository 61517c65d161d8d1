/// The fixed numbers of the index file format: magic, versions, header layout and section tags.
///
/// IndexFormat.md, beside this file, describes the format as a whole.
enum IndexFileLayout {
  /// The first 8 bytes of every index file: `\x89LSX\r\n\x1a\n`. The high first byte and the line endings detect a
  /// file copied as text; the letters name the format.
  static let magic: [UInt8] = [0x89, 0x4C, 0x53, 0x58, 0x0D, 0x0A, 0x1A, 0x0A]
  /// The layout this engine writes and the newest it reads. Version 2 added the synonyms and rules (`SYNO`, `RULE`).
  static let formatVersion: UInt32 = 2
  /// The meaning of what the sections hold (tokenising, normalisation, postings, record encoding): a file of another
  /// engine version opens by building its index again from its records.
  /// Version 2 keeps placeholder tokens (`<name>`) with their brackets.
  static let engineVersion: UInt32 = 2
  /// The size of the header.
  static let headerBytes = 64
  /// The size of a checksummed block of a section; the last block of a section may be shorter.
  static let blockBytes = 1 << 20
  /// The size of a directory entry: tag, flags, offset, length.
  static let entryBytes = 24
  /// The most sections a file may list.
  static let mostSections = 256
  /// The flag of a section a reader must know to read the file.
  static let requiredFlag: UInt32 = 1

  /// The number of checksummed blocks of a section of `length` bytes.
  static func blocks(_ length: UInt64) -> Int { Int((length + UInt64(blockBytes) - 1) / UInt64(blockBytes)) }
}

/// The sections of an index file, in the order they are written.
enum SectionTag: String, CaseIterable {
  /// Counts and the automatic-id counter.
  case meta = "META"
  /// The settings, as JSON text.
  case settings = "SETT"
  /// The synonyms, as a JSON array text (from format version 2).
  case synonyms = "SYNO"
  /// The query rules, as a JSON array text (from format version 2).
  case rules = "RULE"
  /// The numbered member names of the records.
  case keys = "KEYS"
  /// Each slot's record length.
  case lengths = "RLEN"
  /// The live records' bytes.
  case arena = "ARNA"
  /// The `objectID` table's buckets and hash seed.
  case objectIDs = "OIDS"
  /// The searchable attribute table.
  case attributes = "ATTR"
  /// The terms, front-coded.
  case terms = "TERM"
  /// Each term's posting count and byte length in `POST`.
  case postingIndex = "PIDX"
  /// The postings, delta-coded.
  case postings = "POST"
  /// The faceting entries' values and columns.
  case facets = "FACT"
  /// The records' locations.
  case geolocations = "GEOL"
  /// The sort-rank columns built when the index was saved.
  case sortColumns = "SORT"
  /// The distinct-group columns built when the index was saved.
  case distinctColumns = "DIST"

  /// The tag as the directory stores it: its four ASCII letters, first letter in the low byte.
  var code: UInt32 { rawValue.utf8.reversed().reduce(0) { $0 << 8 | UInt32($1) } }

  /// The tag of `code`, when this engine knows it.
  init?(code: UInt32) {
    guard let tag = SectionTag.allCases.first(where: { $0.code == code }) else { return nil }
    self = tag
  }

  /// The four letters of a tag code, printable or as hex.
  static func name(of code: UInt32) -> String {
    let bytes = (0..<4).map { UInt8(truncatingIfNeeded: code >> (8 * $0)) }
    guard bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return "0x" + String(code, radix: 16) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether a reader must know the section: the columns a search would build anyway and the `objectID` table,
  /// which opening builds again without it, are optional.
  var isRequired: Bool { self != .sortColumns && self != .distinctColumns && self != .objectIDs }

  /// Whether a file of `formatVersion` must list the section: the synonyms and rules came with version 2.
  func isListed(inFormat formatVersion: UInt32) -> Bool {
    isRequired && (formatVersion >= 2 || (self != .synonyms && self != .rules))
  }
}
