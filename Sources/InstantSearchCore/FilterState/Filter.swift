/// Any supported filter, as one hashable value.
///
/// `FilterState` stores its filters as `Filter` values, so two filters are the same exactly when their kind
/// and every stored field (attribute, value, negation, score) are equal.
public enum Filter: Hashable, FilterType {
  /// A facet filter (`"brand":"Apple"`).
  case facet(Facet)
  /// A numeric comparison or range (`"price" > 10.0`, `"price":1.0 TO 10.0`).
  case numeric(Numeric)
  /// A tag filter (`"_tags":"promo"`).
  case tag(Tag)

  /// Wraps a filter of a supported kind.
  ///
  /// A `Filter` passed in is returned unchanged.
  ///
  /// - Parameter filter: A ``Filter/Facet``, ``Filter/Numeric``, ``Filter/Tag`` or ``Filter``.
  /// - Precondition: `filter` is of one of those types; any other conforming type traps.
  public init(_ filter: FilterType) {
    guard let wrapped = Filter(converting: filter) else {
      preconditionFailure("Unsupported filter type \(type(of: filter)): use Filter.Facet, Filter.Numeric or Filter.Tag")
    }
    self = wrapped
  }

  /// Wraps a filter, or returns `nil` when its type is not one of the supported kinds.
  init?(converting filter: FilterType) {
    switch filter {
    case let wrapped as Filter: self = wrapped
    case let facet as Facet: self = .facet(facet)
    case let numeric as Numeric: self = .numeric(numeric)
    case let tag as Tag: self = .tag(tag)
    default: return nil
    }
  }

  /// The wrapped filter.
  public var filter: FilterType {
    switch self {
    case .facet(let facet): return facet
    case .numeric(let numeric): return numeric
    case .tag(let tag): return tag
    }
  }

  /// The attribute of the wrapped filter.
  public var attribute: String { filter.attribute }

  /// Whether the wrapped filter is negated; setting it changes the wrapped filter.
  public var isNegated: Bool {
    get { filter.isNegated }
    set {
      switch self {
      case .facet(var facet): facet.isNegated = newValue; self = .facet(facet)
      case .numeric(var numeric): numeric.isNegated = newValue; self = .numeric(numeric)
      case .tag(var tag): tag.isNegated = newValue; self = .tag(tag)
      }
    }
  }

  /// The kind of the wrapped filter, as used by disjunctive group IDs.
  var kind: FilterGroup.ID.Filter {
    switch self {
    case .facet: return .facet
    case .numeric: return .numeric
    case .tag: return .tag
    }
  }
}

extension Filter: CustomStringConvertible {
  /// The description of the wrapped filter.
  public var description: String { String(describing: filter) }
}

/// A facet filter; see ``Filter/Facet``.
public typealias FacetFilter = Filter.Facet
/// A numeric filter; see ``Filter/Numeric``.
public typealias NumericFilter = Filter.Numeric
/// A tag filter; see ``Filter/Tag``.
public typealias TagFilter = Filter.Tag
