import InstantSearchCore

@testable import LocalSearch

/// The `products` index the worked examples of the engine tests search, written out here.
enum ProductsFixture {
  static let recordsText = #"""
    [
     {"objectID":"1","name":"Apple iPhone 13","brand":"Apple","category":["phone"],"price":799,"rating":5,"in_stock":true,"description":"Smartphone with dual camera","_tags":["new"],"_geoloc":{"lat":48.8566,"lng":2.3522}},
     {"objectID":"2","name":"Apple iPad Air","brand":"Apple","category":["tablet"],"price":599,"rating":4,"in_stock":true,"description":"Light tablet for work and play"},
     {"objectID":"3","name":"Samsung Galaxy S21","brand":"Samsung","category":["phone"],"price":699,"rating":4,"in_stock":false,"description":"Android smartphone","_tags":["new"]},
     {"objectID":"4","name":"Samsung Galaxy Tab S7","brand":"Samsung","category":["tablet"],"price":649,"rating":3,"in_stock":true,"description":"Android tablet"},
     {"objectID":"5","name":"Google Pixel 6","brand":"Google","category":["phone"],"price":599,"rating":4,"in_stock":true,"description":"Android phone by Google","_geoloc":{"lat":48.8924,"lng":2.2369}},
     {"objectID":"6","name":"Sony WH-1000XM4 headphones","brand":"Sony","category":["audio"],"price":349,"rating":5,"in_stock":false,"description":"Noise cancelling headphones","_geoloc":{"lat":51.5074,"lng":-0.1278}},
     {"objectID":"7","name":"Apple AirPods Pro","brand":"Apple","category":["audio"],"price":249,"rating":4,"in_stock":true,"description":"Wireless earbuds"},
     {"objectID":"8","name":"Café Crème Espresso Machine","brand":"De'Longhi","category":["kitchen"],"price":199.99,"rating":3,"in_stock":true,"description":"Makes crème and café"},
     {"objectID":"9","name":"Phone case for iPhone","brand":"Spigen","category":["accessory","phone"],"price":19.5,"rating":2,"in_stock":true,"description":"Protective case"},
     {"objectID":"10","name":"Samsung Smart TV 55","brand":"Samsung","category":["tv"],"price":1099,"rating":4,"in_stock":false,"description":"4K smart television"}
    ]
    """#

  static var records: [JSON] { try! JSON(data: Data(recordsText.utf8)).arrayValue! }

  /// The fixture's settings as the index configuration sees them.
  static var configuration: IndexConfiguration {
    IndexConfiguration(
      searchable: [
        .init(path: AttributePath("name"), rank: 0, ordered: true),
        .init(path: AttributePath("brand"), rank: 1, ordered: true),
        .init(path: AttributePath("description"), rank: 2, ordered: false),
      ],
      faceting: [
        .init(path: AttributePath("brand")), .init(path: AttributePath("category"), searchable: true),
        .init(path: AttributePath("price")), .init(path: AttributePath("in_stock"), filterOnly: true),
      ])
  }

  static var parameters: SearchParameters {
    var parameters = SearchParameters()
    parameters.customRanking = [(AttributePath("rating"), false)]
    return parameters
  }

  static func snapshot(_ configuration: IndexConfiguration = configuration) -> IndexSnapshot {
    IndexSnapshot(records: RecordTable.encoding(records), configuration: configuration)
  }
}

import Foundation
