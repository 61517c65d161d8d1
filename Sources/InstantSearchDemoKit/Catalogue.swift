import Foundation
import InstantSearch
import LocalSearch

/// The records the demo searches: the shared TED talks dataset when it is beside the package, else a small
/// generated catalogue, on the embedded engine.
public struct Catalogue {
  /// What the screen shows.
  public let title: String
  /// The index.
  public let index: Index
  /// The attribute shown as each hit's title.
  public let titleAttribute: String
  /// The attribute shown under the title.
  public let subtitleAttribute: String
  /// The facet of the refinement list.
  public let facetAttribute: String
  /// The numeric attribute of the stepper, refined with `<=`.
  public let numericAttribute: String
  /// The stepper's range.
  public let numericRange: ClosedRange<Double>

  /// The TED talks when `shared/datasets/tedtalks` exists, else generated products.
  public static func load(sharedFolder: URL) throws -> Catalogue {
    let talks = sharedFolder.appendingPathComponent("datasets/tedtalks/talks.json")
    let settings = sharedFolder.appendingPathComponent("datasets/tedtalks/talks_settings.json")
    if FileManager.default.fileExists(atPath: talks.path), FileManager.default.fileExists(atPath: settings.path) {
      let index = try LocalIndex(name: "talks", recordsFile: talks, settings: try IndexSettings(contentsOf: settings))
      return Catalogue(
        title: "TED talks (shared/datasets/tedtalks)", index: Index(client: LocalClient(indices: [index]), name: "talks"),
        titleAttribute: "name", subtitleAttribute: "speakers", facetAttribute: "tags", numericAttribute: "duration_range",
        numericRange: 1...3)
    }
    return try generated()
  }

  /// 240 generated products (no dataset needed).
  public static func generated() throws -> Catalogue {
    let brands = ["Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne"]
    let kinds = ["phone", "laptop", "headphones", "camera", "watch", "speaker", "tablet", "monitor"]
    let adjectives = ["compact", "wireless", "pro", "ultra", "classic"]
    var records: [[String: Any]] = []
    for (position, combination) in product(brands, kinds, adjectives).enumerated() {
      records.append([
        "objectID": String(position), "name": "\(combination.0) \(combination.2) \(combination.1)", "brand": combination.0,
        "category": combination.1, "price": Double(20 + (position * 37) % 980), "rating": 1 + position % 5,
      ])
    }
    let settings = try IndexSettings(data: Data("""
      {"searchableAttributes": ["name", "brand", "category"], "attributesForFaceting": ["searchable(category)", "brand", "price"],
       "customRanking": ["desc(rating)"]}
      """.utf8))
    let index = try LocalIndex(name: "products", foundationRecords: records, settings: settings)
    return Catalogue(
      title: "generated products (no shared/ folder found)", index: Index(client: LocalClient(indices: [index]), name: "products"),
      titleAttribute: "name", subtitleAttribute: "brand", facetAttribute: "category", numericAttribute: "price",
      numericRange: 0...1000)
  }

  private static func product<A, B, C>(_ a: [A], _ b: [B], _ c: [C]) -> [(A, B, C)] {
    a.flatMap { x in b.flatMap { y in c.map { z in (x, y, z) } } }
  }
}
