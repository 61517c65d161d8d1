/// Why a hit ranked where it did (`_rankingInfo`, returned with `getRankingInfo=true`).
///
/// Every field is optional: Algolia omits those that do not apply (geo fields without a geo search).
public struct RankingInfo: Codable, Hashable, Sendable {
  /// The number of typos in the match.
  public var nbTypos: Int?
  /// The attribute criterion's value: where the first matched word sits.
  public var firstMatchedWord: Int?
  /// The sum of distances between matched words.
  public var proximityDistance: Int?
  /// The custom-ranking score, higher is better.
  public var userScore: Int?
  /// The distance to the geo centre divided by the precision.
  public var geoDistance: Int?
  /// The precision used for ``geoDistance``, in meters.
  public var geoPrecision: Int?
  /// The number of query words matched exactly.
  public var nbExactWords: Int?
  /// The number of query words matched.
  public var words: Int?
  /// The filters score (optional filters and scored filters).
  public var filters: Int?
  /// Whether a query rule promoted the hit.
  public var promoted: Bool?
  /// Whether re-ranking promoted the hit.
  public var promotedByReRanking: Bool?
  /// Personalization details.
  public var personalization: JSON?
  /// The record location closest to the geo centre, with its distance.
  public var matchedGeoLocation: MatchedGeoLocation?

  /// Creates ranking information with every field absent.
  public init() {}

  /// The record location that a geo search matched.
  public struct MatchedGeoLocation: Codable, Hashable, Sendable {
    /// Latitude in degrees.
    public var lat: Double
    /// Longitude in degrees.
    public var lng: Double
    /// Distance to the search centre in meters.
    public var distance: Double?

    /// Creates a matched location.
    public init(lat: Double, lng: Double, distance: Double? = nil) {
      self.lat = lat
      self.lng = lng
      self.distance = distance
    }
  }
}
