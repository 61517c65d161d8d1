/// Maps a matched prefix of a normalised word back to the original characters it was folded from.
///
/// Normalisation works scalar by scalar (`Normalizer.fold`), so one original scalar may give several
/// normalised scalars (`ß` → `ss`), none (a combining mark), or the end of one word and the start of the
/// next (`½` → `1⁄2`). Spans always cover whole grapheme clusters of the original word, so `cafe` wraps all
/// of `Café` even when the accent is a separate scalar; a character is never cut, so `2` wraps all of `½`.
enum OriginalSpan {
  /// The UTF-8 offset in `utf8` (the original text `token` was read from) where the original characters
  /// covering the first `count` normalised scalars of `token` end.
  static func end(of token: Token, coveringNormalized count: Int, in utf8: [UInt8], normalizer: Normalizer) -> Int {
    end(
      of: token.originalRange, leadingScalars: token.leadingScalars, scalarCount: token.text.unicodeScalars.count,
      coveringNormalized: count, in: utf8, normalizer: normalizer)
  }

  /// The same end for a word given by its original range, its leading scalar count and the number of its
  /// normalised scalars.
  static func end(
    of originalRange: Range<Int>, leadingScalars: Int, scalarCount: Int, coveringNormalized count: Int, in utf8: [UInt8],
    normalizer: Normalizer
  ) -> Int {
    guard count < scalarCount else { return originalRange.upperBound }
    let word = String(decoding: utf8[originalRange], as: UTF8.self)
    var covered = -leadingScalars
    var offset = originalRange.lowerBound
    for character in word {
      if covered >= count { break }
      for scalar in character.unicodeScalars { covered += normalizer.fold(scalar).unicodeScalars.count }
      offset += character.utf8.count
    }
    return min(offset, originalRange.upperBound)
  }
}
