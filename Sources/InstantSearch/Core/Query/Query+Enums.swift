import Foundation

extension Query {
  /// Which query words match as prefixes.
  public enum QueryType: String {
    /// Every word is a prefix.
    case prefixAll
    /// Only the last word is a prefix.
    case prefixLast
    /// No word is a prefix.
    case prefixNone
  }

  /// How typos are tolerated.
  public enum TypoTolerance: String {
    /// Typos are tolerated.
    case `true`
    /// Typos are not tolerated.
    case `false`
    /// Only the hits with the fewest typos are kept.
    case min
    /// Only the hits with the fewest and one more typo are kept.
    case strict
  }

  /// Which words become optional when a query has no hit.
  public enum RemoveWordsIfNoResults: String {
    /// None.
    case none
    /// The last words first.
    case lastWords
    /// The first words first.
    case firstWords
    /// Every word, in one pass.
    case allOptional
  }

  /// How the exact criterion counts a one-word query.
  public enum ExactOnSingleWordQuery: String {
    /// Never exact.
    case none
    /// Exact when the word matches a whole word.
    case word
    /// Exact when the word is the whole attribute.
    case attribute
  }

  /// How facet values are sorted.
  public enum SortFacetValuesBy: String {
    /// By decreasing count.
    case count
    /// Alphabetically.
    case alpha
  }

  /// Which alternatives count as exact matches.
  public enum AlternativesAsExact: String {
    /// Plurals and singulars.
    case ignorePlurals
    /// One-word synonyms.
    case singleWordSynonym
    /// Multi-word synonyms.
    case multiWordsSynonym
  }

  /// A language option applying to every language, or to selected ones (`ignorePlurals`, `removeStopWords`).
  public enum LanguageOption: Equatable {
    /// On or off for every language.
    case all(Bool)
    /// On for these language codes.
    case selected([String])

    init?(wire text: String) {
      switch text.lowercased() {
      case "true": self = .all(true)
      case "false": self = .all(false)
      default: self = .selected(text.split(separator: ",").map(String.init))
      }
    }

    var wire: String {
      switch self {
      case .all(let value): return value ? "true" : "false"
      case .selected(let languages): return languages.joined(separator: ",")
      }
    }
  }

  /// v1's name of the `ignorePlurals` option type.
  public typealias IgnorePlurals = LanguageOption
  /// v1's name of the `removeStopWords` option type.
  public typealias RemoveStopWords = LanguageOption

  /// The radius of a geo search.
  public enum AroundRadius: Equatable {
    /// A radius in meters.
    case explicit(UInt)
    /// No radius: every hit, sorted by distance.
    case all

    init?(wire text: String) {
      if text == "all" { self = .all } else if let meters = UInt(text) { self = .explicit(meters) } else { return nil }
    }

    var wire: String {
      switch self {
      case .explicit(let meters): return String(meters)
      case .all: return "all"
      }
    }
  }

  /// Which query words match as prefixes.
  public var queryType: QueryType? { get { rawEnum("queryType") } set { setRawEnum("queryType", newValue) } }
  /// How typos are tolerated.
  public var typoTolerance: TypoTolerance? { get { rawEnum("typoTolerance") } set { setRawEnum("typoTolerance", newValue) } }
  /// Which words become optional when a query has no hit.
  public var removeWordsIfNoResults: RemoveWordsIfNoResults? {
    get { rawEnum("removeWordsIfNoResults") } set { setRawEnum("removeWordsIfNoResults", newValue) }
  }
  /// How the exact criterion counts a one-word query.
  public var exactOnSingleWordQuery: ExactOnSingleWordQuery? {
    get { rawEnum("exactOnSingleWordQuery") } set { setRawEnum("exactOnSingleWordQuery", newValue) }
  }
  /// How facet values are sorted.
  public var sortFacetValuesBy: SortFacetValuesBy? {
    get { rawEnum("sortFacetValuesBy") } set { setRawEnum("sortFacetValuesBy", newValue) }
  }
  /// Which alternatives count as exact matches (comma-joined on the wire).
  public var alternativesAsExact: [AlternativesAsExact]? {
    get {
      parameter(withName: "alternativesAsExact").map {
        $0.split(separator: ",").compactMap { AlternativesAsExact(rawValue: String($0)) }
      }
    }
    set { setParameter(withName: "alternativesAsExact", to: newValue?.map(\.rawValue).joined(separator: ",")) }
  }
  /// Whether plurals match their singular, for every language or selected ones.
  public var ignorePlurals: IgnorePlurals? {
    get { parameter(withName: "ignorePlurals").flatMap(LanguageOption.init(wire:)) }
    set { setParameter(withName: "ignorePlurals", to: newValue?.wire) }
  }
  /// Whether stop words are removed, for every language or selected ones.
  public var removeStopWords: RemoveStopWords? {
    get { parameter(withName: "removeStopWords").flatMap(LanguageOption.init(wire:)) }
    set { setParameter(withName: "removeStopWords", to: newValue?.wire) }
  }

  // MARK: Geo

  /// The centre of a geo search, `lat,lng` on the wire.
  public var aroundLatLng: LatLng? {
    get { parameter(withName: "aroundLatLng").flatMap(LatLng.init(wire:)) }
    set { setParameter(withName: "aroundLatLng", to: newValue.map { "\($0.lat),\($0.lng)" }) }
  }
  /// The radius of a geo search.
  public var aroundRadius: AroundRadius? {
    get { parameter(withName: "aroundRadius").flatMap(AroundRadius.init(wire:)) }
    set { setParameter(withName: "aroundRadius", to: newValue?.wire) }
  }
  /// Rectangles the hits must lie in: four numbers per rectangle, comma-separated on the wire.
  public var insideBoundingBox: [GeoRect]? {
    get {
      guard let text = parameter(withName: "insideBoundingBox") else { return nil }
      let numbers = text.split(separator: ",").compactMap { Double(String($0)) }
      guard numbers.count % 4 == 0 else { return nil }
      return stride(from: 0, to: numbers.count, by: 4).map {
        GeoRect(p1: LatLng(lat: numbers[$0], lng: numbers[$0 + 1]), p2: LatLng(lat: numbers[$0 + 2], lng: numbers[$0 + 3]))
      }
    }
    set {
      setParameter(
        withName: "insideBoundingBox",
        to: newValue?.map { "\($0.p1.lat),\($0.p1.lng),\($0.p2.lat),\($0.p2.lng)" }.joined(separator: ","))
    }
  }
  /// Polygons the hits must lie in, `[[lat,lng,...],...]` on the wire.
  public var insidePolygon: [[LatLng]]? {
    get {
      guard let arrays = jsonArray("insidePolygon") as? [[Double]] else { return nil }
      return arrays.map { points in stride(from: 0, to: points.count - 1, by: 2).map { LatLng(lat: points[$0], lng: points[$0 + 1]) } }
    }
    set {
      guard let polygons = newValue else { return setParameter(withName: "insidePolygon", to: nil) }
      let body = polygons.map { "[" + $0.map { "\($0.lat),\($0.lng)" }.joined(separator: ",") + "]" }.joined(separator: ",")
      setParameter(withName: "insidePolygon", to: "[\(body)]")
    }
  }
}
