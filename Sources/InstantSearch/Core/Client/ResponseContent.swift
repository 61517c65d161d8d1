import Foundation
import InstantSearchCore

/// Converts between core models and the `[String: Any]` content dictionaries v1 handed around.
enum ResponseContent {
  /// A core response as the JSON object Algolia sent.
  static func content<T: Encodable>(of value: T) throws -> [String: Any] {
    let data = try JSONEncoder().encode(value)
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw InvalidJSONError(description: "Expecting a JSON object")
    }
    return object
  }

  /// A search response as the JSON object Algolia sent; the hits, most of the payload, are converted directly
  /// from their JSON values rather than re-encoded.
  static func content(of response: SearchResponse) throws -> [String: Any] {
    var rest = response
    rest.hits = []
    var content = try content(of: rest as Encodable)
    content["hits"] = response.hits.map(\.foundationValue)
    return content
  }

  private static func content(of value: Encodable) throws -> [String: Any] {
    let data = try JSONEncoder().encode(value)
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw InvalidJSONError(description: "Expecting a JSON object")
    }
    return object
  }

  /// A core model read from a v1 content dictionary.
  static func decode<T: Decodable>(_ type: T.Type, from content: [String: Any]) throws -> T {
    guard JSONSerialization.isValidJSONObject(content) else {
      throw InvalidJSONError(description: "The content is not a JSON object")
    }
    let data = try JSONSerialization.data(withJSONObject: content)
    return try JSONDecoder().decode(type, from: data)
  }

  /// The core query of a v1 query, read from its URL-encoded parameters.
  static func coreQuery(of query: Query?) throws -> InstantSearchCore.Query {
    guard let query else { return InstantSearchCore.Query() }
    return try InstantSearchCore.Query(paramsString: query.build())
  }
}
