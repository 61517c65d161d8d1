/// The one place where filter strings are quoted and escaped, by the core's converters and by the v1 layer.
///
/// Escaping works on Unicode scalars, the level at which the filter grammar reads quoted strings: every
/// `\` becomes `\\`, then every `"` becomes `\"`, and the `<` of a trailing `<score=N>` becomes `\<`.
/// Unescaping (`\x` → `x`) gives back the original text, so a quoted name or value can never end its quoted
/// string early or score its filter, whatever it contains.
public enum FilterEscaping {
  /// `text` between double quotes, with `\` and `"` escaped, and the score, when there is one, inside the
  /// quotes after the text, where InstantSearch 7.27.1 writes a facet value's score (`"sony<score=3>"`).
  ///
  /// A text that itself ends with a score's text has the `<` of that text escaped too (`"a\<score=9>"`): the
  /// engine reads a score only from an unescaped `<` right before the closing quote, so no name or value can
  /// score the filter it is written in.
  ///
  /// - Parameters:
  ///   - text: An attribute name or a value (a number or boolean as its description).
  ///   - score: A facet filter's score; `nil` for none.
  /// - Returns: The quoted string, e.g. `"45\"-50\""` for `45"-50"`.
  public static func quoted(_ text: String, score: Int? = nil) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append("\"")
    scalars.append(contentsOf: escaped(text).unicodeScalars)
    if let suffix = trailingScoreStart(of: scalars) { scalars.insert("\\", at: suffix) }
    if let score { scalars.append(contentsOf: "<score=\(score)>".unicodeScalars) }
    scalars.append("\"")
    return String(scalars)
  }

  /// Where a trailing `<score=digits>` of `scalars` starts; `nil` when they do not end with one.
  static func trailingScoreStart(of scalars: String.UnicodeScalarView) -> String.UnicodeScalarView.Index? {
    guard scalars.last == ">" else { return nil }
    var index = scalars.index(before: scalars.endIndex)
    var digits = 0
    while index > scalars.startIndex {
      let before = scalars.index(before: index)
      guard ("0"..."9").contains(scalars[before]) else { break }
      index = before
      digits += 1
    }
    let prefix = "<score=".unicodeScalars
    guard digits > 0, scalars.distance(from: scalars.startIndex, to: index) >= prefix.count else { return nil }
    let start = scalars.index(index, offsetBy: -prefix.count)
    return scalars[start..<index].elementsEqual(prefix) ? start : nil
  }

  /// `text` with every `\` replaced by `\\`, then every `"` by `\"`.
  ///
  /// - Parameter text: The text to escape.
  /// - Returns: The escaped text, without surrounding quotes.
  public static func escaped(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar == "\\" || scalar == "\"" { scalars.append("\\") }
      scalars.append(scalar)
    }
    return String(scalars)
  }

  /// A string facet or tag value in the legacy `facetFilters` form.
  ///
  /// A value the engine would read as syntax is put between double quotes with `\` and `"` escaped
  /// (``escaped(_:)``): one holding a space, a colon, a double quote, a backslash or a `<` (the start of a
  /// `<score=N>` suffix), one beginning with `-` (a negation), and the empty value. Any other value is written
  /// as it is. The engine reads a quoted value back verbatim, and a legacy score only follows the closing quote,
  /// so no value can negate, score or widen the filter it is written in.
  ///
  /// - Parameter value: The facet value.
  /// - Returns: The value as written after `attribute:` (and after `-` when negated).
  public static func legacyValue(_ value: String) -> String {
    let needsQuotes =
      value.isEmpty || value.unicodeScalars.first == "-"
      || value.unicodeScalars.contains { [" ", ":", "\"", "\\", "<"].contains($0) }
    return needsQuotes ? "\"" + escaped(value) + "\"" : value
  }
}
