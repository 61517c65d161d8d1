import Dispatch
import InstantSearchCore

/// A run of a batch's records encoded (``RecordEncoding``) on several threads at once, with their ids' hashes,
/// for a store that then appends them to its arena in order.
///
/// Each thread encodes a contiguous part of the run into a buffer of its own. Member names are numbered only
/// when the arena's ``RecordKeys`` already hold them: a record with a name the keys would add is left
/// unencoded, for the store to encode in order, adding the name. Names are thus numbered as one pass over the
/// records in order numbers them, and every record gets the bytes that pass would give it.
struct EncodedRun {
  /// The most records in a run; it bounds the memory the encodings take before they are appended.
  static let length = 4_096
  /// The fewest records of a batch worth encoding on several threads.
  static let smallestParallelBatch = 1_024

  /// One thread's part of the run: the encodings of consecutive records, end to end.
  private struct Part {
    /// The index in the batch of the part's first record.
    var start = 0
    var bytes: [UInt8] = []
    /// Per record: where its bytes end in ``bytes``; -1 for a record left unencoded.
    var ends: [Int] = []
    /// Per record: its id's hash (``ObjectIDIndex/hash(_:)``).
    var idHashes: [UInt64] = []
  }

  private let parts: [Part]

  /// Encodes `records[range]` on `threads` threads, numbering member names as `keys` number them now without
  /// adding any, and hashes their ids as `ids` does; the buffers of `previous`, a run no longer needed, are reused.
  init(_ batch: RecordStore.PreparedBatch, range: Range<Int>, keys: RecordKeys, ids: ObjectIDIndex, threads: Int, reusing previous: EncodedRun?) {
    let bounds = (0...threads).map { range.lowerBound + range.count * $0 / threads }
    let results = ThreadResults<Part>(count: threads)
    var recycled = previous?.parts ?? []
    for thread in 0..<threads { results.store(recycled.popLast() ?? Part(), at: thread) }
    recycled = []
    let known = keys.known
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      var part = results.take(thread)
      part.start = bounds[thread]
      part.bytes.removeAll(keepingCapacity: true)
      part.ends.removeAll(keepingCapacity: true)
      part.idHashes.removeAll(keepingCapacity: true)
      for index in bounds[thread]..<bounds[thread + 1] {
        let objectID = batch.objectIDs[index]
        part.idHashes.append(ids.hash(objectID))
        let before = part.bytes.count
        if RecordEncoding.encode(record: batch.records[index].objectValue ?? [:], objectID: objectID, into: &part.bytes, names: .known(known)) {
          part.ends.append(part.bytes.count)
        } else {
          part.bytes.removeLast(part.bytes.count - before)
          part.ends.append(-1)
        }
      }
      results.store(part, at: thread)
    }
    parts = (0..<threads).map { results.take($0) }
  }

  /// Calls `body` with the index in the batch of each record of the run, in order, its encoding (`nil` for a
  /// record left for the caller to encode) and its id's hash (``ObjectIDIndex/hash(_:)``).
  func forEach(_ body: (Int, UnsafeRawBufferPointer?, UInt64) -> Void) {
    for part in parts {
      part.bytes.withUnsafeBytes { bytes in
        var start = 0
        for (offset, end) in part.ends.enumerated() {
          guard end >= 0 else {
            body(part.start + offset, nil, part.idHashes[offset])
            continue
          }
          body(part.start + offset, UnsafeRawBufferPointer(rebasing: bytes[start..<end]), part.idHashes[offset])
          start = end
        }
      }
    }
  }
}
