/// The presenters InstantSearch applies when none is given.
public enum DefaultPresenter {
  /// Stats text.
  public enum Stats {
    /// `"1000 results (3ms)"`, or `"<sorted> relevant results sorted out of <all> (3ms)"` under relevant
    /// sort; `""` without stats.
    public static func present(_ stats: SearchStats?) -> String? {
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
    public static func present(_ facet: InstantSearchCore.Facet) -> String { "\(facet.value) \(facet.count)" }
  }

  /// Index names: shown as they are.
  public enum IndexName {
    /// The name itself.
    public static func present(_ indexName: String) -> String { indexName }
  }
}
