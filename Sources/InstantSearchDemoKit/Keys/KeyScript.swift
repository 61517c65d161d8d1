/// The text syntax of scripted keys: characters stand for themselves, special keys are named in angle
/// brackets: `<tab>`, `<s-tab>`, `<up>`, `<down>`, `<left>`, `<right>`, `<enter>`, `<space>`, `<esc>`, `<bs>`,
/// `<pgdn>`, `<pgup>`, `<c-c>`, and `<lt>` for a literal `<`. Line breaks are ignored.
public enum KeyScript {
  /// Why a script cannot be read.
  public struct SyntaxError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, and where.
    public let description: String
  }

  /// The names of the special keys.
  public static let names: [String: Key] = [
    "tab": .tab, "s-tab": .backTab, "up": .up, "down": .down, "left": .left, "right": .right, "enter": .enter,
    "space": .character(" "), "esc": .escape, "bs": .backspace, "pgdn": .pageDown, "pgup": .pageUp, "c-c": .interrupt,
    "lt": .character("<"),
  ]

  /// The keys a script spells, in order.
  public static func parse(_ script: String) throws -> [Key] {
    var keys: [Key] = []
    var rest = Substring(script)
    while let first = rest.first {
      rest = rest.dropFirst()
      switch first {
      case "\n", "\r": continue
      case "<":
        guard let close = rest.firstIndex(of: ">") else {
          throw SyntaxError(description: "unclosed '<' in the key script (write <lt> for a literal '<')")
        }
        let name = rest[..<close].lowercased()
        guard let key = names[name] else {
          throw SyntaxError(
            description: "unknown key <\(name)> in the key script; known: \(names.keys.sorted().map { "<\($0)>" }.joined(separator: " "))")
        }
        keys.append(key)
        rest = rest[rest.index(after: close)...]
      default: keys.append(.character(first))
      }
    }
    return keys
  }

  /// How a key is written in a script.
  public static func spelling(of key: Key) -> String {
    if case .character(let character) = key, character != " ", character != "<" { return String(character) }
    return "<\(names.first { $0.value == key }?.key ?? "?")>"
  }
}
