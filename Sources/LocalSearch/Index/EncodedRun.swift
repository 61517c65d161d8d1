import Dispatch
import InstantSearchCore

/// A run of a batch's records encoded (``RecordEncoding``) on several threads at once, for a store that then
/// appends them to its arena in order.
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
  }

  private let parts: [Part]

  /// Encodes `records[range]` on `threads` threads, numbering member names in `keys` without adding any;
  /// the buffers of `previous`, a run no longer needed, are reused.
  ///
  /// The caller must hold off every change to `keys` until the run is made.
  init(_ records: [(objectID: String, record: JSON)], range: Range<Int>, keys: RecordKeys, threads: Int, reusing previous: EncodedRun?) {
    let bounds = (0...threads).map { range.lowerBound + range.count * $0 / threads }
    let results = ThreadResults<Part>(count: threads)
    var recycled = previous?.parts ?? []
    for thread in 0..<threads { results.store(recycled.popLast() ?? Part(), at: thread) }
    recycled = []
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      var part = results.take(thread)
      part.start = bounds[thread]
      part.bytes.removeAll(keepingCapacity: true)
      part.ends.removeAll(keepingCapacity: true)
      for (objectID, record) in records[bounds[thread]..<bounds[thread + 1]] {
        let before = part.bytes.count
        if RecordEncoding.encode(record: record.objectValue ?? [:], objectID: objectID, into: &part.bytes, keys: keys, addsNames: false) {
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

  /// Calls `body` with the index in the batch of each record of the run, in order, and its encoding; `nil`
  /// for a record left for the caller to encode.
  func forEach(_ body: (Int, UnsafeRawBufferPointer?) -> Void) {
    for part in parts {
      part.bytes.withUnsafeBytes { bytes in
        var start = 0
        for (offset, end) in part.ends.enumerated() {
          guard end >= 0 else {
            body(part.start + offset, nil)
            continue
          }
          body(part.start + offset, UnsafeRawBufferPointer(rebasing: bytes[start..<end]))
          start = end
        }
      }
    }
  }
}
