/// Splits the plain-string form of a legacy filter parameter: `a:1,(b:2,b:3)`.
///
/// Top-level commas separate ANDed elements; an element that starts with `(` is a parenthesised comma list of
/// ORed filters, up to the matching `)`. Commas and parentheses inside a double-quoted value (a `"` right after
/// the start of an element, `:`, `-`, `(` or `,`, ignoring spaces) do not count; inside it a backslash escapes the
/// next character. Elements are trimmed; empty ones are skipped. The text is read as Unicode scalars so that no
/// mark can hide a quote inside a grapheme cluster.
enum LegacyFilterList {
  /// The groups of filters in `text`: each inner array is ORed, the groups are ANDed.
  ///
  /// - Throws: ``FilterError`` (via ``LegacyFilterParser/invalidElement(_:_:)``) for a `(` without its `)`, or text
  ///   after a `)` before the next comma.
  static func groups(in text: String, parameter: LegacyFilterParameter) throws -> [[String]] {
    let characters = Array(text.unicodeScalars)
    var groups: [[String]] = []
    var position = 0
    func skipWhitespace() {
      while position < characters.count, characters[position].properties.isWhitespace { position += 1 }
    }
    while true {
      skipWhitespace()
      guard position < characters.count else { return groups }
      if characters[position] == "(" {
        let start = position
        guard let close = scan(characters, from: position + 1, until: ")") else {
          throw LegacyFilterParser.invalidElement(String(String.UnicodeScalarView(characters[start...])), parameter)
        }
        groups.append(split(Array(characters[(start + 1)..<close])))
        position = close + 1
        skipWhitespace()
        if position < characters.count, characters[position] != "," {
          let end = scan(characters, from: position, until: ",") ?? characters.count
          throw LegacyFilterParser.invalidElement(String(String.UnicodeScalarView(characters[start..<end])), parameter)
        }
      } else {
        let end = scan(characters, from: position, until: ",") ?? characters.count
        groups.append(split(Array(characters[position..<end])))
        position = end
      }
      position += 1
    }
  }

  /// The trimmed, non-empty filters of a comma list.
  private static func split(_ characters: [Unicode.Scalar]) -> [String] {
    var filters: [String] = []
    var position = 0
    while position <= characters.count {
      let end = scan(characters, from: position, until: ",") ?? characters.count
      let filter = String(String.UnicodeScalarView(characters[position..<end])).trimmingWhitespace
      if !filter.isEmpty { filters.append(filter) }
      position = end + 1
    }
    return filters
  }

  /// The index of the first `terminator` at or after `start` outside a quoted value; `nil` when there is none.
  private static func scan(_ characters: [Unicode.Scalar], from start: Int, until terminator: Unicode.Scalar) -> Int? {
    var position = start
    var previous = characters[..<start].last { !$0.properties.isWhitespace }
    while position < characters.count {
      let character = characters[position]
      if character == terminator { return position }
      if character == "\"", previous == nil || ":-(,".unicodeScalars.contains(previous!) {
        position = endOfQuoted(characters, from: position)
        previous = "\""
        continue
      }
      if !character.properties.isWhitespace { previous = character }
      position += 1
    }
    return nil
  }

  /// The position after the quote that closes the quoted value opening at `start` (or the end of the text).
  private static func endOfQuoted(_ characters: [Unicode.Scalar], from start: Int) -> Int {
    var position = start + 1
    while position < characters.count {
      switch characters[position] {
      case "\\": position += 2
      case "\"": return position + 1
      default: position += 1
      }
    }
    return characters.count
  }
}

extension String {
  /// The string without leading and trailing whitespace.
  fileprivate var trimmingWhitespace: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
      return ""
    }
    return String(self[first...last])
  }
}
