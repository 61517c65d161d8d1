/// A location in degrees, written `"latitude,longitude"` as its raw value.
public struct GeoLocation: Codable, RawRepresentable, Hashable, Sendable {
  /// The text form.
  public typealias RawValue = String

  /// Latitude in degrees.
  public let latitude: Double
  /// Longitude in degrees.
  public let longitude: Double

  /// Creates a location.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// Reads `"latitude,longitude"`; `nil` when the text is not two finite numbers so separated.
  public init?(rawValue: RawValue) {
    guard let point = Point(latLngText: rawValue) else { return nil }
    self.init(latitude: point.lat, longitude: point.lng)
  }

  /// `"latitude,longitude"`.
  public var rawValue: String { Point(lat: latitude, lng: longitude).latLngText }
}
