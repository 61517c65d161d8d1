import Foundation

/// The maximum distance of hits from `aroundLatLng` (`aroundRadius`). Algolia's default: a radius computed from
/// the density of records around the centre.
///
/// JSON forms: an integer number of meters or the string `"all"`; `params` text: `1500` or `all`. An integer
/// literal makes ``meters(_:)``: `query.aroundRadius = 1500`.
public enum AroundRadius: Hashable, Sendable, ExpressibleByIntegerLiteral {
  /// Only records within this many meters (at least 1).
  case meters(Int)
  /// No distance limit; hits are still ranked by distance (`"all"`).
  case all

  /// An integer as ``meters(_:)``.
  public init(integerLiteral value: Int) { self = .meters(value) }
}

extension AroundRadius: QueryParameterValue {
  static let expected = QueryParameterError.Expected.aroundRadius

  init?(jsonValue: JSON) {
    switch jsonValue {
    case .number:
      guard let meters = jsonValue.intValue else { return nil }
      self = .meters(meters)
    case .string(let text): self.init(parameterText: text)
    default: return nil
    }
  }

  init?(parameterText: String) {
    if parameterText.trimmingCharacters(in: .whitespaces).lowercased() == "all" {
      self = .all
    } else if let meters = ParameterParsing.integer(parameterText) {
      self = .meters(meters)
    } else {
      return nil
    }
  }

  var jsonValue: JSON {
    switch self {
    case .meters(let meters): return .number(Double(meters))
    case .all: return .string("all")
    }
  }

  /// Reads any of the JSON forms described above.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the JSON has none of them.
  public init(from decoder: Decoder) throws { self = try Self.decode(from: decoder) }
  /// Writes Algolia's JSON form.
  public func encode(to encoder: Encoder) throws { try jsonValue.encode(to: encoder) }
}

/// How coarsely distances are compared by the `geo` ranking criterion (`aroundPrecision`).
/// Algolia's default: 10 meters.
///
/// JSON forms: an integer number of meters, or an array of `{"from": meters, "value": precision}` objects (the
/// precision `value` applies from distance `from` on). In a `params` string: an integer or that JSON array.
/// An integer literal makes ``meters(_:)``.
public enum AroundPrecision: Hashable, Sendable, ExpressibleByIntegerLiteral {
  /// One precision, in meters, at every distance.
  case meters(Int)
  /// Precisions by distance band.
  case ranges([Threshold])

  /// A precision that applies from a distance on.
  public struct Threshold: Codable, Hashable, Sendable {
    /// The distance, in meters, from which ``value`` applies.
    public var from: Int
    /// The precision, in meters.
    public var value: Int

    /// Creates a band whose precision is `value` meters from `from` meters on.
    public init(from: Int, value: Int) {
      self.from = from
      self.value = value
    }
  }

  /// An integer as ``meters(_:)``.
  public init(integerLiteral value: Int) { self = .meters(value) }
}

extension AroundPrecision: QueryParameterValue {
  static let expected = QueryParameterError.Expected.aroundPrecision

  init?(jsonValue: JSON) {
    switch jsonValue {
    case .number:
      guard let meters = jsonValue.intValue else { return nil }
      self = .meters(meters)
    case .string(let text): self.init(parameterText: text)
    case .array(let elements):
      var thresholds: [Threshold] = []
      for element in elements {
        guard let from = element["from"].flatMap(ParameterParsing.integer),
          let value = element["value"].flatMap(ParameterParsing.integer)
        else { return nil }
        thresholds.append(Threshold(from: from, value: value))
      }
      self = .ranges(thresholds)
    default: return nil
    }
  }

  init?(parameterText: String) {
    if let meters = ParameterParsing.integer(parameterText) {
      self = .meters(meters)
    } else if parameterText.trimmingCharacters(in: .whitespaces).hasPrefix("["),
      let json = ParameterParsing.json(parameterText)
    {
      self.init(jsonValue: json)
    } else {
      return nil
    }
  }

  var jsonValue: JSON {
    switch self {
    case .meters(let meters): return .number(Double(meters))
    case .ranges(let thresholds):
      return .array(
        thresholds.map { .object(["from": .number(Double($0.from)), "value": .number(Double($0.value))]) })
    }
  }

  /// Reads any of the JSON forms described above.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the JSON has none of them.
  public init(from decoder: Decoder) throws { self = try Self.decode(from: decoder) }
  /// Writes Algolia's JSON form.
  public func encode(to encoder: Encoder) throws { try jsonValue.encode(to: encoder) }
}
