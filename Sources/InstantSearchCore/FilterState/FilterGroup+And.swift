extension FilterGroup {
  /// A conjunctive group: its filters, of any kinds, are ANDed.
  public struct And: FilterGroupType {
    /// The group name, if any.
    public let name: String?
    /// The filters, in the order given.
    public var filters: [FilterType]
    /// Always `false`.
    public var isDisjuncitve: Bool { false }

    /// Creates a conjunctive group from filters of any kinds.
    ///
    /// - Parameters:
    ///   - filters: The filters, kept in order (duplicates included).
    ///   - name: The group name.
    public init<S: Sequence>(filters: S, name: String? = nil) where S.Element == FilterType {
      self.filters = filters.map(\.unwrapped)
      self.name = name
    }

    /// Creates a conjunctive group from filters of one kind.
    ///
    /// - Parameters:
    ///   - filters: The filters, kept in order (duplicates included).
    ///   - name: The group name.
    public init<S: Sequence>(filters: S, name: String? = nil) where S.Element: FilterType {
      self.init(filters: filters.map { $0 as FilterType }, name: name)
    }

    /// A conjunctive group with the same name holding `filters`.
    ///
    /// - Parameter filters: The new filters.
    /// - Returns: The new group.
    public func withFilters<S: Sequence>(_ filters: S) -> FilterGroup.And where S.Element == FilterType {
      FilterGroup.And(filters: filters, name: name)
    }
  }
}
