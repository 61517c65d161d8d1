import InstantSearchCore

/// The legacy filter parameters, named as Algolia names them.
enum LegacyFilterParameter: String, Hashable, Sendable, CaseIterable {
  case facetFilters
  case numericFilters
  case tagFilters
  case optionalFilters
}

/// Parses the legacy filter parameters `facetFilters`, `numericFilters`, `tagFilters` and `optionalFilters`
/// into ``FilterExpression``s.
///
/// A value is a string or an array. Array elements are ANDed; an element is one filter, or an array of filters
/// ORed together, where arrays nested deeper add their filters to the OR (Algolia accepts them). A string is the
/// legacy comma list (``LegacyFilterList``): `a:1,(b:2,b:3)`. Each filter is read
/// by ``LegacyFilterElement`` according to the parameter. The filters ORed in one group must be of one kind.
enum LegacyFilterParser {
  /// The expression of a parameter given as JSON.
  ///
  /// - Parameters:
  ///   - value: The parameter's value: a string, an array of strings and arrays of strings, or `null`.
  ///   - parameter: Which parameter it is; decides how elements read and how errors are worded.
  /// - Returns: `nil` when the value holds no filter (`null`, `""`, `[]`, only empty elements).
  /// - Throws: ``FilterError`` for an element that does not read, a value of another JSON shape, or an OR group
  ///   mixing kinds.
  static func parse(_ value: JSON, as parameter: LegacyFilterParameter) throws -> FilterExpression? {
    switch value {
    case .null:
      return nil
    case .string(let text):
      return try expression(of: LegacyFilterList.groups(in: text, parameter: parameter), parameter: parameter)
    case .array(let elements):
      let groups = try elements.map { element -> [String] in
        switch element {
        case .string(let filter):
          return [filter]
        case .array:
          guard let group = FiltersParameter.Element(jsonValue: element) else {
            throw invalidElement(element.jsonString, parameter)
          }
          return group.filters
        default:
          throw invalidElement(element.jsonString, parameter)
        }
      }
      return try expression(of: groups, parameter: parameter)
    default:
      throw invalidElement(value.jsonString, parameter)
    }
  }

  /// The expression of a parameter as a ``Query`` holds it.
  ///
  /// - Throws: ``FilterError``, as for the JSON form.
  static func parse(_ value: FiltersParameter, as parameter: LegacyFilterParameter) throws -> FilterExpression? {
    switch value {
    case .string(let text):
      return try expression(of: LegacyFilterList.groups(in: text, parameter: parameter), parameter: parameter)
    case .list(let elements):
      let groups = elements.map(\.filters)
      return try expression(of: groups, parameter: parameter)
    }
  }

  /// The conjunction of the groups, each the disjunction of its filters; empty filters and groups are skipped.
  private static func expression(of groups: [[String]], parameter: LegacyFilterParameter) throws -> FilterExpression? {
    var clauses: [FilterExpression] = []
    for group in groups {
      let filters = group.filter { !$0.allSatisfy(\.isWhitespace) }
      guard !filters.isEmpty else { continue }
      var family: FilterCondition.Family?
      var operands: [FilterExpression] = []
      for filter in filters {
        let operand = try LegacyFilterElement.expression(of: filter, parameter: parameter)
        if let expected = family, operand.family != expected {
          throw FilterError.mixedFamiliesInOr(parameter: parameter)
        }
        family = operand.family
        operands.append(operand.expression)
      }
      clauses.append(operands.count == 1 ? operands[0] : .or(operands))
    }
    return FilterExpression.all(clauses)
  }

  /// The error for an element that does not read as a filter of `parameter`.
  static func invalidElement(_ element: String, _ parameter: LegacyFilterParameter) -> FilterError {
    switch parameter {
    case .facetFilters, .optionalFilters: return .invalidFacetFilter(parameter: parameter, element: element)
    case .numericFilters: return .invalidNumericCondition(element: element)
    case .tagFilters: return .invalidTagFilter(element: element)
    }
  }
}
