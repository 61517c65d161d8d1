/// The seeded hash ``ObjectIDIndex`` files `objectID`s under: a function of the id's UTF-8 bytes and a 64-bit
/// seed only, so that a saved table (`OIDS`, IndexFormat.md) finds its ids again in another process.
///
/// Each 8-byte word of the bytes (the last one zero-padded) is mixed into the state by a full 64 × 64 → 128-bit
/// multiplication folded by XOR, as wyhash does; the byte count is mixed in last. A new table takes a random seed,
/// so that which ids collide differs from table to table. `objectID`s are compared byte for byte
/// (``StoredRecord/hasObjectID(_:)``), so hashing the bytes rather than the `String` agrees with that equality.
struct ObjectIDHash: Sendable, Equatable {
  /// The seed every hash starts from.
  let seed: UInt64

  /// A hash seeded with `seed`.
  init(seed: UInt64) { self.seed = seed }

  /// A hash with a random seed.
  static func random() -> ObjectIDHash { ObjectIDHash(seed: UInt64.random(in: .min ... .max)) }

  /// The odd constants of the mixing steps (wyhash's secrets).
  private static let first: UInt64 = 0xA076_1D64_78BD_642F
  private static let second: UInt64 = 0xE703_7ED1_A0B4_28DB

  /// The high and low halves of `a × b`, XORed.
  @inline(__always)
  private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let product = a.multipliedFullWidth(by: b)
    return product.high ^ product.low
  }

  /// The hash of the UTF-8 bytes `bytes`.
  func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var state = seed ^ Self.first
    var offset = 0
    let count = bytes.count
    while count - offset >= 8 {
      state = Self.fold(state ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)), Self.second)
      offset += 8
    }
    if offset < count {
      var last: UInt64 = 0
      for shift in 0..<(count - offset) { last |= UInt64(bytes[offset + shift]) << (8 * UInt64(shift)) }
      state = Self.fold(state ^ last, Self.second)
    }
    return Self.fold(state ^ UInt64(count), Self.first)
  }

  /// The hash of `id`'s UTF-8 bytes.
  func hash(_ id: String) -> UInt64 {
    var id = id
    return id.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
  }
}
