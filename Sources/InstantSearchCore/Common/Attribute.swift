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

/// The identifier of one search for click and conversion analytics (`queryID`, with `clickAnalytics`).
public typealias QueryID = String

/// The pseudonymous identifier of a user for Insights events and personalisation.
public typealias UserToken = String

/// The name of an Insights event (`"Product Clicked"`).
public typealias EventName = String

/// The position of a browse, to pass back to get the next page.
public typealias Cursor = String

/// The identifier of an A/B test.
public typealias ABTestID = Int

extension String {
  /// The string itself: InstantSearch 7's identifier wrappers exposed their text as `rawValue`, and with
  /// identifiers as plain strings this keeps code reading it compiling.
  public var rawValue: String { self }

  /// The string itself: InstantSearch 7's identifier wrappers were built with `init(rawValue:)`.
  public init(rawValue: String) { self = rawValue }
}
