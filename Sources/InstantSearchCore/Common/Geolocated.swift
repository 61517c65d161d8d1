/// A record that has a location, which a geo hits view places on a map.
public protocol Geolocated {
  /// The record's location or locations.
  var geolocation: SingleOrList<Point>? { get }
}

extension Hit: Geolocated {}
