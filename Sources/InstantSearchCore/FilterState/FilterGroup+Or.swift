extension FilterGroup {
  /// A disjunctive group: its filters, all of kind `T`, are ORed.
  public struct Or<T: FilterType>: FilterGroupType {
    /// The group name, if any.
    public let name: String?
    /// The filters with their concrete type, in the order given.
    public let typedFilters: [T]
    /// The filters, in the order given.
    public var filters: [FilterType] { typedFilters }
    /// Always `true`.
    public var isDisjuncitve: Bool { true }

    /// Creates a disjunctive group.
    ///
    /// - Parameters:
    ///   - filters: The filters, kept in order (duplicates included).
    ///   - name: The group name.
    public init(filters: [T] = [], name: String? = nil) {
      self.typedFilters = filters
      self.name = name
    }

    /// A disjunctive group with the same name holding the filters of kind `T` among `filters`.
    ///
    /// - Parameter filters: The new filters; filters of another kind are dropped.
    /// - Returns: The new group.
    public func withFilters<S: Sequence>(_ filters: S) -> FilterGroup.Or<T> where S.Element == FilterType {
      FilterGroup.Or(filters: filters.compactMap { $0.unwrapped as? T }, name: name)
    }
  }
}
