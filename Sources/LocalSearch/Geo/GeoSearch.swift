import Foundation
import InstantSearchCore

/// Geo restrictions and the geo criterion of one request.
struct GeoSearch {
  enum Radius: Equatable {
    case meters(Double)
    case all
    case automatic
  }

  /// The centre (`aroundLatLng`), if any.
  var centre: Point?
  var radius = Radius.automatic
  var minimumAroundRadius: Double?
  /// `aroundPrecision` as `(from, precision)` ranges sorted by `from`; a single value is `[(0, p)]`.
  var precision: [(from: Double, value: Int)] = [(0, 10)]
  /// `insideBoundingBox`: `[lat1, lng1, lat2, lng2]` each.
  var boxes: [[Double]] = []
  /// `insidePolygon`: flat lat/lng lists.
  var polygons: [[Double]] = []

  /// Whether the request restricts or ranks by location at all.
  var isActive: Bool { centre != nil || !boxes.isEmpty || !polygons.isEmpty }

  /// Whether records are restricted to an area (as opposed to only ranked by distance).
  var restricts: Bool {
    if !boxes.isEmpty || !polygons.isEmpty { return true }
    return centre != nil && radius != .all
  }

  static let earthRadius = 6_371_000.0

  /// Great-circle distance in meters (haversine).
  static func distance(_ a: Point, _ b: Point) -> Double {
    let toRadians = Double.pi / 180
    let dLat = (b.lat - a.lat) * toRadians
    let dLng = (b.lng - a.lng) * toRadians
    let h = sin(dLat / 2) * sin(dLat / 2) + cos(a.lat * toRadians) * cos(b.lat * toRadians) * sin(dLng / 2) * sin(dLng / 2)
    return 2 * earthRadius * asin(min(1, sqrt(h)))
  }

  /// The record location closest to the centre and its distance.
  func closest(_ points: ArraySlice<Point>) -> (point: Point, distance: Double)? {
    guard let centre else { return nil }
    return points.map { ($0, Self.distance(centre, $0)) }.min { $0.1 < $1.1 }
  }

  /// Whether a record with these locations passes the area restrictions that do not depend on the
  /// matching set (boxes, polygons, explicit radius). The automatic radius is applied afterwards.
  func accepts(_ points: ArraySlice<Point>) -> Bool {
    if !boxes.isEmpty { return points.contains { point in boxes.contains { Self.inside(point, box: $0) } } }
    if !polygons.isEmpty { return points.contains { point in polygons.contains { Self.inside(point, polygon: $0) } } }
    guard centre != nil else { return true }
    switch radius {
    case .all: return true
    case .automatic: return !points.isEmpty
    case .meters(let meters): return (closest(points)?.distance).map { $0 <= meters } ?? false
    }
  }

  /// The precision that applies at `distance`.
  func precision(at distance: Double) -> Int {
    let applicable = precision.last { $0.from <= distance } ?? precision.first ?? (0, 10)
    return max(10, applicable.value)
  }

  /// The record location closest to the centre, its distance and the precision that applies there, as
  /// `_rankingInfo` reports them; `nil` without a centre or without locations.
  func match(_ points: ArraySlice<Point>) -> (point: Point, distance: Double, precision: Int)? {
    guard let (point, distance) = closest(points) else { return nil }
    return (point, distance, precision(at: distance))
  }

  /// Fills the geo criterion of a record: its distance in steps of the precision that applies.
  func decorate(_ points: ArraySlice<Point>, values: inout RankingValues) {
    guard centre != nil else { return }
    guard let match = match(points) else {
      values.geoDistance = Int.max
      return
    }
    values.geoDistance = Int(match.distance / Double(match.precision))
  }

  /// The automatic radius for a matching set: the distance of its 1,000th closest record, at least
  /// `minimumAroundRadius` (our choice: Algolia's automatic radius depends on record density).
  func automaticRadius(distances: [Double]) -> Double {
    let sorted = distances.sorted()
    let radius = sorted.isEmpty ? 0 : sorted[min(999, sorted.count - 1)]
    return max(radius, minimumAroundRadius ?? 0)
  }

  static func inside(_ point: Point, box: [Double]) -> Bool {
    guard box.count == 4 else { return false }
    let (lowLat, highLat) = (min(box[0], box[2]), max(box[0], box[2]))
    guard point.lat >= lowLat && point.lat <= highLat else { return false }
    let (lng1, lng2) = (box[1], box[3])
    if lng1 <= lng2 { return point.lng >= lng1 && point.lng <= lng2 }
    return point.lng >= lng1 || point.lng <= lng2
  }

  /// Even-odd rule, planar in lat/lng.
  static func inside(_ point: Point, polygon: [Double]) -> Bool {
    let count = polygon.count / 2
    guard count >= 3 else { return false }
    var inside = false
    var j = count - 1
    for i in 0..<count {
      let (yi, xi) = (polygon[2 * i], polygon[2 * i + 1])
      let (yj, xj) = (polygon[2 * j], polygon[2 * j + 1])
      if (yi > point.lat) != (yj > point.lat), point.lng < (xj - xi) * (point.lat - yi) / (yj - yi) + xi {
        inside.toggle()
      }
      j = i
    }
    return inside
  }
}
