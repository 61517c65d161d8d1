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
    guard count < token.text.unicodeScalars.count else { return token.originalRange.upperBound }
    let word = String(decoding: utf8[token.originalRange], as: UTF8.self)
    var covered = -token.leadingScalars
    var offset = token.originalRange.lowerBound
    for character in word {
      if covered >= count { break }
      for scalar in character.unicodeScalars { covered += normalizer.fold(scalar).unicodeScalars.count }
      offset += character.utf8.count
    }
    return min(offset, token.originalRange.upperBound)
  }
}
