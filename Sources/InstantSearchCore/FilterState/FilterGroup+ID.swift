extension FilterGroup {
  /// Identifies a group of a ``FilterState``: its kind, its name and, for disjunctive groups, its filter kind.
  ///
  /// `.and(name: "x")`, `.or(name: "x", filterType: .facet)`, `.or(name: "x", filterType: .tag)` and
  /// `.hierarchical(name: "x")` are four distinct groups.
  public enum ID: Hashable {
    /// The kind of filters a disjunctive group holds.
    public enum Filter: Hashable {
      /// ``InstantSearchCore/Filter/Facet`` filters.
      case facet
      /// ``InstantSearchCore/Filter/Numeric`` filters.
      case numeric
      /// ``InstantSearchCore/Filter/Tag`` filters.
      case tag

      /// The kind of a filter type, or `nil` when it is not a facet, numeric or tag filter type.
      ///
      /// - Parameter filterType: A concrete filter type.
      public init?<F: FilterType>(_ filterType: F.Type) {
        switch filterType {
        case is InstantSearchCore.Filter.Facet.Type: self = .facet
        case is InstantSearchCore.Filter.Numeric.Type: self = .numeric
        case is InstantSearchCore.Filter.Tag.Type: self = .tag
        default: return nil
        }
      }
    }

    /// A disjunctive group holding filters of one kind; filters of other kinds are ignored.
    case or(name: String, filterType: Filter)
    /// A conjunctive group holding filters of any kind.
    case and(name: String)
    /// A conjunctive group of facet filters carrying a hierarchy description.
    case hierarchical(name: String)

    /// The group name.
    public var name: String {
      switch self {
      case .or(let name, _), .and(let name), .hierarchical(let name): return name
      }
    }

    /// Whether the group ORs its filters.
    public var isDisjunctive: Bool {
      if case .or = self { return true }
      return false
    }

    /// Whether a filter can be stored in the group: any filter in an `and` group, facet filters in a
    /// `hierarchical` group, filters of the group's kind in an `or` group.
    func accepts(_ filter: InstantSearchCore.Filter) -> Bool {
      switch (self, filter) {
      case (.and, _), (.hierarchical, .facet): return true
      case (.hierarchical, _): return false
      case (.or(_, let kind), _): return kind == filter.kind
      }
    }
  }
}

extension FilterGroup.ID: CustomStringConvertible {
  /// `"and<name>"`, `"or<name>"` or `"hierarchical<name>"`, with the name between the angle brackets.
  public var description: String {
    switch self {
    case .and(let name): return "and<\(name)>"
    case .or(let name, _): return "or<\(name)>"
    case .hierarchical(let name): return "hierarchical<\(name)>"
    }
  }
}
