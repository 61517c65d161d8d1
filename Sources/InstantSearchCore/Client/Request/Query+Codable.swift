extension Query: Codable {
  /// Reads a query from Algolia's JSON object of parameters, accepting the flexible forms of each parameter
  /// (`"typoTolerance": "min"` or `true`, `"distinct": true` or `2`, lists as arrays or comma-separated strings).
  ///
  /// A member set to `null` leaves its parameter unset; members ``Query`` does not model go to
  /// ``customParameters``.
  ///
  /// - Throws: `DecodingError.typeMismatch` when the value is not an object; `DecodingError.dataCorrupted` whose
  ///   description is the ``QueryParameterError/message`` (and whose underlying error is the
  ///   ``QueryParameterError``) when a parameter is ill-typed.
  public init(from decoder: Decoder) throws {
    let json = try JSON(from: decoder)
    guard case .object(let members) = json else {
      throw DecodingError.typeMismatch(
        Query.self,
        .init(codingPath: decoder.codingPath, debugDescription: "Search parameters are a JSON object."))
    }
    do {
      try self.init(fields: members)
    } catch let error as QueryParameterError {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath + [ParameterCodingKey(stringValue: error.parameter)],
          debugDescription: error.message, underlyingError: error))
    }
  }

  /// Writes ``jsonFields`` as a JSON object.
  public func encode(to encoder: Encoder) throws {
    try JSON.object(jsonFields).encode(to: encoder)
  }
}

extension Query {
  /// Reads a query from the members of a JSON object of parameters, as `init(from:)` does.
  ///
  /// - Parameter fields: Parameter names and values, as in `{"query":"a","hitsPerPage":5}`.
  /// - Throws: ``QueryParameterError`` for the first ill-typed value, in name order.
  public init(fields: [String: JSON]) throws {
    try self.init(rawParameters: fields.mapValues(RawParameterValue.json))
  }

  /// The parameters as the members of Algolia's JSON object: every set property under its name, and the
  /// ``customParameters`` whose names are not set typed properties. Empty for a default query.
  public var jsonFields: [String: JSON] {
    let fields = setFields
    return Dictionary(uniqueKeysWithValues: fields.typed + fields.custom)
  }

  /// The set properties under their names, in name order, and the ``customParameters`` whose names are not set
  /// typed properties (a set property wins over a custom value of its name), in no particular order.
  var setFields: (typed: [(name: String, value: JSON)], custom: [(name: String, value: JSON)]) {
    var typed: [(name: String, value: JSON)] = []
    for parameter in Query.parametersInNameOrder {
      if let value = sentValue(of: parameter) { typed.append((parameter.name, value)) }
    }
    guard !customParameters.isEmpty else { return (typed, []) }
    let typedNames = Set(typed.map(\.name))
    return (typed, customParameters.filter { !typedNames.contains($0.key) }.map { (name: $0.key, value: $0.value) })
  }
}

/// The coding key naming an ill-typed parameter in a `DecodingError`'s path.
private struct ParameterCodingKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
