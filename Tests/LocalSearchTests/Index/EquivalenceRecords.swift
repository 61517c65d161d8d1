import InstantSearchCore
import TestSupport

@testable import LocalSearch

/// Random records over a small vocabulary, and the settings sets the equivalence tests build them with: the words
/// overlap (prefixes, near misses) so that ``EquivalenceQueries`` finds many records, typos and ties.
enum EquivalenceRecords {
  static let words = ["red", "read", "reading", "rod", "blue", "blues", "bluetooth", "lamp", "lamps", "lump",
    "table", "tablet", "cable", "chair", "chairs", "charm", "sofa", "soft", "desk", "disk", "oak", "oaks", "steel"]
  static let brands = ["Acme", "Bolt", "Crux", "Dyna", "Echo", "Zeta", "Amber"]

  /// A record with `objectID` `id`: a title of one to four words, a brand, up to two tags, a price (missing in about
  /// one record of five) and a group. With `extraKeys`, a third of the records have one of four other members; with
  /// `locations`, half of them have a `_geoloc` near Paris.
  static func record(_ id: String, _ random: inout SplitMix64, extraKeys: Bool, locations: Bool = false) -> JSON {
    func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
    let title = (0..<(1 + Int(random.next() % 4))).map { _ in pick(words) }.joined(separator: " ")
    var members: [String: JSON] = [
      "objectID": .string(id), "title": .string(title), "brand": .string(pick(brands)),
      "tags": .array((0..<Int(random.next() % 3)).map { _ in .string(pick(words)) }),
      "price": .number(Double(random.next() % 40)), "group": .string("g\(random.next() % 6)"),
    ]
    if random.next() % 5 == 0 { members["price"] = nil }
    if extraKeys, random.next() % 3 == 0 { members["note\(random.next() % 4)"] = .string(pick(words)) }
    if locations, random.next() % 2 == 0 {
      members["_geoloc"] = ["lat": .number(48.8 + Double(random.next() % 100) / 500), "lng": .number(2.3 + Double(random.next() % 100) / 500)]
    }
    return .object(members)
  }

  /// Listed searchable attributes, facets (one searchable), a custom ranking and distinct groups.
  static var searchableSettings: IndexSettings {
    get throws {
      try IndexSettings(json: [
        "searchableAttributes": ["title", "brand", "tags"],
        "attributesForFaceting": ["brand", "tags", "price", "searchable(group)"],
        "customRanking": ["desc(price)"], "attributeForDistinct": "group",
        "attributesToSnippet": ["title:2"],
      ])
    }
  }

  /// Every attribute searchable, two facets, and an ascending sort on the price first.
  static var everyAttributeSettings: IndexSettings {
    get throws {
      try IndexSettings(json: [
        "attributesForFaceting": ["brand", "tags"], "ranking": ["asc(price)", "typo", "words", "proximity", "attribute", "exact", "custom"],
      ])
    }
  }
}
