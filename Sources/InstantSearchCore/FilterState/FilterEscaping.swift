/// The one place where filter strings are quoted and escaped, by the core's converters and by the v1 layer.
///
/// Escaping works on Unicode scalars, the level at which the filter grammar reads quoted strings: every
/// `\` becomes `\\`, then every `"` becomes `\"`. Unescaping (`\x` → `x`) gives back the original text, so a
/// quoted name or value can never end its quoted string early, whatever it contains.
public enum FilterEscaping {
  /// `text` between double quotes, with `\` and `"` escaped.
  ///
  /// - Parameter text: An attribute name or a string value.
  /// - Returns: The quoted string, e.g. `"45\"-50\""` for `45"-50"`.
  public static func quoted(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append("\"")
    scalars.append(contentsOf: escaped(text).unicodeScalars)
    scalars.append("\"")
    return String(scalars)
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
  /// A value the engine would read as syntax is quoted with ``quoted(_:)``: one holding a space, a colon, a
  /// double quote, a backslash or a `<` (the start of a `<score=N>` suffix), one beginning with `-` (a
  /// negation), and the empty value. Any other value is written as it is. The engine reads a quoted value back
  /// verbatim, so no value can negate, score or widen the filter it is written in.
  ///
  /// - Parameter value: The facet value.
  /// - Returns: The value as written after `attribute:` (and after `-` when negated).
  public static func legacyValue(_ value: String) -> String {
    let needsQuotes =
      value.isEmpty || value.unicodeScalars.first == "-"
      || value.unicodeScalars.contains { [" ", ":", "\"", "\\", "<"].contains($0) }
    return needsQuotes ? quoted(value) : value
  }
}
