/// Converts filter groups into the `filters` string syntax and into the legacy filter form.
///
/// A group renders as `( f1 AND f2 )` (conjunctive) or `( f1 OR f2 )` (disjunctive), its filters in the order
/// the group holds them; a list of groups joins the non-empty ones with ` AND `. Only ``FilterState`` sorts
/// groups and filters; raw groups passed here keep their order.
public class FilterGroupConverter {
  /// Creates a converter.
  public init() {}

  /// One group in the `filters` syntax.
  ///
  /// - Parameter group: The group.
  /// - Returns: `( … )` with the filters joined by ` AND ` or ` OR `; the empty string when the group has
  ///   no filter of a supported type.
  public func sql(_ group: FilterGroupType) -> String? {
    let conditions = group.filters.compactMap(Filter.init(converting:)).map(FilterConverter.sql)
    guard !conditions.isEmpty else { return "" }
    let separator = group.isDisjuncitve ? " OR " : " AND "
    return "( " + conditions.joined(separator: separator) + " )"
  }

  /// A list of groups in the `filters` syntax.
  ///
  /// - Parameter groupList: The groups, rendered in the given order.
  /// - Returns: `nil` for an empty list; otherwise the rendered non-empty groups joined with ` AND `
  ///   (the empty string when every group is empty).
  public func sql<C: Collection>(_ groupList: C) -> String? where C.Element == FilterGroupType {
    guard !groupList.isEmpty else { return nil }
    return groupList.compactMap(sql).filter { !$0.isEmpty }.joined(separator: " AND ")
  }

  /// One group in the legacy form.
  ///
  /// - Parameter group: The group.
  /// - Returns: A single unit, `.or` for a disjunctive group and `.and` otherwise, holding the legacy
  ///   expressions of its filters (a numeric range contributes two).
  public func legacy(_ group: FilterGroupType) -> FiltersStorage? {
    let expressions = group.filters.compactMap(Filter.init(converting:)).flatMap(FilterConverter.legacyExpressions)
    return FiltersStorage(units: [group.isDisjuncitve ? .or(expressions) : .and(expressions)])
  }

  /// A list of groups in the legacy form.
  ///
  /// - Parameter groups: The groups, in order.
  /// - Returns: The units of the non-empty groups, concatenated.
  public func legacy<C: Sequence>(_ groups: C) -> FiltersStorage? where C.Element == FilterGroupType {
    let units = groups.filter { !$0.isEmpty }.compactMap(legacy).flatMap(\.units)
    return FiltersStorage(units: units)
  }
}
