/// The name of a record attribute, possibly a dotted path to a nested one (`"author.name"`).
///
/// InstantSearch 7 wrapped identifiers in small string types; here every identifier is a plain `String`
/// and the old names remain as aliases, so `let attribute: Attribute = "brand"` passes on to any API
/// taking an attribute name.
public typealias Attribute = String

/// The name of an index.
public typealias IndexName = String

/// The unique identifier of a record (`objectID`).
public typealias ObjectID = String

/// The identifier of an Algolia application.
public typealias ApplicationID = String

/// An Algolia API key.
public typealias APIKey = String

extension String {
  /// The string itself: InstantSearch 7's identifier wrappers exposed their text as `rawValue`, and with
  /// identifiers as plain strings this keeps code reading it compiling.
  public var rawValue: String { self }

  /// The string itself: InstantSearch 7's identifier wrappers were built with `init(rawValue:)`.
  public init(rawValue: String) { self = rawValue }
}
