import InstantSearchCore
import LocalSearch

/// Six products on the embedded engine: the backend the offline suite's cassette was recorded from.
enum ProductsCatalogue {
  static func client() throws -> SearchBackend {
    let settings = try IndexSettings(json: [
      "searchableAttributes": ["name", "brand"], "attributesForFaceting": ["brand"], "customRanking": ["desc(popularity)"],
    ])
    let products: [(name: String, brand: String, popularity: Double)] = [
      ("Sony Bravia TV", "Sony", 90), ("Sony Xperia phone", "Sony", 80), ("Apple iPhone", "Apple", 95),
      ("Samsung Galaxy phone", "Samsung", 85), ("Bose headphones", "Bose", 70), ("Sony headphones", "Sony", 60),
    ]
    let records: [JSON] = products.enumerated().map { position, product in
      .object([
        "objectID": .string("\(position + 1)"), "name": .string(product.name), "brand": .string(product.brand),
        "popularity": .number(product.popularity),
      ])
    }
    return LocalClient(indices: [try LocalIndex(name: "products", records: records, settings: settings)])
  }
}
