/// Append-only memory for encoded records (``RecordEncoding``), in chunks that never move.
///
/// Bytes, once written, never change and stay where they are until the arena is released, so any number of
/// threads may read a record while another appends: a reader only reads bytes behind a ``RecordSpan`` it was
/// given, and an append only writes bytes no span covers yet.
final class RecordArena: @unchecked Sendable {  // appends run under the owning index's lock; written bytes are immutable
  /// The size of a chunk; a larger record gets a chunk of its own.
  static let chunkSize = 1 << 20

  /// The member names the records number.
  let keys: RecordKeys
  private var chunks: [UnsafeMutableRawPointer] = []
  private var free: UnsafeMutableRawPointer?
  private var freeCount = 0
  /// The bytes of every record appended, live or not.
  private(set) var usedBytes = 0

  /// An empty arena whose records number member names in `keys`.
  init(keys: RecordKeys = RecordKeys()) {
    self.keys = keys
  }

  deinit {
    for chunk in chunks { chunk.deallocate() }
  }

  /// Copies `bytes` in; the span that reads them back.
  func append(_ bytes: UnsafeRawBufferPointer) -> RecordSpan {
    if bytes.count > freeCount {
      let size = max(Self.chunkSize, bytes.count)
      let chunk = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
      chunks.append(chunk)
      free = chunk
      freeCount = size
    }
    let start = free!
    if let source = bytes.baseAddress { start.copyMemory(from: source, byteCount: bytes.count) }
    free = start + bytes.count
    freeCount -= bytes.count
    usedBytes += bytes.count
    return RecordSpan(start: UnsafeRawPointer(start), count: UInt32(bytes.count))
  }
}

/// Where one encoded record lies in a ``RecordArena``.
struct RecordSpan: @unchecked Sendable {  // points at arena bytes that never change while the arena lives
  let start: UnsafeRawPointer
  let count: UInt32
}
