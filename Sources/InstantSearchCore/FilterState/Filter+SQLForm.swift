// The `filters` syntax and the legacy form of single filters and groups, as InstantSearch 7.27.1 names them;
// each reads the one converter of its kind.

extension Filter.Facet {
  /// The filter in the `filters` syntax: `"brand":"sony"`, `"price":"10.0"`, `"brand":"sony<score=3>"`,
  /// `NOT "color":"red"` (``FilterConverter/sql(_:)``).
  public var sqlForm: String { FilterConverter.sql(.facet(self)) }
  /// The filter in the legacy `facetFilters` form (``FilterConverter/legacy(_:)``).
  public var legacyForm: FiltersStorage { FilterConverter.legacyStorage(.facet(self)) }
}

extension Filter.Numeric {
  /// The filter in the `filters` syntax: `"price" > 10.0`, `"price":10.0 TO 20.0`, `NOT "price" > 10.0`.
  public var sqlForm: String { FilterConverter.sql(.numeric(self)) }
  /// The filter in the legacy `numericFilters` form (``FilterConverter/legacy(_:)``).
  public var legacyForm: FiltersStorage { FilterConverter.legacyStorage(.numeric(self)) }
}

extension Filter.Tag {
  /// The filter in the `filters` syntax: `"_tags":"promo"`, `NOT "_tags":"promo"`.
  public var sqlForm: String { FilterConverter.sql(.tag(self)) }
  /// The filter in the legacy `tagFilters` form (``FilterConverter/legacy(_:)``).
  public var legacyForm: FiltersStorage { FilterConverter.legacyStorage(.tag(self)) }
}

extension FilterGroup.And: CustomStringConvertible {
  /// A conjunctive group of `filters`, without a name.
  public static func and(_ filters: [FilterType]) -> FilterGroup.And { FilterGroup.And(filters: filters) }

  /// The group in the `filters` syntax, `( f1 AND f2 )`; `""` without filters.
  public var sqlForm: String { FilterGroupConverter().sql(self) ?? "" }

  /// ``sqlForm``.
  public var description: String { sqlForm }
}

extension FilterGroup.Or: CustomStringConvertible {
  /// A disjunctive group of `filters`, without a name.
  public static func or<Filters: FilterType>(_ filters: [Filters]) -> FilterGroup.Or<Filters> { FilterGroup.Or<Filters>(filters: filters) }

  /// The group in the `filters` syntax, `( f1 OR f2 )`; `""` without filters.
  public var sqlForm: String { FilterGroupConverter().sql(self) ?? "" }

  /// ``sqlForm``.
  public var description: String { sqlForm }
}

extension FilterGroup.Hierarchical {
  /// A hierarchical group of `filters`, without a name or hierarchy.
  public static func hierarchical(_ filters: [Filter.Facet]) -> FilterGroup.Hierarchical { FilterGroup.Hierarchical(filters: filters) }
}
