import Foundation

extension LocalHistory {
  /// The recorded texts in which the normalised text query of `query` starts a word, most recent first, with that
  /// first occurrence highlighted.
  ///
  /// The text is used unescaped in a regular expression (an invalid pattern matches nothing). An empty or missing
  /// query matches every recorded text, unhighlighted. Each hit's parameters hold only `query`, set to the
  /// recorded text.
  ///
  /// - Parameters:
  ///   - query: Parameters whose `query` is the text being typed.
  ///   - options: Highlighting tags and the maximum number of hits (default options: `<em>`, `</em>`, 10).
  public func search(query: SearchParameters, options: HistorySearchOptions = HistorySearchOptions()) -> [HistoryHit] {
    let text = LocalHistory.normalize(query.query ?? "")
    let wordStart: NSRegularExpression?
    if text.isEmpty {
      wordStart = nil
    } else {
      guard let pattern = try? NSRegularExpression(pattern: "\\b\(text)") else { return [] }
      wordStart = pattern
    }
    var hits: [HistoryHit] = []
    for entry in contents {
      guard hits.count < options.maxHits else { break }
      guard let wordStart else {
        hits.append(LocalHistory.hit(entry, highlightedText: entry))
        continue
      }
      guard let match = wordStart.firstMatch(in: entry, range: LocalHistory.wholeRange(of: entry)) else { continue }
      hits.append(LocalHistory.hit(entry, highlightedText: LocalHistory.highlight(match.range, of: entry, with: options)))
    }
    return hits
  }

  private static func hit(_ entry: String, highlightedText: String) -> HistoryHit {
    let params = SearchParameters()
    params.query = entry
    return HistoryHit(params: params, highlightedText: highlightedText)
  }

  /// `text` with the part at `range` wrapped in the options' tags.
  private static func highlight(_ range: NSRange, of text: String, with options: HistorySearchOptions) -> String {
    let whole = text as NSString
    let before = whole.substring(to: range.location)
    let matched = whole.substring(with: range)
    let after = whole.substring(from: range.location + range.length)
    return before + options.highlightPreTag + matched + options.highlightPostTag + after
  }
}
