import Foundation
import InstantSearchCore

/// One journal frame: the changes of one ``LocalIndex/apply(_:)`` call, which replay applies whole or not at all.
///
/// ```
/// length u32       the bytes after the checksum: 8 + the body's
/// crc32c u32       CRC-32C of those bytes
/// sequence u64     the frame's number: the previous frame's plus one (the first follows the snapshot's journalSequence)
/// body             varint change count (at least 1), then per change a kind byte and its payload:
///                  1 save       varint record count; per record a varint byte count and the record (RecordEncoding,
///                               member names inline, `objectID` first holding the id the save gave it); then the
///                               automatic-id counter after the save, as a varint
///                  2 delete     varint id count, the ids as strings
///                  3 settings   the settings' JSON text as a string
///                  4 clear      nothing
///                  5 synonyms   every synonym after the change, as a JSON array text (journal format 2)
///                  6 rules      every rule after the change, as a JSON array text (journal format 2)
/// ```
///
/// Records are written with their final `objectID` and the counter, so that replay assigns nothing and gives the same
/// ids whatever the order of members.
enum JournalFrame {
  /// The bytes before what the length counts: the length and the checksum.
  static let prefixBytes = 8
  /// The smallest length a frame can have: its sequence number and a one-byte change count.
  static let smallestLength = 9
  /// The fewest bytes a saved record takes in a frame: a one-byte count and the smallest record
  /// (`{"objectID": ""}` with its name inline).
  private static let smallestRecordBytes = 18

  private static let saveKind: UInt8 = 1
  private static let deleteKind: UInt8 = 2
  private static let settingsKind: UInt8 = 3
  private static let clearKind: UInt8 = 4
  private static let synonymsKind: UInt8 = 5
  private static let rulesKind: UInt8 = 6

  /// Why a list of changes has no frame.
  struct Unwritable: Error, CustomStringConvertible {
    let description: String
  }

  /// The frame holding `changes` as number `sequence`, ready to be appended.
  ///
  /// - Throws: ``Unwritable`` for settings that have no JSON text or changes of 4 GiB or more.
  static func encode(_ changes: [LocalIndex.PlannedChange], sequence: UInt64) throws -> [UInt8] {
    var body = ByteWriter()
    body.uint64(sequence)
    body.varint(changes.count)
    var scratch: [UInt8] = []
    for change in changes {
      switch change {
      case .save(let batch):
        body.byte(saveKind)
        body.varint(batch.records.count)
        for (record, objectID) in zip(batch.records, batch.objectIDs) {
          scratch.removeAll(keepingCapacity: true)
          RecordEncoding.encode(record: record.objectValue ?? [:], objectID: objectID, into: &scratch, names: .inline)
          body.varint(scratch.count)
          scratch.withUnsafeBytes { body.append($0) }
        }
        body.varint(batch.nextAutomaticID)
      case .delete(let objectIDs):
        body.byte(deleteKind)
        body.varint(objectIDs.count)
        for id in objectIDs { body.string(id) }
      case .setSettings(let settings):
        body.byte(settingsKind)
        try writeJSON(settings.json, "settings", into: &body)
      case .clear:
        body.byte(clearKind)
      case .setSynonyms(let synonyms):
        body.byte(synonymsKind)
        try writeJSON(synonyms.json, "synonyms", into: &body)
      case .setRules(let rules):
        body.byte(rulesKind)
        try writeJSON(rules.json, "rules", into: &body)
      }
    }
    guard let length = UInt32(exactly: body.bytes.count) else {
      throw Unwritable(description: "the changes take \(body.bytes.count) bytes, more than a frame holds (4 GiB)")
    }
    var frame = ByteWriter()
    frame.reserve(prefixBytes + body.bytes.count)
    frame.uint32(length)
    frame.uint32(CRC32C.checksum(body.bytes))
    body.bytes.withUnsafeBytes { frame.append($0) }
    return frame.bytes
  }

  /// Writes `json`'s text as a string.
  private static func writeJSON(_ json: JSON, _ what: String, into body: inout ByteWriter) throws {
    let text: Data
    do {
      text = try json.data()
    } catch {
      throw Unwritable(description: "the \(what) have no JSON text: \(error)")
    }
    body.varint(text.count)
    body.append(text)
  }

  /// What the bytes at an offset of a journal hold.
  enum Found: Equatable {
    /// A complete frame whose checksum holds: its sequence number, where its body lies and where it ends.
    case frame(sequence: UInt64, body: Range<Int>, end: Int)
    /// No complete frame, for the reason given: a torn write, or damage.
    case incomplete(String)
  }

  /// The frame starting at `offset` of `journal`, checked for length and checksum, without reading past the end.
  static func frame(in journal: UnsafeRawBufferPointer, at offset: Int) -> Found {
    let remaining = journal.count - offset
    guard remaining >= prefixBytes else { return .incomplete("\(remaining) bytes, fewer than a frame's length and checksum") }
    let length = Int(journal.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
    let checksum = journal.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self).littleEndian
    guard length >= smallestLength else { return .incomplete("a length of \(length) bytes, less than any frame has") }
    guard length <= remaining - prefixBytes else {
      return .incomplete("a length of \(length) bytes, running past the end of the file (\(remaining - prefixBytes) left)")
    }
    let start = offset + prefixBytes
    guard CRC32C.checksum(UnsafeRawBufferPointer(rebasing: journal[start..<start + length])) == checksum else {
      return .incomplete("checksum mismatch")
    }
    let sequence = journal.loadUnaligned(fromByteOffset: start, as: UInt64.self).littleEndian
    return .frame(sequence: sequence, body: start + 8..<start + length, end: start + length)
  }

  /// The offset of the first complete frame after `offset` whose sequence number is greater than `sequence`, if
  /// any: a frame that is not complete is a torn write only when no complete frame follows it. Only offsets whose
  /// sequence number lies within what the bytes left could number are checksummed.
  static func firstFrame(in journal: UnsafeRawBufferPointer, after offset: Int, numberedAfter sequence: UInt64) -> Int? {
    let headerBytes = prefixBytes + 8
    var candidate = offset + 1
    while candidate + headerBytes + 1 <= journal.count {
      let found = journal.loadUnaligned(fromByteOffset: candidate + prefixBytes, as: UInt64.self).littleEndian
      let most = UInt64((journal.count - candidate) / (prefixBytes + smallestLength))
      if found > sequence, found - sequence <= most, case .frame = frame(in: journal, at: candidate) { return candidate }
      candidate += 1
    }
    return nil
  }

  /// The changes of a frame's body (the bytes after its sequence number), every count and record checked before it
  /// is used.
  ///
  /// - Parameter section: The frame's name in errors ("frame 3 at offset 4096").
  /// - Throws: ``StorageDamage`` in `section`.
  static func decode(_ body: UnsafeRawBufferPointer, section: String) throws -> [LocalIndex.PlannedChange] {
    var reader = ByteReader(body, section: section)
    let count = try reader.count("a change count")
    guard count > 0 else { throw reader.damage("a frame without changes") }
    var changes: [LocalIndex.PlannedChange] = []
    changes.reserveCapacity(count)
    for _ in 0..<count {
      let kind = try reader.byte()
      switch kind {
      case saveKind:
        let records = try reader.count(elementBytes: smallestRecordBytes, "a record count")
        var batch: [JSON] = []
        var objectIDs: [String] = []
        batch.reserveCapacity(records)
        objectIDs.reserveCapacity(records)
        for _ in 0..<records {
          let bytes = try reader.bytes(try reader.count("a record's byte count"))
          let noNames = ""
          try withUnsafePointer(to: noNames) { try RecordEncoding.validate(record: bytes, names: $0, nameCount: 0, section: section) }
          guard let start = bytes.baseAddress, let length = UInt32(exactly: bytes.count) else { throw reader.damage("an empty record") }
          let record = StoredRecord(RecordSpan(start: start, count: length))
          batch.append(record.json)
          objectIDs.append(String(decoding: record.objectIDBytes ?? UnsafeRawBufferPointer(start: nil, count: 0), as: UTF8.self))
        }
        // Bounded so that assigning ids after it never overflows.
        let counter = try reader.int(atMost: Int.max / 2, "the automatic-id counter")
        changes.append(.save(RecordStore.PreparedBatch(records: batch, objectIDs: objectIDs, nextAutomaticID: counter, assignedIDs: [])))
      case deleteKind:
        let ids = try reader.count("an id count")
        changes.append(.delete(try (0..<ids).map { _ in try reader.string() }))
      case settingsKind:
        let text = try reader.utf8()
        do {
          changes.append(.setSettings(try IndexSettings(data: Data(text))))
        } catch {
          throw reader.damage("settings that do not read: \(error)")
        }
      case clearKind:
        changes.append(.clear)
      case synonymsKind:
        changes.append(.setSynonyms(try readJSON(&reader, "synonyms") { json throws(SearchClientError) in try SynonymSet(json: json) }))
      case rulesKind:
        changes.append(.setRules(try readJSON(&reader, "rules") { json throws(SearchClientError) in try RuleSet(json: json) }))
      default:
        throw reader.damage("a change of unknown kind \(kind)")
      }
    }
    try reader.expectEnd()
    return changes
  }

  /// What a JSON text string of a frame makes, read by `make`.
  private static func readJSON<Value>(_ reader: inout ByteReader, _ what: String, _ make: (JSON) throws(SearchClientError) -> Value) throws -> Value {
    let text = try reader.utf8()
    do {
      return try make(try JSON.parse(Data(text)))
    } catch {
      throw reader.damage("\(what) that do not read: \(error)")
    }
  }
}
