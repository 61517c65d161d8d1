import InstantSearchCore

/// The queries of the FTS5 comparison: for each of 200 words taken from the records' searchable text, its
/// first 1, 2 and 3 letters and the whole word, as a user types them.
///
/// Words are ASCII letters only, at least 4 long, lowercased, each taken once, from records spread evenly over
/// the dataset, so the list is the same on every run and both engines tokenise the words alike.
struct KeystrokePrefixes {
  /// A query and the class it is reported under.
  struct Entry {
    /// The query text.
    let text: String
    /// `1`, `2`, `3` (letters typed) or `word`.
    let kind: String
  }

  /// The report classes, in order.
  static let kinds = ["1", "2", "3", "word"]

  /// The queries, 4 per word.
  let entries: [Entry]

  init(records: [JSON], attributes: [String], words wanted: Int = 200) {
    var words: [String] = []
    var seen = Set<String>()
    let step = max(1, records.count / (wanted * 2))
    var start = 0
    while words.count < wanted, start < step {
      for index in stride(from: start, to: records.count, by: step) where words.count < wanted {
        var texts: [String] = []
        for attribute in attributes { Self.collect(records[index][attribute], into: &texts) }
        let candidates = texts.flatMap { $0.split { !($0.isASCII && $0.isLetter) } }.map { $0.lowercased() }
        if let word = candidates.first(where: { $0.count >= 4 && !seen.contains($0) }) {
          seen.insert(word)
          words.append(word)
        }
      }
      start += 1
    }
    entries = words.flatMap { word in
      [Entry(text: String(word.prefix(1)), kind: "1"), Entry(text: String(word.prefix(2)), kind: "2"),
       Entry(text: String(word.prefix(3)), kind: "3"), Entry(text: word, kind: "word")]
    }
  }

  private static func collect(_ value: JSON?, into texts: inout [String]) {
    switch value {
    case .string(let text)?: texts.append(text)
    case .array(let elements)?: for element in elements { collect(element, into: &texts) }
    default: break
    }
  }
}
