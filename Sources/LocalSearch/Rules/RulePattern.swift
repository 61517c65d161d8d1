import InstantSearchCore

/// A condition's pattern as the query is matched against it: normalised words and `{facet:attribute}` placeholders.
struct RulePattern: Sendable {
  /// One piece of a pattern.
  enum Piece: Hashable, Sendable {
    /// A word the query must hold.
    case word(String)
    /// Any value of the facet, as one or several consecutive query words.
    case facet(String)
  }

  /// Where a pattern matched a query: the query words it covers, and the facet values its placeholders took.
  struct Match: Sendable {
    /// The query words covered.
    let range: Range<Int>
    /// Per facet attribute, the values matched, in query order.
    let facetValues: [String: [String]]
    /// The query words each placeholder covered, by attribute.
    let facetRanges: [String: [Range<Int>]]
    /// Whether the pattern holds a placeholder.
    let hasFacet: Bool
  }

  let pieces: [Piece]

  /// The pattern of `text`, split and normalised by `tokenizer` outside its placeholders.
  init(_ text: String, tokenizer: Tokenizer) {
    var pieces: [Piece] = []
    var rest = Substring(text)
    while let open = rest.range(of: "{facet:") {
      pieces += tokenizer.words(String(rest[..<open.lowerBound])).map(Piece.word)
      guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
        rest = rest[open.lowerBound...]
        break
      }
      pieces.append(.facet(String(rest[open.upperBound..<close])))
      rest = rest[rest.index(after: close)...]
    }
    pieces += tokenizer.words(String(rest)).map(Piece.word)
    self.pieces = pieces
  }

  /// The facet attributes the pattern's placeholders name.
  var facetAttributes: [String] {
    pieces.compactMap { if case .facet(let attribute) = $0 { return attribute } else { return nil } }
  }

  /// Where the pattern matches `query` as `anchoring` asks, the earliest and then longest match first; `nil`
  /// when it does not.
  ///
  /// - Parameters:
  ///   - equivalent: Whether a query word stands for a pattern word (the word itself, or an alternative of it).
  ///   - facetValues: Per attribute, its values by their normalised words.
  func match(
    _ query: [String], anchoring: Rule.Anchoring, equivalent: (String, String) -> Bool, facetValues: [String: [[String]: String]]
  ) -> Match? {
    if pieces.isEmpty { return anchoring == .is && query.isEmpty ? Match(range: 0..<0, facetValues: [:], facetRanges: [:], hasFacet: false) : nil }
    let starts: [Int]
    switch anchoring {
    case .is, .startsWith: starts = [0]
    case .endsWith, .contains: starts = Array(query.indices)
    }
    for start in starts {
      for match in matches(query, from: start, piece: 0, equivalent: equivalent, facetValues: facetValues) {
        switch anchoring {
        case .is, .endsWith: if match.range.upperBound == query.count { return match }
        case .startsWith, .contains: return match
        }
      }
    }
    return nil
  }

  /// Every way the pieces from `piece` on match the query from `start`, longest first.
  private func matches(
    _ query: [String], from start: Int, piece: Int, equivalent: (String, String) -> Bool, facetValues: [String: [[String]: String]]
  ) -> [Match] {
    guard piece < pieces.count else { return [Match(range: start..<start, facetValues: [:], facetRanges: [:], hasFacet: false)] }
    var found: [Match] = []
    func extend(_ rest: [Match], covering range: Range<Int>, attribute: String?, value: String?) {
      for tail in rest {
        var values = tail.facetValues
        var ranges = tail.facetRanges
        if let attribute, let value {
          values[attribute, default: []].insert(value, at: 0)
          ranges[attribute, default: []].insert(range, at: 0)
        }
        found.append(Match(
          range: range.lowerBound..<max(range.upperBound, tail.range.upperBound), facetValues: values, facetRanges: ranges,
          hasFacet: tail.hasFacet || attribute != nil))
      }
    }
    switch pieces[piece] {
    case .word(let word):
      guard start < query.count, equivalent(query[start], word) else { return [] }
      extend(matches(query, from: start + 1, piece: piece + 1, equivalent: equivalent, facetValues: facetValues), covering: start..<start + 1, attribute: nil, value: nil)
    case .facet(let attribute):
      guard let values = facetValues[attribute] else { return [] }
      // Longest value first, so that a longer facet value wins.
      for end in stride(from: query.count, to: start, by: -1) {
        guard let value = values[Array(query[start..<end])] else { continue }
        extend(matches(query, from: end, piece: piece + 1, equivalent: equivalent, facetValues: facetValues), covering: start..<end, attribute: attribute, value: value)
      }
    }
    return found.sorted { $0.range.count > $1.range.count }
  }
}
