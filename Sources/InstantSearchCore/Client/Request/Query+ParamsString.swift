extension Query {
  /// The query as the `params` string of an Algolia request, as the 8.x core's encoder writes it.
  ///
  /// Pairs `name=value` sorted by name and joined with `&`; unset parameters and `null` custom values are left
  /// out, so a default query gives the empty string (and a request then carries no `params`). Before
  /// percent-encoding, strings are verbatim, numbers plain decimal (`10`, `0.5`), booleans `true`/`false`, lists
  /// and objects compact JSON with sorted keys (`facets=["brand","color"]`), `aroundLatLng` `lat,lng` and
  /// `aroundRadius` `all` or meters. Names and values are then percent-encoded as UTF-8, leaving only
  /// `A–Z a–z 0–9 - . _ ~ ! $ ' ( ) * , :` literal; in particular a space is `%20` and `& = + ? # ; / @` are
  /// escaped, so `Dates & Dried Fruits` is sent as `Dates%20%26%20Dried%20Fruits`.
  ///
  /// ``init(paramsString:)`` reads the result back to an equal query.
  public var paramsString: String {
    // Typed parameters come in name order, so only custom ones make a sort necessary.
    let fields = setFields
    let text = { (field: (name: String, value: JSON)) in ParamsText.text(of: field.value).map { (name: field.name, text: $0) } }
    var pairs = fields.typed.compactMap(text)
    if !fields.custom.isEmpty {
      pairs += fields.custom.compactMap(text)
      pairs.sort { $0.name < $1.name }
    }
    return pairs.map { ParamsText.percentEncode($0.name) + "=" + ParamsText.percentEncode($0.text) }.joined(separator: "&")
  }

  /// Every set parameter's text as ``paramsString`` writes it before percent-encoding, by name;
  /// ``init(textParameters:)`` reads it back to an equal query.
  public var textParameters: [String: String] {
    jsonFields.compactMapValues(ParamsText.text(of:))
  }
}
