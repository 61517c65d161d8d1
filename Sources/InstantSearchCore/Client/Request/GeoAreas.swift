import Foundation

/// A rectangle given by two opposite corners, for `insideBoundingBox`.
///
/// Its JSON form is the array `[lat1, lng1, lat2, lng2]`. A box whose `lng1` is greater than `lng2` crosses the
/// antimeridian.
public struct BoundingBox: Codable, Hashable, Sendable {
  /// Latitude of the first corner, in degrees.
  public var lat1: Double
  /// Longitude of the first corner, in degrees.
  public var lng1: Double
  /// Latitude of the opposite corner, in degrees.
  public var lat2: Double
  /// Longitude of the opposite corner, in degrees.
  public var lng2: Double

  /// Creates a box from two opposite corners.
  public init(lat1: Double, lng1: Double, lat2: Double, lng2: Double) {
    self.lat1 = lat1
    self.lng1 = lng1
    self.lat2 = lat2
    self.lng2 = lng2
  }

  /// The four numbers in Algolia's order: `[lat1, lng1, lat2, lng2]`.
  public var coordinates: [Double] { [lat1, lng1, lat2, lng2] }

  init?(coordinates: [Double]) {
    guard coordinates.count == 4 else { return nil }
    self.init(lat1: coordinates[0], lng1: coordinates[1], lat2: coordinates[2], lng2: coordinates[3])
  }

  /// Reads any of the JSON forms described above.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the JSON has none of them.
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    guard let box = BoundingBox(coordinates: try container.decode([Double].self)) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "A bounding box is 4 numbers: lat1, lng1, lat2, lng2.")
    }
    self = box
  }

  /// Writes Algolia's JSON form.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(coordinates)
  }

  /// Boxes from a JSON array of 4-number arrays, a flat JSON array of 4n numbers, or a string read as
  /// ``list(parameterText:)``.
  static func list(jsonValue: JSON) -> [BoundingBox]? {
    if case .string(let text) = jsonValue { return list(parameterText: text) }
    if let flat = ParameterParsing.doubles(inArray: jsonValue) { return list(flat: flat) }
    guard case .array(let elements) = jsonValue else { return nil }
    var boxes: [BoundingBox] = []
    for element in elements {
      guard let box = ParameterParsing.doubles(inArray: element).flatMap(BoundingBox.init(coordinates:)) else {
        return nil
      }
      boxes.append(box)
    }
    return boxes
  }

  /// Boxes from `params` text: JSON when it starts with `[`, else a flat comma list of 4n numbers; empty text
  /// is no box.
  static func list(parameterText: String) -> [BoundingBox]? {
    let trimmed = parameterText.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return [] }
    if trimmed.hasPrefix("[") { return ParameterParsing.json(trimmed).flatMap { list(jsonValue: $0) } }
    return ParameterParsing.doubles(trimmed).flatMap(list(flat:))
  }

  private static func list(flat: [Double]) -> [BoundingBox]? {
    guard flat.count % 4 == 0 else { return nil }
    return stride(from: 0, to: flat.count, by: 4).compactMap { BoundingBox(coordinates: Array(flat[$0..<$0 + 4])) }
  }
}

/// An area given by its vertices, for `insidePolygon`.
///
/// Its JSON form is the flat array `[lat1, lng1, lat2, lng2, ...]`; Algolia requires at least 3 points.
public struct Polygon: Codable, Hashable, Sendable {
  /// The vertices, in order.
  public var points: [Point]

  /// Creates a polygon from its vertices.
  public init(points: [Point]) {
    self.points = points
  }

  /// The flat list of coordinates in Algolia's order: `[lat1, lng1, lat2, lng2, ...]`.
  public var coordinates: [Double] { points.flatMap { [$0.lat, $0.lng] } }

  init?(coordinates: [Double]) {
    guard coordinates.count >= 6, coordinates.count % 2 == 0 else { return nil }
    points = stride(from: 0, to: coordinates.count, by: 2).map { Point(lat: coordinates[$0], lng: coordinates[$0 + 1]) }
  }

  /// Reads any of the JSON forms described above.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the JSON has none of them.
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    guard let polygon = Polygon(coordinates: try container.decode([Double].self)) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "A polygon is an even count of at least 6 numbers: lat, lng pairs.")
    }
    self = polygon
  }

  /// Writes Algolia's JSON form.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(coordinates)
  }

  /// Polygons from a JSON array of coordinate arrays, one flat coordinate array (a single polygon), or a string
  /// read as ``list(parameterText:)``.
  static func list(jsonValue: JSON) -> [Polygon]? {
    if case .string(let text) = jsonValue { return list(parameterText: text) }
    if case .array(let elements) = jsonValue, elements.isEmpty { return [] }
    if let flat = ParameterParsing.doubles(inArray: jsonValue) { return Polygon(coordinates: flat).map { [$0] } }
    guard case .array(let elements) = jsonValue else { return nil }
    var polygons: [Polygon] = []
    for element in elements {
      guard let polygon = ParameterParsing.doubles(inArray: element).flatMap(Polygon.init(coordinates:)) else {
        return nil
      }
      polygons.append(polygon)
    }
    return polygons
  }

  /// Polygons from `params` text: JSON when it starts with `[`, else one polygon as a flat comma list; empty text
  /// is no polygon.
  static func list(parameterText: String) -> [Polygon]? {
    let trimmed = parameterText.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return [] }
    if trimmed.hasPrefix("[") { return ParameterParsing.json(trimmed).flatMap { list(jsonValue: $0) } }
    return ParameterParsing.doubles(trimmed).flatMap(Polygon.init(coordinates:)).map { [$0] }
  }
}
