import Foundation
import InstantSearchCore
import LocalSearch

/// One dataset of the comparison with SQLite FTS5: its records, the engine's settings, and what both sides
/// search and count.
struct ComparisonDataset {
  /// The name in the printed lines.
  let name: String
  /// The records, each with an `objectID` (the benchmark assigns `bench-N` to those without one).
  let records: [JSON]
  /// The size of the records as JSON text, in bytes.
  let jsonBytes: Int
  /// The engine's settings for the timed queries.
  let settings: JSON
  /// The searchable attributes, the columns of the FTS5 table.
  let searchable: [String]
  /// The facets each query asks for (two, but one for the airports); FTS5 counts the first.
  let facets: [String]

  /// The settings of the matching-set check: the timed settings without typo tolerance, distinct or plurals,
  /// so that the engine's matching set is FTS5's plain prefix match.
  var checkSettings: JSON {
    var members = settings.objectValue ?? [:]
    members["typoTolerance"] = false
    members["distinct"] = false
    members["ignorePlurals"] = false
    members["removeWordsIfNoResults"] = "none"
    members["paginationLimitedTo"] = 1000
    return .object(members)
  }

  /// The record index of each `objectID`.
  func recordIndices() -> [String: Int] {
    var indices: [String: Int] = [:]
    for (index, record) in records.enumerated() {
      if let id = record["objectID"]?.stringValue { indices[id] = index }
    }
    return indices
  }

  /// Gives every record without an `objectID` one, so both sides can name the same records.
  static func identified(_ records: [JSON]) -> [JSON] {
    records.enumerated().map { index, record in
      guard case .object(var members) = record, members["objectID"] == nil else { return record }
      members["objectID"] = .string("bench-\(index)")
      return .object(members)
    }
  }

  /// The concerts dataset: artists and venues, searchable and faceted on both.
  static func concerts(_ url: URL) throws -> ComparisonDataset {
    let data = try Data(contentsOf: url)
    return ComparisonDataset(
      name: "concerts", records: identified(try JSON.parse(data).arrayValue ?? []), jsonBytes: data.count,
      settings: ["attributesForFaceting": ["name", "location"], "searchableAttributes": ["name", "location"]],
      searchable: ["name", "location"], facets: ["name", "location"])
  }

  /// The TED talks dataset with its own settings file (typo tolerance, distinct on speakers, snippets),
  /// faceted on the event and the tags.
  static func ted(records url: URL, settings settingsURL: URL) throws -> ComparisonDataset {
    let data = try Data(contentsOf: url)
    return ComparisonDataset(
      name: "ted", records: identified(try JSON.parse(data).arrayValue ?? []), jsonBytes: data.count,
      settings: try JSON.parse(Data(contentsOf: settingsURL)),
      searchable: ["name", "speakers", "event_name", "tags"], facets: ["event_name", "tags"])
  }

  /// The airports dataset: names, cities, countries and codes searchable, faceted on the country, ranked by the
  /// number of routes. Only the saved-index costs use it, so it has one facet.
  static func airports(_ url: URL) throws -> ComparisonDataset {
    let data = try Data(contentsOf: url)
    return ComparisonDataset(
      name: "airports", records: identified(try JSON.parse(data).arrayValue ?? []), jsonBytes: data.count,
      settings: [
        "searchableAttributes": ["name", "city", "country", "iata_code"], "attributesForFaceting": ["searchable(country)"],
        "customRanking": ["desc(links_count)"],
      ],
      searchable: ["name", "city", "country", "iata_code"], facets: ["country"])
  }

  /// A generated product catalogue of `count` records (``CatalogueGenerator``).
  static func generated(_ count: Int) throws -> ComparisonDataset {
    let records = CatalogueGenerator().records(count)
    let bytes = try JSON.array(records).data().count
    return ComparisonDataset(
      name: "generated-\(count)", records: records, jsonBytes: bytes,
      settings: [
        "searchableAttributes": ["title", "brand", "category"],
        "attributesForFaceting": ["brand", "category", "price"], "customRanking": ["desc(popularity)"],
      ],
      searchable: ["title", "brand", "category"], facets: ["brand", "category"])
  }
}

/// A deterministic catalogue of products: the same records for the same count on every run and machine.
///
/// Titles take 3 to 6 words from a vocabulary of 20 000 made-up words, drawn with a skew so that some words
/// are frequent and most are rare, as in real catalogues; brands and categories come from smaller lists.
struct CatalogueGenerator {
  /// SplitMix64: a small, seedable generator whose sequence is fixed by its seed.
  private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// The records, with `objectID` `p0`, `p1`, …
  func records(_ count: Int) -> [JSON] {
    var random = SplitMix(state: 17)
    let syllables = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "ba", "de", "fo", "gu", "ha", "ji", "pe", "qu",
      "ri", "su", "ta", "we", "xo", "yu", "zi", "an", "el", "or", "um", "is"]
    func word(_ length: Int) -> String {
      (0..<length).map { _ in syllables[Int(random.next() % UInt64(syllables.count))] }.joined()
    }
    let vocabulary = (0..<20_000).map { word(2 + $0 % 3) }
    let brands = (0..<2_000).map { _ in word(2).capitalized }
    let categories = (0..<300).map { _ in word(3) }
    /// An index in 0..<n, skewed towards small values (the square of a uniform draw).
    func skewed(_ n: Int) -> Int {
      let u = Double(random.next() >> 11) / Double(1 << 53)
      return min(n - 1, Int(u * u * Double(n)))
    }
    return (0..<count).map { index in
      let length = 3 + Int(random.next() % 4)
      let title = (0..<length).map { _ in vocabulary[skewed(vocabulary.count)] }.joined(separator: " ")
      return [
        "objectID": .string("p\(index)"), "title": .string(title), "brand": .string(brands[skewed(brands.count)]),
        "category": .string(categories[skewed(categories.count)]), "price": .number(Double(1 + random.next() % 999)),
        "popularity": .number(Double(random.next() % 100_000)),
      ]
    }
  }
}
