import Foundation

/// The value of a legacy filter parameter: `facetFilters`, `numericFilters`, `tagFilters` or `optionalFilters`.
///
/// Either a plain string (one filter, or the legacy comma syntax `a:1,(b:2,b:3)`) or a list whose elements are
/// ANDed; an element is one filter or a group of filters ORed together. Algolia also accepts arrays nested deeper
/// inside a group (`["a", ["b", ["c"]]]`); they are kept as ``Element/group(_:)`` and sent as given, and the
/// embedded engine ORs their filters into the group. Literals build the common forms:
///
/// ```swift
/// query.facetFilters = [["category:Book", "category:Movie"], "author:John Doe"]
/// // (category:Book OR category:Movie) AND author:John Doe
/// query.tagFilters = "promo"
/// ```
///
/// In a `params` string a value starting with `[` is read as a JSON array; anything else is a plain string.
public enum FiltersParameter: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
  /// A plain filter string, sent as it is.
  case string(String)
  /// Elements ANDed together.
  case list([Element])

  /// One element of a ``FiltersParameter/list(_:)``.
  public enum Element: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral {
    /// A single filter (`"brand:Apple"`, `"price>10"`, `"promo"`).
    case filter(String)
    /// Filters ORed together (`["brand:Apple", "brand:Sony"]`).
    case anyOf([String])
    /// A group holding nested arrays (`["brand:Sony", ["brand:Apple"]]`): its filters, at any depth, are ORed.
    case group([Element])

    /// The filters of the element at any depth, in order.
    public var filters: [String] {
      switch self {
      case .filter(let filter): return [filter]
      case .anyOf(let filters): return filters
      case .group(let elements): return elements.flatMap(\.filters)
      }
    }

    /// The element of a JSON value: a string, an array of strings, or an array nesting arrays; `nil` otherwise.
    public init?(jsonValue: JSON) {
      switch jsonValue {
      case .string(let filter): self = .filter(filter)
      case .array(let members):
        if let strings = ParameterParsing.strings(inArray: jsonValue) {
          self = .anyOf(strings)
          return
        }
        guard let elements = Element.elements(of: members) else { return nil }
        self = .group(elements)
      default: return nil
      }
    }

    /// The elements of a JSON array's members; `nil` when one is not an element.
    static func elements(of members: [JSON]) -> [Element]? {
      var elements: [Element] = []
      for member in members {
        guard let element = Element(jsonValue: member) else { return nil }
        elements.append(element)
      }
      return elements
    }

    /// The element's JSON form.
    public var jsonValue: JSON {
      switch self {
      case .filter(let filter): return .string(filter)
      case .anyOf(let group): return .array(group.map(JSON.string))
      case .group(let elements): return .array(elements.map(\.jsonValue))
      }
    }

    /// A string as a single ``filter(_:)``.
    public init(stringLiteral value: String) { self = .filter(value) }
    /// An array of strings as an ORed group, ``anyOf(_:)``.
    public init(arrayLiteral elements: String...) { self = .anyOf(elements) }
  }

  /// A string as a plain filter string, ``FiltersParameter/string(_:)``.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An array as a ``FiltersParameter/list(_:)`` of ANDed elements.
  public init(arrayLiteral elements: Element...) { self = .list(elements) }
}

extension FiltersParameter: QueryParameterValue {
  static let expected = QueryParameterError.Expected.filters

  init?(jsonValue: JSON) {
    switch jsonValue {
    case .string(let text): self = .string(text)
    case .array(let members):
      guard let list = Element.elements(of: members) else { return nil }
      self = .list(list)
    default: return nil
    }
  }

  init?(parameterText: String) {
    guard parameterText.trimmingCharacters(in: .whitespaces).hasPrefix("[") else {
      self = .string(parameterText)
      return
    }
    guard let json = ParameterParsing.json(parameterText) else { return nil }
    self.init(jsonValue: json)
  }

  var jsonValue: JSON {
    switch self {
    case .string(let text): return .string(text)
    case .list(let elements):
      return .array(elements.map(\.jsonValue))
    }
  }

  /// Reads any of the JSON forms described above.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the JSON has none of them.
  public init(from decoder: Decoder) throws { self = try Self.decode(from: decoder) }
  /// Writes Algolia's JSON form.
  public func encode(to encoder: Encoder) throws { try jsonValue.encode(to: encoder) }
}
