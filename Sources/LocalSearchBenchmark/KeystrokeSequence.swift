import InstantSearchCore

/// The texts a search box holds while a user types words one character at a time ("b", "bl", …, "black",
/// "m", …).
struct KeystrokeSequence {
  /// The words typed, in order.
  let words: [String]

  /// Every prefix of every word, in typing order.
  var texts: [String] { words.flatMap { word in (1...word.count).map { String(word.prefix($0)) } } }

  /// Words of the records for typing: for each attribute, the lower-cased runs of 5 to 9 ASCII letters of its
  /// values, ranked by how many records hold them (then alphabetically); of each attribute's ranking, the words
  /// at ranks 0, `spacing`, 2 × `spacing`, … (`perAttribute` of them), so frequent and rarer words are typed.
  init(records: [JSON], attributes: [String], perAttribute: Int, spacing: Int) {
    var words: [String] = []
    for attribute in attributes {
      var holders: [String: Int] = [:]
      for record in records {
        guard let value = record[attribute]?.stringValue else { continue }
        for word in Set(Self.letterRuns(of: value)) where (5...9).contains(word.count) { holders[word, default: 0] += 1 }
      }
      let ranked = holders.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
      words += stride(from: 0, to: ranked.count, by: spacing).prefix(perAttribute).map { ranked[$0] }.filter { !words.contains($0) }
    }
    self.words = words
  }

  /// The lower-cased runs of ASCII letters of a text.
  private static func letterRuns(of text: String) -> [String] {
    text.lowercased().split { !("a"..."z").contains($0) }.map(String.init)
  }
}
