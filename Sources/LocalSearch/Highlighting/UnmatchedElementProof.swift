/// Proves, from what the text stage found in a hit, that a highlighted value holds no query word, so that the
/// value needs no tokenising.
///
/// The text stage's postings number each searchable attribute's scalar values in order (see ``MatchedElements``).
/// A highlight walk that covers whole attributes, visiting arrays in order and object members by key, meets the
/// values in that same order, so counting leaves per attribute gives each leaf its element number. An element
/// without an occurrence of any query word cannot be highlighted: the highlighter matches a value's words with
/// the same tokenizer and matchers that found the dictionary terms, under rules at least as strict per attribute.
/// When it wraps exact matches only, the text stage notes only the elements holding an exact match, which are
/// the only ones it can wrap.
///
/// Not `Sendable`: one search's highlighting uses it on one thread, hit after hit.
final class UnmatchedElementProof {
  /// Searchable attribute ids by path.
  private let attributeIDs: [String: Int]
  /// The attribute covering each leaf path met so far (its path, or its nearest ancestor path), -1 for none.
  private var coveringAttribute: [String: Int] = [:]
  /// Per attribute id: the leaves met so far in the current hit.
  private var counters: [Int]
  private var matched = MatchedElements()

  init(attributes: [IndexedAttribute]) {
    attributeIDs = Dictionary(attributes.enumerated().map { ($1.name, $0) }) { first, _ in first }
    counters = [Int](repeating: 0, count: attributes.count)
  }

  /// Whether highlighting `highlighted` paths over an index with `attributes` covers whole attributes, so leaves
  /// can be numbered: no highlighted path lies strictly inside a searchable attribute, and no searchable attribute
  /// lies inside another.
  static func applies(highlighted: [String], attributes: [IndexedAttribute]) -> Bool {
    let paths = attributes.map(\.name)
    let searchable = Set(paths)
    let nested = paths.contains { outer in paths.contains { $0.hasPrefix(outer + ".") } }
    let partial = highlighted.contains { entry in
      !searchable.contains(entry) && paths.contains { entry.hasPrefix($0 + ".") }
    }
    return !nested && !partial
  }

  /// Starts a hit whose text-stage matches are `matched`.
  func begin(_ matched: MatchedElements) {
    self.matched = matched
    for index in counters.indices { counters[index] = 0 }
  }

  /// Counts the leaf at `path` (called for every leaf of the hit, in walk order) and tells whether it is proven to
  /// hold no query word.
  func provesUnmatched(path: String) -> Bool {
    guard let (attribute, element) = count(path: path) else { return false }
    return !matched.mayContain(attribute: attribute, element: element)
  }

  /// Counts the leaf at `path` (called for every leaf of the hit, in walk order): its attribute id and element
  /// number, `nil` when no searchable attribute covers it.
  func count(path: String) -> (attribute: Int, element: Int)? {
    let attribute = covering(path)
    guard attribute >= 0 else { return nil }
    let element = counters[attribute]
    counters[attribute] += 1
    return (attribute, element)
  }

  /// The last path resolved and its attribute: the leaves of an array come one after another with the same path.
  private var last: (path: String, attribute: Int) = ("", -1)

  private func covering(_ path: String) -> Int {
    if path == last.path { return last.attribute }
    let attribute = resolve(path)
    last = (path, attribute)
    return attribute
  }

  private func resolve(_ path: String) -> Int {
    if let known = coveringAttribute[path] { return known }
    var attribute = attributeIDs[path] ?? -1
    var ancestor = Substring(path)
    while attribute < 0, let dot = ancestor.lastIndex(of: ".") {
      ancestor = ancestor[..<dot]
      attribute = attributeIDs[String(ancestor)] ?? -1
    }
    coveringAttribute[path] = attribute
    return attribute
  }
}
