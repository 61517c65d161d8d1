import InstantSearchCore

/// A single filter compiled for evaluation against records (§6.1, §6.4).
///
/// Compiling resolves everything that does not depend on the record: the attribute path, the lower-cased facet
/// value and its number, and whether the settings let the filter match at all. Evaluating then only walks the
/// record.
enum FilterTest: Sendable {
  /// A filter the settings disallow (facet filter on an attribute not in `attributesForFaceting`, numeric filter
  /// outside `numericAttributesForFiltering`): it matches no record.
  case never
  /// Some value of the attribute equals the facet value.
  case facet(AttributePath, FacetFilterValue)
  /// `_tags` holds exactly this string.
  case tag(String)
  /// Some numeric value satisfies the comparison; for `!=`, no numeric value equals the operand.
  case comparison(AttributePath, FilterComparison, Double)
  /// Some numeric value lies in the closed interval.
  case range(AttributePath, lower: Double, upper: Double)

  /// Compiles a condition under the settings of `context`.
  init(_ condition: FilterCondition, context: FilterContext) {
    switch condition.test {
    case .facet(let attribute, let value):
      self = context.allowsFacet(attribute) ? .facet(AttributePath(attribute), FacetFilterValue(value)) : .never
    case .tag(let tag):
      self = .tag(tag)
    case .comparison(let attribute, let comparison, let operand):
      self = context.allowsNumeric(attribute, comparison: comparison)
        ? .comparison(AttributePath(attribute), comparison, operand) : .never
    case .range(let attribute, let lower, let upper):
      self = context.allowsNumeric(attribute, comparison: nil)
        ? .range(AttributePath(attribute), lower: lower, upper: upper) : .never
    }
  }

  /// Whether `record` satisfies the filter.
  func matches(_ record: JSON) -> Bool {
    switch self {
    case .never:
      return false
    case .facet(let path, let value):
      return path.containsScalar(in: record, where: value.matches)
    case .tag(let tag):
      return FilterTest.tagsPath.containsScalar(in: record) { $0 == .string(tag) }
    case .comparison(let path, .notEqual, let operand):
      return !path.containsScalar(in: record) { FilterTest.numericValue($0) == operand }
    case .comparison(let path, let comparison, let operand):
      return path.containsScalar(in: record) { value in
        guard let number = FilterTest.numericValue(value) else { return false }
        return comparison.holds(number, operand)
      }
    case .range(let path, let lower, let upper):
      return path.containsScalar(in: record) { value in
        guard let number = FilterTest.numericValue(value) else { return false }
        return lower <= number && number <= upper
      }
    }
  }

  private static let tagsPath = AttributePath(FilterCondition.tagsAttribute)

  /// The value numeric filters see in a record value: numbers as they are, booleans as 1 and 0; strings, even
  /// numeric ones, are not numeric.
  static func numericValue(_ value: JSON) -> Double? {
    switch value {
    case .number(let number): return number
    case .bool(let flag): return flag ? 1 : 0
    default: return nil
    }
  }
}

/// The value of a facet filter, prepared for case-insensitive comparison with record values.
///
/// A record value matches when it is a non-empty string equal to the value after lower-casing both (no
/// diacritic folding), a number equal to the value read as a number, a string whose text is such a number, or
/// the boolean the value spells (`true`/`false`, any case).
struct FacetFilterValue: Sendable {
  /// The value lower-cased.
  let lowered: String
  /// The UTF-8 bytes of ``lowered`` when they are all ASCII, for the allocation-free comparison.
  private let asciiBytes: [UInt8]?
  /// The value read as a number in the filter syntax.
  let number: Double?
  /// The boolean the value spells.
  let boolean: Bool?

  init(_ value: String) {
    lowered = value.lowercased()
    asciiBytes = lowered.utf8.allSatisfy { $0 < 0x80 } ? Array(lowered.utf8) : nil
    number = FilterNumber.parse(value)
    boolean = lowered == "true" ? true : lowered == "false" ? false : nil
  }

  /// Whether a record value (a scalar) equals the filter value as a facet value.
  func matches(_ value: JSON) -> Bool {
    switch value {
    case .string(let text):
      guard !text.isEmpty else { return false }
      if equalsIgnoringCase(text) { return true }
      guard let number else { return false }
      return FilterNumber.parse(text) == number
    case .number(let recordNumber):
      return recordNumber == number
    case .bool(let flag):
      return flag == boolean
    default:
      return false
    }
  }

  /// Whether `text` lower-cased equals ``lowered``.
  ///
  /// When the filter value is ASCII and `text` is ASCII up to the first difference, the bytes decide: the
  /// lower-cased text then starts with that ASCII prefix followed by a different character (or by more text),
  /// which nothing after it can make canonically equivalent to the value. Otherwise the full Unicode
  /// lower-casing decides.
  private func equalsIgnoringCase(_ text: String) -> Bool {
    guard let asciiBytes else { return text.lowercased() == lowered }
    var index = 0
    for byte in text.utf8 {
      if byte >= 0x80 { return text.lowercased() == lowered }
      let folded = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
      guard index < asciiBytes.count, asciiBytes[index] == folded else { return false }
      index += 1
    }
    return index == asciiBytes.count
  }
}
