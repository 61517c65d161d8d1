/// A parsed filter: single conditions combined with `AND`, `OR` and `NOT`.
///
/// Built by ``FilterParser`` from a `filters` string and by ``LegacyFilterParser`` from the legacy arrays;
/// both produce the shape Algolia accepts: a conjunction whose operands are conditions, negated conditions or
/// disjunctions of them. ``FilterMatcher`` compiles it for evaluation.
indirect enum FilterExpression: Hashable, Sendable {
  /// One filter.
  case condition(FilterCondition)
  /// Matches when the operand does not.
  case not(FilterExpression)
  /// Matches when every operand does.
  case and([FilterExpression])
  /// Matches when some operand does.
  case or([FilterExpression])

  /// The tests of every single filter of the expression, negated or not, at any depth.
  var tests: [FilterCondition.Test] {
    switch self {
    case .condition(let condition): return [condition.test]
    case .not(let operand): return operand.tests
    case .and(let operands), .or(let operands): return operands.flatMap(\.tests)
    }
  }

  /// The conjunction of the expressions that are present, nested conjunctions flattened; `nil` when none is.
  static func all(_ parts: [FilterExpression?]) -> FilterExpression? {
    var operands: [FilterExpression] = []
    for part in parts {
      switch part {
      case .and(let inner)?: operands.append(contentsOf: inner)
      case let part?: operands.append(part)
      case nil: continue
      }
    }
    switch operands.count {
    case 0: return nil
    case 1: return operands[0]
    default: return .and(operands)
    }
  }
}

/// One filter of an expression, with its score for the Filters ranking criterion.
struct FilterCondition: Hashable, Sendable {
  /// What a record must hold to match.
  enum Test: Hashable, Sendable {
    /// `attr:value`: some value of the attribute equals `value` as a facet value. The value is kept as
    /// written (unescaped): it may spell a string, a number or a boolean.
    case facet(attribute: String, value: String)
    /// `_tags:value` or a bare `value`: `_tags` holds exactly `value`.
    case tag(String)
    /// `attr op number`.
    case comparison(attribute: String, FilterComparison, Double)
    /// `attr:lower TO upper`, both bounds inclusive.
    case range(attribute: String, lower: Double, upper: Double)
  }

  /// The kinds that may not be mixed inside one `OR`: facet, tag, numeric.
  enum Family: Hashable, Sendable {
    /// Facet filters, boolean ones included.
    case facet
    /// Tag filters.
    case tag
    /// Numeric comparisons and ranges.
    case numeric
  }

  /// The score a filter has without `<score=N>`.
  static let defaultScore = 1

  /// What a record must hold to match.
  var test: Test
  /// The `<score=N>` of the filter, or ``defaultScore``.
  var score: Int

  init(_ test: Test, score: Int = FilterCondition.defaultScore) {
    self.test = test
    self.score = score
  }

  /// The family the condition belongs to for the one-kind-per-OR rule.
  var family: Family {
    switch test {
    case .facet: return .facet
    case .tag: return .tag
    case .comparison, .range: return .numeric
    }
  }

  /// The condition an `attr:value` filter stands for: a tag filter when the attribute is `_tags`, else a facet
  /// filter.
  static func attributeValue(_ attribute: String, _ value: String, score: Int = defaultScore) -> FilterCondition {
    attribute == FilterCondition.tagsAttribute
      ? FilterCondition(.tag(value), score: score)
      : FilterCondition(.facet(attribute: attribute, value: value), score: score)
  }

  /// The reserved attribute tag filters read.
  static let tagsAttribute = "_tags"
}

/// The operator of a numeric comparison.
enum FilterComparison: String, Hashable, Sendable, CaseIterable {
  case less = "<"
  case lessOrEqual = "<="
  case equal = "="
  case notEqual = "!="
  case greaterOrEqual = ">="
  case greater = ">"

  /// Whether `equalOnly(...)` attributes accept the operator.
  var isEquality: Bool { self == .equal || self == .notEqual }

  /// Whether a record value `value` satisfies `value op operand`; for `!=` this is the per-value test `!=`, which
  /// the matcher applies as "no value equals".
  func holds(_ value: Double, _ operand: Double) -> Bool {
    switch self {
    case .less: return value < operand
    case .lessOrEqual: return value <= operand
    case .equal: return value == operand
    case .notEqual: return value != operand
    case .greaterOrEqual: return value >= operand
    case .greater: return value > operand
    }
  }
}
