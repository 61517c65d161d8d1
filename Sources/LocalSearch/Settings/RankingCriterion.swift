import InstantSearchCore

/// One entry of the `ranking` setting: a built-in criterion, or a sort on an attribute.
///
/// Hits are compared criterion by criterion in the order of the list; the first criterion that differs
/// decides. `asc(attr)`/`desc(attr)` sort at their position, as replicas sorted by an attribute do.
public enum RankingCriterion: Hashable, Sendable {
  /// Fewer typos first.
  case typo
  /// Closer to the geo centre first (ties when the search has none).
  case geo
  /// More matched query words first.
  case words
  /// Higher filter score first.
  case filters
  /// Matched query words closer together first.
  case proximity
  /// Matches in better-ranked searchable attributes (and earlier positions) first.
  case attribute
  /// More exactly matched words first.
  case exact
  /// The `customRanking` tuple.
  case custom
  /// Smaller values of the attribute first.
  case asc(Attribute)
  /// Larger values of the attribute first.
  case desc(Attribute)

  /// Algolia's default order: `typo, geo, words, filters, proximity, attribute, exact, custom`.
  public static let defaultRanking: [RankingCriterion] = [
    .typo, .geo, .words, .filters, .proximity, .attribute, .exact, .custom,
  ]

  /// The names of the built-in criteria, in default order.
  static let builtInNames = defaultRanking.map(\.entry)
}

extension RankingCriterion {
  /// Parses a `ranking` entry; `nil` for an unknown name or a malformed `asc(...)`/`desc(...)`.
  public init?(entry: String) {
    switch ModifierSyntax.trimmed(entry) {
    case "typo": self = .typo
    case "geo": self = .geo
    case "words": self = .words
    case "filters": self = .filters
    case "proximity": self = .proximity
    case "attribute": self = .attribute
    case "exact": self = .exact
    case "custom": self = .custom
    default:
      guard let sort = CustomRankingCriterion(entry: entry) else { return nil }
      self = sort.ascending ? .asc(sort.attribute) : .desc(sort.attribute)
    }
  }

  /// The entry as Algolia writes it (`typo`, `asc(price)`).
  public var entry: String {
    switch self {
    case .typo: return "typo"
    case .geo: return "geo"
    case .words: return "words"
    case .filters: return "filters"
    case .proximity: return "proximity"
    case .attribute: return "attribute"
    case .exact: return "exact"
    case .custom: return "custom"
    case .asc(let attribute): return CustomRankingCriterion(attribute: attribute, direction: .ascending).entry
    case .desc(let attribute): return CustomRankingCriterion(attribute: attribute, direction: .descending).entry
    }
  }
}
