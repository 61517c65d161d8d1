/// The `modifier(inner)` syntax shared by settings entries such as `searchable(brand)` or `desc(price)`.
///
/// Whitespace around names and paths is ignored. A bare attribute path may contain any character except
/// parentheses, so a stray or unbalanced parenthesis (`searchable(brand`, `brand)`) is always malformed.
enum ModifierSyntax {
  /// An entry split into its outer modifier and what it wraps.
  struct Wrapped: Equatable {
    let modifier: String
    let inner: String
  }

  /// Splits `name(inner)` into its parts; `nil` when the entry is not of that form.
  static func unwrap(_ entry: String) -> Wrapped? {
    let text = trimmed(entry)
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
    let name = trimmed(String(text[..<open]))
    guard !name.isEmpty, !name.contains(where: \.isWhitespace) else { return nil }
    let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
    return Wrapped(modifier: name, inner: String(inner))
  }

  /// The entry as a bare attribute path, trimmed; `nil` when it is empty or contains a parenthesis.
  static func plainPath(_ entry: String) -> String? {
    let path = trimmed(entry)
    guard !path.isEmpty, !path.contains("("), !path.contains(")") else { return nil }
    return path
  }

  /// `name(inner)`, the form settings are written back in.
  static func wrap(_ inner: String, in modifier: String) -> String {
    "\(modifier)(\(inner))"
  }

  static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }) else { return "" }
    let last = text.lastIndex(where: { !$0.isWhitespace })!
    return String(text[first...last])
  }
}
