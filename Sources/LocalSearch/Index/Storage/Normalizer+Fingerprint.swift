extension Normalizer {
  /// The scalars whose folding the fingerprint covers: Latin letters with diacritics and their extensions,
  /// combining marks, Greek, Cyrillic, letter-like symbols and number forms, circled digits, ligatures and
  /// full-width letters; the ones the system's Unicode tables fold.
  private static let fingerprintScalars: [Unicode.Scalar] = [0xA0...0x24F, 0x300...0x36F, 0x370...0x3FF, 0x400...0x45F,
    0x2100...0x218F, 0x2460...0x2473, 0xFB00...0xFB06, 0xFF21...0xFF3A]
    .flatMap { $0 }.compactMap { Unicode.Scalar(UInt32($0)) }

  /// A CRC-32C of how the default normaliser folds nearly 1,000 non-ASCII scalars. Folding relies on the system's
  /// Unicode tables, which a system update may change; terms a saved index holds were folded with the tables of the
  /// process that saved it, so a saved index whose fingerprint differs is built again from its records rather than
  /// trusted.
  static let fingerprint: UInt32 = {
    let normalizer = Normalizer()
    var crc: UInt32 = 0
    for scalar in fingerprintScalars {
      var folded = Array(normalizer.fold(scalar).utf8)
      folded.append(0)
      crc = folded.withUnsafeBytes { CRC32C.checksum($0, continuing: crc) }
    }
    return crc
  }()
}
