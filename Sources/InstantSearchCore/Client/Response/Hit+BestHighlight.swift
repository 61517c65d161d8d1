extension Hit {
  /// The highlighted value that matches the query best among `highlightResults`: the one with the most matched
  /// words, then the better match level, then the first; `nil` for none.
  public func getBestHighlightedForm(from highlightResults: [HighlightResult]) -> HighlightedString? {
    func level(_ matchLevel: MatchLevel) -> Int {
      switch matchLevel {
      case .none: 0
      case .partial: 1
      case .full: 2
      }
    }
    return highlightResults.enumerated().min { lhs, rhs in
      let (l, r) = (lhs.element, rhs.element)
      if l.matchedWords.count != r.matchedWords.count { return l.matchedWords.count > r.matchedWords.count }
      if l.matchLevel != r.matchLevel { return level(l.matchLevel) > level(r.matchLevel) }
      return lhs.offset < rhs.offset
    }?.element.value
  }

  /// The best highlighted value of a top-level attribute: its value, or the best of its values when it is a
  /// list; `nil` without a highlight or for an object.
  public func getBestHighlightedForm(forKey key: String) -> HighlightedString? {
    guard let tree = highlightResult?.dictionary?[key] else { return nil }
    if let value = tree.value { return value.value }
    return getBestHighlightedForm(from: tree.array?.compactMap(\.value) ?? [])
  }
}

extension Hit: CustomStringConvertible {
  /// The identifier and the record.
  public var description: String { "Hit(\(objectID)): \(object)" }
}
