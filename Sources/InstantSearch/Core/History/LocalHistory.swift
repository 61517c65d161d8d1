import Foundation

/// A ``History`` of text queries kept in memory, most recent first, and optionally in a property-list file.
///
/// Texts are normalised (whitespace runs become one space, ends trimmed, lowercased). Adding a text already present
/// makes it the most recent; adding a text that merely stops inside a word of a recorded one adds nothing, and a
/// text that extends a recorded one inside a word replaces it. Prefix checks build regular expressions from the
/// texts without escaping them, as v1 did: metacharacters take effect, and a text that is not a valid pattern skips
/// its check. Meant for the main thread, as in v1.
public final class LocalHistory: NSObject, History {
  /// The recorded texts, most recent first.
  public internal(set) var contents: [String] = []

  /// How many texts are kept (10); lowering it drops the oldest at once, without saving.
  public var maxCount = 10 {
    didSet { trim() }
  }

  /// Whether ``add(_:)`` and ``clear()`` save to ``filePath`` (true); ``add(_:)`` saves in the background.
  public var autosave = true

  /// The property-list file the texts are saved to and loaded from; `nil` keeps them in memory only.
  public var filePath: String?

  /// Creates an empty history kept in memory.
  public override init() { super.init() }

  /// Creates a history kept in a file, loading the file's texts synchronously (a missing or unreadable file leaves
  /// the history empty).
  ///
  /// - Parameter filePath: The property-list file to save to and load from.
  public init(filePath: String) {
    self.filePath = filePath
    super.init()
    load()
  }

  /// Records the normalised text query of `params`, applying the recency and redundancy rules, keeps the
  /// ``maxCount`` most recent texts, then saves in the background if ``autosave`` is on and a file is set.
  ///
  /// Parameters without a query, or whose query is only whitespace, are ignored.
  public func add(_ params: SearchParameters) {
    guard let query = params.query else { return }
    let text = LocalHistory.normalize(query)
    guard !text.isEmpty else { return }
    if let existing = contents.firstIndex(of: text) {
      contents.remove(at: existing)
      contents.insert(text, at: 0)
    } else {
      insertUnlessRedundant(text)
    }
    trim()
    if autosave && filePath != nil { saveAsync() }
  }

  /// Removes every text, then saves if ``autosave`` is on and a file is set.
  public func clear() {
    contents.removeAll()
    if autosave && filePath != nil { save() }
  }

  /// Checks a new text against the recorded ones, most recent first, and stops at the first redundancy: a new
  /// text stopping inside a word of a recorded one is dropped; one extending a recorded text inside a word replaces
  /// it. Without redundancy the text becomes the most recent.
  private func insertUnlessRedundant(_ text: String) {
    let newPrefix = LocalHistory.inWordPrefixPattern(text)
    for (position, entry) in contents.enumerated() {
      if let newPrefix, newPrefix.firstMatch(in: entry, range: LocalHistory.wholeRange(of: entry)) != nil { return }
      if let entryPrefix = LocalHistory.inWordPrefixPattern(entry),
        entryPrefix.firstMatch(in: text, range: LocalHistory.wholeRange(of: text)) != nil
      {
        contents.remove(at: position)
        contents.insert(text, at: 0)
        return
      }
    }
    contents.insert(text, at: 0)
  }

  /// Drops the oldest texts beyond ``maxCount``.
  func trim() {
    let limit = max(maxCount, 0)
    if contents.count > limit { contents.removeLast(contents.count - limit) }
  }

  // MARK: Text handling

  private static let whitespaceRuns = try! NSRegularExpression(pattern: "\\s+")

  /// The form texts are stored and compared in: whitespace runs (tabs and newlines included) become one space, the
  /// ends are trimmed and letters lowercased.
  static func normalize(_ text: String) -> String {
    let spaced = whitespaceRuns.stringByReplacingMatches(in: text, range: wholeRange(of: text), withTemplate: " ")
    return spaced.trimmingCharacters(in: .whitespaces).lowercased()
  }

  /// The whole of `text` as a range of UTF-16 units, for `NSRegularExpression`.
  static func wholeRange(of text: String) -> NSRange { NSRange(location: 0, length: text.utf16.count) }

  /// A pattern matching texts that start with `prefix` where `prefix` does not end on a (Unicode) word boundary;
  /// `nil` when `prefix`, used unescaped, is not a valid pattern.
  private static func inWordPrefixPattern(_ prefix: String) -> NSRegularExpression? {
    try? NSRegularExpression(pattern: "^\(prefix)(?!\\b)", options: [.useUnicodeWordBoundaries])
  }
}
