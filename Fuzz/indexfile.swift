// libFuzzer target: the reader of saved index files (LocalSearch's IndexFileReader and the restore behind
// `LocalIndex(name:directory:)`).
//
// Byte 0 of the input chooses how the rest is read. Bit 1 clear: the rest is a snapshot file; set: it is the journal
// of a fixed snapshot, replayed when the directory is opened. Bit 0 clear: the bytes are read as they are, so
// checksums catch most changes; set: the harness first computes every checksum again from the bytes as they are
// (block, directory and header checksums of a snapshot, header and frame checksums of a journal, where lengths
// allow), so that changes reach the structural checks behind the checksums. Reading must throw an `IndexFileError`
// or give an index; an index that opens must answer three searches, save to a new file and read back answering them
// alike, and take a change and a deletion.
// Seeds (Fuzz/corpus/indexfile/) are written by `IndexFileFuzzSeedTests` of LocalSearchTests.
import Foundation
import InstantSearchCore
@testable import LocalSearch

/// Files the harness reads and writes; one pair per process.
private let paths = (
  input: NSTemporaryDirectory() + "fuzz-indexfile-\(getpid()).lsx",
  copy: NSTemporaryDirectory() + "fuzz-indexfile-\(getpid())-copy.lsx"
)

private func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32? {
  guard offset >= 0, offset + 4 <= bytes.count else { return nil }
  return bytes[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | UInt32($1) }
}

private func uint64(_ bytes: [UInt8], _ offset: Int) -> UInt64? {
  guard offset >= 0, offset + 8 <= bytes.count else { return nil }
  return bytes[offset..<offset + 8].reversed().reduce(0) { $0 << 8 | UInt64($1) }
}

private func set(_ value: UInt32, in bytes: inout [UInt8], at offset: Int) {
  for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index))) }
}

/// Computes the file's checksums again, as far as its header and directory point inside it.
private func reseal(_ bytes: inout [UInt8]) {
  guard bytes.count >= IndexFileLayout.headerBytes, let directory = uint64(bytes, 48).flatMap({ Int(exactly: $0) }),
    let count = uint32(bytes, 56).map(Int.init), count <= 64, directory <= bytes.count
  else { return }
  var table = directory + count * IndexFileLayout.entryBytes
  var sections: [(offset: Int, length: Int)] = []
  for number in 0..<count {
    let entry = directory + number * IndexFileLayout.entryBytes
    guard let offset = uint64(bytes, entry + 8).flatMap({ Int(exactly: $0) }),
      let length = uint64(bytes, entry + 16).flatMap({ Int(exactly: $0) }), length <= bytes.count, offset <= bytes.count - length
    else { return }
    sections.append((offset, length))
  }
  for section in sections {
    for block in 0..<IndexFileLayout.blocks(UInt64(section.length)) {
      guard table + 4 <= bytes.count else { return }
      let start = section.offset + block * IndexFileLayout.blockBytes
      let end = min(section.offset + section.length, start + IndexFileLayout.blockBytes)
      set(CRC32C.checksum(Array(bytes[start..<end])), in: &bytes, at: table)
      table += 4
    }
  }
  guard table + 4 <= bytes.count else { return }
  set(CRC32C.checksum(Array(bytes[directory..<table])), in: &bytes, at: table)
  set(CRC32C.checksum(Array(bytes[..<60])), in: &bytes, at: 60)
}

/// A directory holding a fixed two-record index (the one `IndexFileFuzzSeedTests` writes its journal seeds for), and
/// the journal file of its generation, which the journal mode writes.
private let journalDirectory: (url: URL, journal: String) = {
  let url = URL(fileURLWithPath: NSTemporaryDirectory() + "fuzz-indexfile-\(getpid())-directory")
  try? FileManager.default.removeItem(at: url)
  do {
    let index = try LocalIndex(
      name: "fuzz", records: [["objectID": "1", "name": "lamp", "price": 2], ["objectID": "2", "name": "table", "price": 9]])
    try index.save(to: url)
    let generation = try IndexDirectory(url).currentGeneration()
    return (url, url.appendingPathComponent(IndexDirectory.journalName(generation)).path)
  } catch {
    fatalError("the fixed snapshot cannot be written: \(error)")
  }
}()

/// Computes a journal's header checksum and each frame's checksum again, as far as frame lengths stay inside it.
private func resealJournal(_ bytes: inout [UInt8]) {
  guard bytes.count >= 40 else { return }
  set(CRC32C.checksum(Array(bytes[..<36])), in: &bytes, at: 36)
  var offset = 40
  while let length = uint32(bytes, offset).map(Int.init), offset + 8 + length <= bytes.count {
    set(CRC32C.checksum(Array(bytes[(offset + 8)..<(offset + 8 + length)])), in: &bytes, at: offset + 4)
    offset += 8 + length
  }
}

/// The answers of three searches (a prefix with every facet, a distinct one, a geo one), as JSON text.
private func answers(_ index: LocalIndex) -> [String] {
  let client = LocalClient(indices: [index])
  let queries: [[String: JSON]] = [
    ["query": "a", "facets": ["*"], "hitsPerPage": 5],
    ["query": "", "distinct": 1, "getRankingInfo": true],
    ["query": "", "aroundLatLng": "48.85, 2.35", "aroundRadius": 1_000_000, "filters": "price > 1"],
  ]
  return queries.map { fields in
    do {
      var response = try client.answer(IndexedQuery(indexName: index.name, query: try Query(fields: fields)))
      response.processingTimeMS = 0
      let encoder = JSONEncoder()
      encoder.outputFormatting = .sortedKeys
      return String(decoding: try encoder.encode(response), as: UTF8.self)
    } catch {
      return "error: \(error)"
    }
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  guard count >= 1 else { return 0 }
  let input = UnsafeRawBufferPointer(start: start, count: count)
  var bytes = Array(input[1...])
  let isJournal = input[0] & 2 == 2
  if input[0] & 1 == 1 { isJournal ? resealJournal(&bytes) : reseal(&bytes) }
  let file = isJournal ? journalDirectory.journal : paths.input
  FileManager.default.createFile(atPath: file, contents: Data(bytes))
  let index: LocalIndex
  do {
    index = isJournal
      ? try LocalIndex(name: "fuzz", directory: journalDirectory.url, attaching: false)
      : try LocalIndex(name: "fuzz", indexFile: paths.input)
  } catch is IndexFileError {
    return 0
  } catch {
    fatalError("reading gave \(type(of: error)), not an IndexFileError: \(error)")
  }
  let before = answers(index)
  try? FileManager.default.removeItem(atPath: paths.copy)
  do {
    try index.write(toNewFile: paths.copy, generation: 1)
  } catch {
    fatalError("an index that opened cannot be written: \(error)")
  }
  let copy: LocalIndex
  do {
    copy = try LocalIndex(name: "fuzz", indexFile: paths.copy)
  } catch {
    fatalError("an index written from an opened one does not read back: \(error)")
  }
  let after = answers(copy)
  if after != before { fatalError("the written copy answers otherwise:\n\(before)\n\(after)") }
  _ = try? copy.saveObjects([["objectID": "fuzz-new", "name": "added", "price": 3]])
  _ = try? copy.deleteObjects(withIDs: ["fuzz-new", "1"])
  _ = answers(copy)
  return 0
}
