/// A parameter value as a request carries it: a JSON field, or percent-decoded text from a `params` string.
enum RawParameterValue: Sendable {
  case json(JSON)
  case text(String)

  /// The value as ``Query/customParameters`` keeps it: JSON as given; text as the JSON it spells, else a string.
  var customValue: JSON {
    switch self {
    case .json(let json): return json
    case .text(let text): return ParameterParsing.json(text) ?? .string(text)
    }
  }
}

/// A parameter value kept as a request gave it: sent instead of the property's own form while the property
/// still holds `typed`, the value it was read as (`nil` for an empty value the property cannot hold).
struct VerbatimField: Hashable, Sendable {
  let typed: JSON?
  let original: JSON
}

/// One parameter ``Query`` models: its name, and how its property is written as JSON and read from a request.
///
/// A class: the table of parameters is walked for every search's `params` and every change merge, and reading an
/// element then retains one object instead of each of its closures and its name.
final class QueryParameter: Sendable {
  /// Algolia's name of the parameter.
  let name: String
  /// The property's JSON form; `nil` when the property is unset.
  let read: @Sendable (Query) -> JSON?
  /// Sets the property from a raw value (JSON `null` unsets it).
  ///
  /// - Throws: ``QueryParameterError`` when the value is ill-typed.
  let write: @Sendable (inout Query, RawParameterValue) throws -> Void
  /// Whether the JSON form is a string naming a point or an option, for which Algolia reads `""` as unset.
  let acceptsEmptyString: Bool

  /// - Parameters:
  ///   - keyPath: The property, which requests write.
  ///   - read: The same property as a function (`\.name`, which the compiler turns into a plain read). Applying a
  ///     stored key path costs a generic projection per call, and every search's `params` reads each parameter.
  init<Value>(
    _ name: String, _ keyPath: WritableKeyPath<Query, Value?> & Sendable, _ codec: ParameterCodec<Value>,
    read property: @escaping @Sendable (Query) -> Value?
  ) {
    self.name = name
    acceptsEmptyString = codec.acceptsEmptyString
    read = { query in property(query).map(codec.toJSON) }
    write = { query, raw in
      let value: Value?
      switch raw {
      case .json(.null):
        query[keyPath: keyPath] = nil
        return
      case .json(let json): value = codec.fromJSON(json)
      case .text(let text): value = codec.fromText(text)
      }
      guard let value else { throw QueryParameterError(parameter: name, expected: codec.expected) }
      query[keyPath: keyPath] = value
    }
  }
}

extension Query {
  /// Reads a query from raw values by name; names ``Query`` does not model go to ``customParameters``.
  ///
  /// Names are visited in sorted order, so the error reported for several ill-typed values is deterministic.
  init(rawParameters: [String: RawParameterValue]) throws {
    self.init()
    for name in rawParameters.keys.sorted() {
      guard let raw = rawParameters[name] else { continue }
      if let parameter = Query.parametersByName[name] {
        try read(raw, into: parameter)
      } else {
        customParameters[name] = raw.customValue
      }
    }
  }

  /// Sets one modeled parameter from a raw value, keeping the value as given when the property would write it
  /// differently or is a point or option given Algolia's empty `""`.
  private mutating func read(_ raw: RawParameterValue, into parameter: QueryParameter) throws {
    switch raw {
    case .json(.string("")) where parameter.acceptsEmptyString, .text("") where parameter.acceptsEmptyString:
      verbatimFields[parameter.name] = VerbatimField(typed: nil, original: .string(""))
    case .json(let json):
      try parameter.write(&self, raw)
      let typed = parameter.read(self)
      if typed != json { verbatimFields[parameter.name] = VerbatimField(typed: typed, original: json) }
    case .text:
      try parameter.write(&self, raw)
    }
  }

  /// The JSON a parameter is sent as: the value kept as given while the property still holds what it was read
  /// as, else the property's own form.
  func sentValue(of parameter: QueryParameter) -> JSON? {
    let typed = parameter.read(self)
    if !verbatimFields.isEmpty, let kept = verbatimFields[parameter.name], kept.typed == typed { return kept.original }
    return typed
  }
}
