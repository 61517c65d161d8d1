/// A point on Earth, as `_geoloc` stores it (`{"lat": 48.85, "lng": 2.35}`).
public struct Point: Codable, Hashable, Sendable {
  /// Latitude in degrees.
  public var lat: Double
  /// Longitude in degrees.
  public var lng: Double

  /// Creates a point.
  public init(lat: Double, lng: Double) {
    self.lat = lat
    self.lng = lng
  }
}

/// A record's `_geoloc`: one point or a list of points.
public enum Geolocation: Codable, Hashable, Sendable {
  /// A single location.
  case single(Point)
  /// Several locations (a chain of shops, say).
  case list([Point])

  /// Every point, one for ``single(_:)``.
  public var points: [Point] {
    switch self {
    case .single(let point): return [point]
    case .list(let points): return points
    }
  }

  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let points = try? container.decode([Point].self) {
      self = .list(points)
    } else {
      self = .single(try container.decode(Point.self))
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .single(let point): try container.encode(point)
    case .list(let points): try container.encode(points)
    }
  }
}
