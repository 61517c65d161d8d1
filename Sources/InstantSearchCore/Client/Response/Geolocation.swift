import Foundation

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

  /// Reads the `"lat,lng"` text of a request's `aroundLatLng` or a response's echo of it; `nil` unless it is
  /// two numbers separated by a comma (spaces around them allowed).
  public init?(latLngText text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let lat = Double(parts[0].trimmingCharacters(in: .whitespaces)),
      let lng = Double(parts[1].trimmingCharacters(in: .whitespaces))
    else { return nil }
    self.init(lat: lat, lng: lng)
  }

  /// The `"lat,lng"` text Algolia uses for a point in parameters and responses.
  public var latLngText: String { "\(ParamsText.plainDecimal(lat)),\(ParamsText.plainDecimal(lng))" }
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
