/// The presenters InstantSearch applies when none is given.
public enum DefaultPresenter {
  /// Stats text.
  public enum Stats {
    /// `"1000 results (3ms)"`, or `"<sorted> relevant results sorted out of <all> (3ms)"` under relevant
    /// sort; `""` without stats.
    public static let present: StatsPresenter<String?> = { stats in
      guard let stats else { return "" }
      let count: String
      if let sorted = stats.nbSortedHits, sorted != stats.totalHitsCount {
        count = "\(sorted) relevant results sorted out of \(stats.totalHitsCount)"
      } else {
        count = "\(stats.totalHitsCount) results"
      }
      return [count, "(\(stats.processingTimeMS)ms)"].joined(separator: " ")
    }
  }

  /// Facet values.
  public enum Facet {
    /// `"red 10"`.
    public static let present: FacetPresenter = { facet in "\(facet.value) \(facet.count)" }
  }

  /// Filters, as current-filter views show them.
  public enum Filter {
    /// A facet on a boolean: the attribute; on a number: `"attr: 10.0"`; on a string: the value; a
    /// comparison: `"price >= 10.0"`; a range: `"price: 10.0 to 50.0"`; a tag: the value.
    public static let present: FilterPresenter = { filter in
      switch filter {
      case .facet(let facet):
        switch facet.value {
        case .bool: return facet.attribute
        case .float(let number): return "\(facet.attribute): \(number)"
        case .string(let text): return text
        }
      case .numeric(let numeric):
        switch numeric.value {
        case .comparison(let op, let value): return "\(numeric.attribute) \(op.rawValue) \(value)"
        case .range(let range): return "\(numeric.attribute): \(range.lowerBound) to \(range.upperBound)"
        }
      case .tag(let tag): return tag.value
      }
    }
  }

  /// Indices of a ``SearchClient``: shown by name.
  public enum Index {
    /// The index's name.
    public static let present: IndexPresenter = { index in index.name }
  }

  /// Index names: shown as they are.
  public enum IndexName {
    /// The name itself.
    public static let present: IndexNamePresenter = { indexName in indexName }
  }

  /// Relevant-sort priorities, as a hint and a toggle title.
  public enum RelevantSort {
    /// All hits: "Currently showing all results." / "Show more relevant results"; the most relevant: "We removed
    /// some search results to show you the most relevants ones." / "Show all results"; no priority: `nil`.
    public static let present: RelevantSortTextualPresenter = { priority in
      switch priority {
      case .hitsCount?:
        return (hintText: "Currently showing all results.", toggleTitle: "Show more relevant results")
      case .relevancy?:
        return (hintText: "We removed some search results to show you the most relevants ones.", toggleTitle: "Show all results")
      case nil:
        return nil
      }
    }
  }
}
