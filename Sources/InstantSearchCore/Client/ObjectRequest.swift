/// A record to retrieve by its `objectID`.
public struct ObjectRequest: Hashable, Sendable {
  /// The index holding the record.
  public var indexName: String
  /// The record's `objectID`.
  public var objectID: String
  /// The attributes to return (`objectID` is always returned); `nil` for every retrievable attribute.
  public var attributesToRetrieve: [String]?

  /// Creates a retrieval request.
  public init(indexName: String, objectID: String, attributesToRetrieve: [String]? = nil) {
    self.indexName = indexName
    self.objectID = objectID
    self.attributesToRetrieve = attributesToRetrieve
  }
}
