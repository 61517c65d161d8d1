import Foundation

/// A point on Earth, in degrees; immutable and equal by value.
public final class LatLng: NSObject {
  /// The latitude.
  public let lat: Double
  /// The longitude.
  public let lng: Double

  /// Creates a point.
  public init(lat: Double, lng: Double) {
    self.lat = lat
    self.lng = lng
  }

  /// Reads `"<lat>,<lng>"`: exactly two parts, each a Swift `Double` (no spaces).
  convenience init?(wire text: String) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let lat = Double(String(parts[0])), let lng = Double(String(parts[1])) else { return nil }
    self.init(lat: lat, lng: lng)
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? LatLng else { return false }
    return lat == other.lat && lng == other.lng
  }

  public override var hash: Int { lat.hashValue ^ lng.hashValue }

  /// `"LatLng(<lat>, <lng>)"`.
  public override var description: String { "LatLng(\(lat), \(lng))" }
}

/// A rectangle between two corners; immutable and equal by value.
public final class GeoRect: NSObject {
  /// The first corner.
  public let p1: LatLng
  /// The opposite corner.
  public let p2: LatLng

  /// Creates a rectangle.
  public init(p1: LatLng, p2: LatLng) {
    self.p1 = p1
    self.p2 = p2
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? GeoRect else { return false }
    return p1 == other.p1 && p2 == other.p2
  }

  public override var hash: Int { p1.hash ^ (p2.hash &* 31) }
}
