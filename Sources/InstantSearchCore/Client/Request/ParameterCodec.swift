/// How one kind of parameter value is read from JSON or from `params` text, and written as JSON.
struct ParameterCodec<Value: Sendable>: Sendable {
  /// What the kind accepts, worded for ``QueryParameterError/expected``.
  let expected: String
  let fromJSON: @Sendable (JSON) -> Value?
  let fromText: @Sendable (String) -> Value?
  let toJSON: @Sendable (Value) -> JSON
  /// Whether Algolia reads the empty string as the parameter unset (points and named options).
  var acceptsEmptyString = false
}

/// The codecs of every kind of parameter ``Query`` models.
enum Codecs {
  typealias Expected = QueryParameterError.Expected

  /// Strings: JSON strings only; `params` text verbatim.
  static let string = ParameterCodec<String>(
    expected: Expected.string, fromJSON: { $0.stringValue }, fromText: { $0 }, toJSON: { .string($0) })

  /// Integers: integral JSON numbers, or decimal text.
  static let integer = ParameterCodec<Int>(
    expected: Expected.integer, fromJSON: { ParameterParsing.integer($0) }, fromText: { ParameterParsing.integer($0) },
    toJSON: { .number(Double($0)) })

  /// Booleans: JSON booleans, or `true`/`false`/`1`/`0` in any case.
  static let boolean = ParameterCodec<Bool>(
    expected: Expected.boolean, fromJSON: { ParameterParsing.boolean($0) }, fromText: { ParameterParsing.boolean($0) },
    toJSON: { .bool($0) })

  /// String lists: JSON arrays of strings, or comma-separated text.
  static let strings = ParameterCodec<[String]>(
    expected: Expected.strings, fromJSON: { ParameterParsing.strings($0) },
    fromText: { ParameterParsing.strings($0) }, toJSON: { .array($0.map(JSON.string)) })

  /// Free-form JSON objects (`renderingContent`); in `params` text, the object's compact JSON.
  static let object = ParameterCodec<JSON>(
    expected: Expected.object, fromJSON: objectOnly, fromText: { ParameterParsing.json($0).flatMap(objectOnly) },
    toJSON: { $0 })

  /// A centre point as `"lat,lng"` (spaces allowed around the numbers); JSON also accepts `{"lat":…,"lng":…}`.
  static let latLng = ParameterCodec<Point>(
    expected: Expected.latLng,
    fromJSON: { json in
      if case .string(let text) = json { return Point(latLngText: text) }
      guard let lat = json["lat"].flatMap(ParameterParsing.double),
        let lng = json["lng"].flatMap(ParameterParsing.double)
      else { return nil }
      return Point(lat: lat, lng: lng)
    },
    fromText: { Point(latLngText: $0) }, toJSON: { .string($0.latLngText) },
    acceptsEmptyString: true)

  /// Bounding boxes: nested or flat JSON arrays, or a flat comma list of 4n numbers.
  static let boundingBoxes = ParameterCodec<[BoundingBox]>(
    expected: Expected.boundingBoxes, fromJSON: { BoundingBox.list(jsonValue: $0) },
    fromText: { BoundingBox.list(parameterText: $0) },
    toJSON: { .array($0.map { .array($0.coordinates.map(JSON.number)) }) })

  /// Polygons: nested JSON arrays of coordinates (or one flat array).
  static let polygons = ParameterCodec<[Polygon]>(
    expected: Expected.polygons, fromJSON: { Polygon.list(jsonValue: $0) },
    fromText: { Polygon.list(parameterText: $0) },
    toJSON: { .array($0.map { .array($0.coordinates.map(JSON.number)) }) })

  /// A type that reads and writes itself.
  static func value<Value: QueryParameterValue>(_: Value.Type) -> ParameterCodec<Value> {
    ParameterCodec(
      expected: Value.expected, fromJSON: { Value(jsonValue: $0) }, fromText: { Value(parameterText: $0) },
      toJSON: { $0.jsonValue })
  }

  /// A string enumeration, by raw value.
  static func enumeration<Value>(_: Value.Type) -> ParameterCodec<Value>
  where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    ParameterCodec(
      expected: Expected.oneOf(Value.allCases.map(\.rawValue)), fromJSON: { $0.stringValue.flatMap(Value.init) },
      fromText: { Value(rawValue: $0) }, toJSON: { .string($0.rawValue) }, acceptsEmptyString: true)
  }

  /// A list of a string enumeration's raw values, as a JSON array or comma-separated text.
  static func enumerations<Value>(_: Value.Type) -> ParameterCodec<[Value]>
  where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    @Sendable func convert(_ strings: [String]?) -> [Value]? {
      guard let strings else { return nil }
      let values = strings.compactMap(Value.init)
      return values.count == strings.count ? values : nil
    }
    return ParameterCodec(
      expected: Expected.arrayOf(Value.allCases.map(\.rawValue)),
      fromJSON: { convert(ParameterParsing.strings($0)) }, fromText: { convert(ParameterParsing.strings($0)) },
      toJSON: { .array($0.map { .string($0.rawValue) }) })
  }

  /// `json` when it is an object. (`JSON` is nil-literal-expressible, so the `Optional` is spelled out.)
  @Sendable private static func objectOnly(_ json: JSON) -> JSON? {
    guard case .object = json else { return Optional<JSON>.none }
    return json
  }

}
