import Foundation

/// v1's search query: ``AbstractQuery``'s raw parameters with a typed property per Algolia parameter.
///
/// Every property is optional: reading gives `nil` when the parameter is absent or does not parse, and
/// assigning `nil` removes it. Values are stored in their wire form (see ``AbstractQuery/build()``).
open class Query: AbstractQuery {
  /// Creates an empty query.
  public override init() { super.init() }

  /// Creates a query holding raw parameters.
  public override init(parameters: [String: String]) { super.init(parameters: parameters) }

  /// Creates a query with a text query.
  ///
  /// - Parameter query: The text query; `nil` leaves it unset.
  public convenience init(query: String?) {
    self.init()
    self.query = query
  }

  /// Creates a plain ``Query`` with the parameters of another query (whatever its class).
  public convenience init(copy: Query) {
    self.init(parameters: copy.parameters)
  }

  /// Reads a query from a URL-encoded parameter string (the `params` of a response).
  ///
  /// Pieces with more than one `=` are skipped, a piece without `=` removes that parameter, and `+` is not a
  /// space. `parse("")` is an empty query.
  public static func parse(_ string: String) -> Query {
    let query = Query()
    AbstractQuery.parse(string, into: query)
    return query
  }

  open override func copy(with zone: NSZone? = nil) -> Any { Query(parameters: parameters) }

  // MARK: Typed storage

  func string(_ name: String) -> String? { parameter(withName: name) }

  func uint(_ name: String) -> UInt? { parameter(withName: name).flatMap { UInt($0) } }

  func setUInt(_ name: String, _ value: UInt?) { setParameter(withName: name, to: value.map(String.init)) }

  func bool(_ name: String) -> Bool? {
    guard let text = parameter(withName: name) else { return nil }
    switch text.lowercased() {
    case "true": return true
    case "false": return false
    default: return Int(text).map { $0 != 0 }
    }
  }

  func setBool(_ name: String, _ value: Bool?) { setParameter(withName: name, to: value.map { $0 ? "true" : "false" }) }

  func stringArray(_ name: String) -> [String]? {
    guard let text = parameter(withName: name) else { return nil }
    if let data = text.data(using: .utf8), let array = try? JSONSerialization.jsonObject(with: data) as? [String] {
      return array
    }
    return text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
  }

  func setStringArray(_ name: String, _ value: [String]?) { setParameter(withName: name, to: value.map(Query.compactJSON)) }

  func jsonArray(_ name: String) -> [Any]? {
    guard let data = parameter(withName: name)?.data(using: .utf8) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [Any]
  }

  func setJSONArray(_ name: String, _ value: [Any]?) { setParameter(withName: name, to: value.map(Query.compactJSON)) }

  func rawEnum<T: RawRepresentable>(_ name: String) -> T? where T.RawValue == String {
    parameter(withName: name).flatMap(T.init(rawValue:))
  }

  func setRawEnum<T: RawRepresentable>(_ name: String, _ value: T?) where T.RawValue == String {
    setParameter(withName: name, to: value?.rawValue)
  }

  static func compactJSON(_ array: Any) -> String {
    guard JSONSerialization.isValidJSONObject(array),
      let data = try? JSONSerialization.data(withJSONObject: array, options: [.withoutEscapingSlashes]),
      let text = String(data: data, encoding: .utf8)
    else { return "[]" }
    return text
  }
}
