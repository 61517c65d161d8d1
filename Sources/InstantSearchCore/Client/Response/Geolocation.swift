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
  /// two finite numbers separated by a comma (spaces around them allowed).
  public init?(latLngText text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let lat = ParameterParsing.double(String(parts[0])),
      let lng = ParameterParsing.double(String(parts[1]))
    else { return nil }
    self.init(lat: lat, lng: lng)
  }

  /// The `"lat,lng"` text Algolia uses for a point in parameters and responses.
  public var latLngText: String { "\(ParamsText.plainDecimal(lat)),\(ParamsText.plainDecimal(lng))" }
}

/// One value or a list of them, as a record's `_geoloc` holds one point or several (Algolia's client 8 name).
public enum SingleOrList<Wrapped> {
  /// A single value.
  case single(Wrapped)
  /// Several values (the shops of a chain, say).
  case list([Wrapped])

  /// Every value, one for ``single(_:)``.
  public var values: [Wrapped] {
    switch self {
    case .single(let value): return [value]
    case .list(let values): return values
    }
  }
}

extension SingleOrList where Wrapped == Point {
  /// Every point, one for ``single(_:)``.
  public var points: [Point] { values }
}

extension SingleOrList: Equatable where Wrapped: Equatable {}
extension SingleOrList: Hashable where Wrapped: Hashable {}
extension SingleOrList: Sendable where Wrapped: Sendable {}

extension SingleOrList: Codable where Wrapped: Codable {
  public init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let values = try? container.decode([Wrapped].self) {
      self = .list(values)
    } else {
      self = .single(try container.decode(Wrapped.self))
    }
  }

  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .single(let value): try container.encode(value)
    case .list(let values): try container.encode(values)
    }
  }
}

/// A record's `_geoloc`: one point or a list of points.
public typealias Geolocation = SingleOrList<Point>
