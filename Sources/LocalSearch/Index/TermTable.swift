/// The distinct words an index build has met, as normalised scalars, each numbered in the order it was first
/// added.
///
/// A word is found by hashing its scalars in an open-addressing table, so a build that meets the same word a
/// million times never makes a `String` of it. A bucket holds 32 bits of the word's hash with its id, and the
/// scalars are compared only when those bits agree. The hash starts from a seed drawn once per process, so
/// which words collide cannot be chosen in advance; the ids do not depend on it.
struct TermTable: Sendable, Equatable {
  /// The seed of every table's hash.
  private static let processSeed = UInt64.random(in: 0...UInt64.max)

  /// The seed of this table's hash.
  private let seed = TermTable.processSeed
  /// Every word's scalars, one after another, in id order.
  private var scalars: [Unicode.Scalar] = []
  /// `starts[id]..<starts[id + 1]` is the range of word `id` in ``scalars``.
  private var starts: [Int] = [0]
  /// A bucket: `hash << 32 | id + 1`; 0 when empty. At most half of the buckets are used.
  private var buckets = [UInt64](repeating: 0, count: 16)

  /// The number of words.
  var count: Int { starts.count - 1 }

  /// The scalars of word `id`.
  subscript(id: Int) -> ArraySlice<Unicode.Scalar> { scalars[starts[id]..<starts[id + 1]] }

  /// Two tables are equal when they hold the same words under the same ids.
  static func == (lhs: TermTable, rhs: TermTable) -> Bool { lhs.scalars == rhs.scalars && lhs.starts == rhs.starts }

  /// The id of the word made of `word`'s scalars, numbered next when it is new.
  mutating func id<Word: Collection<Unicode.Scalar>>(of word: Word) -> Int {
    let hash = hash(word)
    var bucket = Int(truncatingIfNeeded: hash) & (buckets.count - 1)
    while true {
      let entry = buckets[bucket]
      if entry == 0 { break }
      let id = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
      if entry >> 32 == hash, scalars[starts[id]..<starts[id + 1]].elementsEqual(word) { return id }
      bucket = (bucket + 1) & (buckets.count - 1)
    }
    let id = count
    scalars.append(contentsOf: word)
    starts.append(scalars.count)
    buckets[bucket] = hash << 32 | UInt64(id + 1)
    if count * 2 > buckets.count { grow() }
    return id
  }

  /// 32 bits of FNV-1a over the seed and the scalar values, mixed so that the low bits, which pick the bucket,
  /// depend on every scalar.
  private func hash<Word: Collection<Unicode.Scalar>>(_ word: Word) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ seed
    for scalar in word { hash = (hash ^ UInt64(scalar.value)) &* 0x0000_0100_0000_01B3 }
    hash ^= hash >> 29
    hash = hash &* 0xBF58_476D_1CE4_E5B9
    return (hash ^ hash >> 32) & 0xFFFF_FFFF
  }

  /// Doubles the buckets, placing every word again by its hash bits.
  private mutating func grow() {
    let capacity = buckets.count * 2
    var grown = [UInt64](repeating: 0, count: capacity)
    for entry in buckets where entry != 0 {
      var bucket = Int(truncatingIfNeeded: entry >> 32) & (capacity - 1)
      while grown[bucket] != 0 { bucket = (bucket + 1) & (capacity - 1) }
      grown[bucket] = entry
    }
    buckets = grown
  }
}
