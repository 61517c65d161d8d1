extension Query {
  /// The members of a search request object that are never search parameters, skipped by
  /// ``merging(fields:params:)``.
  static let structuralFieldNames: Set<String> = ["params", "indexName", "type", "facet", "facetQuery", "strategy"]

  /// Reads a query from the `params` string of a request, in the form this type writes (``paramsString``) or any
  /// earlier client's.
  ///
  /// - `name=value` pairs are separated by `&` and percent-decoded as UTF-8; `+` stays a literal `+`. A piece
  ///   without `=` has an empty value, pieces with an empty name are ignored, and a repeated name keeps its last
  ///   value.
  /// - Booleans are `true`/`false` in any letter case, or `1`/`0`.
  /// - Lists are JSON arrays (`["brand","color"]`) or comma-separated text (`*,type,brand`); an empty value is an
  ///   empty list.
  /// - `facetFilters`, `numericFilters`, `tagFilters` and `optionalFilters` are JSON arrays when the value starts
  ///   with `[`, plain filter strings otherwise (an empty value is the empty string).
  /// - `insideBoundingBox` is JSON or a flat comma list of 4n numbers; `insidePolygon` is JSON (or one flat comma
  ///   list); `aroundRadius` is meters or `all`; `aroundLatLng` is `lat,lng`, spaces allowed.
  /// - Names without a typed property go to ``customParameters``, as the JSON the value spells (`123`, `true`,
  ///   `["a"]`) or else as a string. A custom string that spells JSON (`"123"`) therefore comes back as that JSON.
  ///
  /// - Parameter paramsString: The encoded parameters; the empty string is the default query.
  /// - Throws: ``QueryParameterError`` for an ill-typed value (``Invalid value for parameter `hitsPerPage`:
  ///   expected an integer``) or a name or value that is not percent-encoded UTF-8; with several, the first by name.
  public init(paramsString: String) throws {
    try self.init(rawParameters: ParamsText.pairs(of: paramsString).mapValues(RawParameterValue.text))
  }

  /// Reads a query from parameters already split and percent-decoded: each value is read as
  /// ``init(paramsString:)`` reads the decoded value of a pair.
  ///
  /// - Parameter textParameters: The decoded value of each parameter, by name.
  /// - Throws: ``QueryParameterError`` for an ill-typed value; with several, the first by name.
  public init(textParameters: [String: String]) throws {
    try self.init(rawParameters: textParameters.mapValues(RawParameterValue.text))
  }

  /// Reads the parameters of a request object that carries them both as JSON members and in a `params` string.
  ///
  /// Every parameter is read from both places; for a name present in both, the `params` value wins. The members
  /// `params`, `indexName`, `type`, `facet`, `facetQuery` and `strategy` describe the request, not the search,
  /// and are skipped.
  ///
  /// - Parameters:
  ///   - fields: The members of the request object, read as ``init(fields:)`` reads them.
  ///   - params: The request's `params` string, read as ``init(paramsString:)`` reads it; `nil` when absent.
  /// - Throws: ``QueryParameterError`` for an ill-typed value among those kept.
  public static func merging(fields: [String: JSON], params: String?) throws -> Query {
    var raw = fields.filter { !structuralFieldNames.contains($0.key) }.mapValues(RawParameterValue.json)
    for (name, value) in try ParamsText.pairs(of: params ?? "") {
      raw[name] = .text(value)
    }
    return try Query(rawParameters: raw)
  }
}
