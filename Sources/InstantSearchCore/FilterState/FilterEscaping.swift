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

  /// A string facet value in the legacy `facetFilters` form (8.x rules).
  ///
  /// A value containing a space or a colon is quoted with ``quoted(_:)``; any other value only has its `"`
  /// written `\"`, as the 8.x core does.
  ///
  /// - Parameter value: The facet value.
  /// - Returns: The value as written after `attribute:` (and after `-` when negated).
  public static func legacyValue(_ value: String) -> String {
    if value.unicodeScalars.contains(where: { $0 == " " || $0 == ":" }) {
      return quoted(value)
    }
    var scalars = String.UnicodeScalarView()
    for scalar in value.unicodeScalars {
      if scalar == "\"" { scalars.append("\\") }
      scalars.append(scalar)
    }
    return String(scalars)
  }
}
