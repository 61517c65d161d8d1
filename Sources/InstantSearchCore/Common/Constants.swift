/// Values InstantSearch uses when a component is not told otherwise.
public enum Constants {
  /// The defaults of the components' parameters.
  public enum Defaults {
    /// Hits per page of a search.
    public static let hitsPerPage: UInt = 20
    /// A hits list loads the next page when the row 5 before the last loaded one shows.
    public static let infiniteScrolling: InfiniteScrolling = .on(withOffset: 5)
    /// A hits list shows hits before anything is typed.
    public static let showItemsOnEmptyQuery: Bool = true
    /// How a refinement list combines its filters, as text.
    public static let operatorRefinement = "or"
    /// How a refinement list combines its filters.
    public static let refinementOperator: RefinementOperator = .or
    /// A refinement list shows its selected values first.
    public static let refinedFirst = true
    /// How many values a refinement list shows.
    public static let limit = 10
    /// A refinement list selects one value at a time.
    public static let areMultipleSelectionsAllowed = false
  }
}
