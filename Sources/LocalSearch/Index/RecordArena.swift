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
  /// The number of bytes loaded at the start of the first chunk when the arena was made.
  private var loadedCount = 0

  /// An empty arena whose records number member names in `keys`.
  init(keys: RecordKeys = RecordKeys()) {
    self.keys = keys
  }

  /// An arena whose first `byteCount` bytes, as `fill` writes them, are the records of a saved index; they lie in
  /// one chunk with room for ``chunkSize`` bytes at least, which records appended later go on filling.
  ///
  /// - Parameter fill: Writes the bytes; when it throws, so does the initialiser.
  init(keys: RecordKeys, loading byteCount: Int, fill: (UnsafeMutableRawBufferPointer) throws -> Void) rethrows {
    self.keys = keys
    let size = max(Self.chunkSize, byteCount)
    let chunk = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    chunks = [chunk]
    free = chunk + byteCount
    freeCount = size - byteCount
    usedBytes = byteCount
    loadedCount = byteCount
    try fill(UnsafeMutableRawBufferPointer(start: chunk, count: byteCount))
  }

  deinit {
    for chunk in chunks { chunk.deallocate() }
  }

  /// The bytes the arena was made with (``init(keys:loading:fill:)``); empty for an arena made empty.
  var loadedBytes: UnsafeRawBufferPointer {
    guard let first = chunks.first else { return UnsafeRawBufferPointer(start: nil, count: 0) }
    return UnsafeRawBufferPointer(start: first, count: loadedCount)
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
