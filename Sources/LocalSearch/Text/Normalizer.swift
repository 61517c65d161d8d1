import Foundation

/// Folds text the way Algolia compares it: compatibility decomposition, combining marks removed,
/// ligatures and special letters spelled out, lower-cased, then custom replacements.
///
/// Applied identically to record text, query text and facet queries. Works one Unicode scalar at a
/// time so that every normalised character can be traced back to the original scalar it came from
/// (highlighting reports original text). ASCII takes a fast path; other scalars are folded once and cached.
struct Normalizer: Sendable {
  /// Base characters whose diacritics are kept (`keepDiacriticsOnCharacters`), compared after NFC, in
  /// both cases.
  let keptDiacritics: Set<Unicode.Scalar>
  /// `customNormalization.default` replacements, applied to the folded text of each scalar.
  let customReplacements: [String: String]

  init(keepDiacriticsOnCharacters: String = "", customReplacements: [String: String] = [:]) {
    let composed = keepDiacriticsOnCharacters.precomposedStringWithCanonicalMapping
    self.keptDiacritics = Set((composed.lowercased() + composed.uppercased()).unicodeScalars)
    self.customReplacements = customReplacements
  }

  /// The folded form of one scalar: empty for a combining mark, several scalars for `ß` or `ﬁ`.
  func fold(_ scalar: Unicode.Scalar) -> String {
    var folded: String
    if scalar.isASCII {
      folded = String(Self.lowered(scalar))
    } else if keptDiacritics.contains(scalar) {
      folded = String(scalar).lowercased()
    } else {
      folded = FoldingCache.shared.fold(scalar)
    }
    if !customReplacements.isEmpty, let replacement = customReplacements[folded] {
      folded = replacement
    }
    return folded
  }

  /// The folded form of an ASCII scalar as one scalar, without building a `String`; `nil` for a scalar
  /// outside ASCII, or when custom replacements may apply.
  func foldedASCII(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    scalar.isASCII && customReplacements.isEmpty ? Self.lowered(scalar) : nil
  }

  /// An ASCII scalar with its letter, if any, in lower case.
  private static func lowered(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    return value >= 65 && value <= 90 ? Unicode.Scalar(UInt8(value + 32)) : scalar
  }

  /// The folded form of a whole string.
  func normalize(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars { result += fold(scalar) }
    return result
  }
}

/// Process-wide cache of folded non-ASCII scalars; folding is a pure function of the scalar.
private final class FoldingCache: @unchecked Sendable {
  static let shared = FoldingCache()
  private let lock = NSLock()
  private var folded: [Unicode.Scalar: String] = [:]

  /// Letters that have no decomposition but that Algolia folds all the same.
  private static let specialFolds: [Unicode.Scalar: String] = [
    "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o", "đ": "d", "Đ": "d",
    "ł": "l", "Ł": "l", "ı": "i",
  ]

  func fold(_ scalar: Unicode.Scalar) -> String {
    if let cached = lock.withLock({ folded[scalar] }) { return cached }
    let result: String
    if let special = Self.specialFolds[scalar] {
      result = special
    } else {
      let decomposed = String(scalar).decomposedStringWithCompatibilityMapping
      let kept = decomposed.unicodeScalars.filter { $0.properties.generalCategory != .nonspacingMark }
      var text = ""
      for part in kept { text += Self.specialFolds[part] ?? String(part) }
      result = text.lowercased()
    }
    lock.withLock { folded[scalar] = result }
    return result
  }
}
