import Foundation
import InstantSearchCore
import LocalSearch

/// The embedded indices the sample screens search: a shop's products (faceted by brand, category and colour,
/// its merchandising order in `renderingContent`), a replica sorted by price, a virtual replica for relevant
/// sort by price, a query suggestions index and a blog's articles.
enum SampleCatalogue {
  struct Product: Codable, Equatable {
    let name: String
    let brand: String
    let category: String
    let color: String
    let price: Double
    let freeShipping: Bool
    let categories: [String]
  }

  static let products: [JSON] = [
    product("iphone-13", "Apple iPhone 13", "Apple", "phone", "black", 799, true, popularity: 95),
    product("iphone-13-mini", "Apple iPhone 13 mini", "Apple", "phone", "white", 699, true, popularity: 80),
    product("galaxy-s22", "Samsung Galaxy S22 phone", "Samsung", "phone", "black", 749, false, popularity: 85),
    product("pixel-6", "Google Pixel 6 phone", "Google", "phone", "green", 599, true, popularity: 70),
    product("iphone-case-red", "iPhone 13 case, red", "Belkin", "accessory", "red", 19, true, popularity: 60),
    product("iphone-case-clear", "iPhone 13 case, clear", "Belkin", "accessory", "white", 15, false, popularity: 55),
    product("charger", "USB-C charger for iPhone", "Anker", "accessory", "white", 25, true, popularity: 50),
    product("oled-tv", "LG OLED TV 55", "LG", "tv", "black", 1299, false, popularity: 75),
    product("qled-tv", "Samsung QLED TV 65", "Samsung", "tv", "black", 1499, true, popularity: 65),
    product("airpods", "Apple AirPods Pro headphones", "Apple", "headphones", "white", 249, true, popularity: 90),
    product("sony-xm4", "Sony WH-1000XM4 headphones", "Sony", "headphones", "black", 349, false, popularity: 88),
    product("ipad-air", "Apple iPad Air tablet", "Apple", "tablet", "blue", 599, true, popularity: 78),
  ]

  static let suggestions: [JSON] = [
    ["objectID": "iphone", "query": "iphone", "popularity": 900],
    ["objectID": "iphone case", "query": "iphone case", "popularity": 400],
    ["objectID": "ipad", "query": "ipad", "popularity": 300],
    ["objectID": "headphones", "query": "headphones", "popularity": 250],
    ["objectID": "tv", "query": "tv", "popularity": 200],
  ]

  static let articles: [JSON] = [
    ["objectID": "a1", "title": "Choosing your next phone", "summary": "iPhone, Galaxy or Pixel: what matters"],
    ["objectID": "a2", "title": "The best headphones of the year", "summary": "Noise cancelling compared"],
    ["objectID": "a3", "title": "OLED or QLED: which TV", "summary": "Panels explained"],
  ]

  private static func product(
    _ objectID: String, _ name: String, _ brand: String, _ category: String, _ color: String, _ price: Double,
    _ freeShipping: Bool, popularity: Int
  ) -> JSON {
    [
      "objectID": .string(objectID), "name": .string(name), "brand": .string(brand), "category": .string(category),
      "color": .string(color), "price": .number(price), "freeShipping": .bool(freeShipping),
      "popularity": .number(Double(popularity)), "categories": .array([.string(category), "electronics"]),
    ]
  }

  /// The settings of `products`, which list its two replicas.
  static func productSettings() throws -> IndexSettings {
    try IndexSettings(json: [
      "searchableAttributes": ["name", "brand", "category"],
      "attributesForFaceting": ["brand", "category", "color", "freeShipping", "price", "categories"],
      "customRanking": ["desc(popularity)"],
      "replicas": ["products_price_asc", "virtual(products_relevant_price_asc)"],
      "renderingContent": [
        "facetOrdering": [
          "facets": ["order": ["category", "brand", "size"]],
          "values": ["brand": ["order": ["Apple"], "sortRemainingBy": "count"], "category": ["sortRemainingBy": "alpha"]],
        ]
      ],
    ])
  }

  /// A client serving the five indices.
  static func client() throws -> LocalClient {
    let primary = try productSettings()
    var byPrice = primary
    byPrice.ranking = try IndexSettings(json: ["ranking": ["asc(price)", "typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"]]).ranking
    var relevantByPrice = primary
    relevantByPrice.customRanking = try IndexSettings(json: ["customRanking": ["asc(price)"]]).customRanking
    let suggestionSettings = try IndexSettings(json: ["searchableAttributes": ["query"], "customRanking": ["desc(popularity)"]])
    return LocalClient(indices: [
      try LocalIndex(name: "products", records: products, settings: primary),
      try LocalIndex(name: "products_price_asc", records: products, settings: byPrice),
      try LocalIndex(name: "products_relevant_price_asc", records: products, settings: relevantByPrice),
      try LocalIndex(name: "products_query_suggestions", records: suggestions, settings: suggestionSettings),
      try LocalIndex(name: "articles", records: articles, settings: IndexSettings(json: ["searchableAttributes": ["title", "summary"]])),
    ])
  }
}
