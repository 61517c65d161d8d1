/// A record with its identifier, as client 8 wraps the records it gets: the hit a related-items list is about.
public struct ObjectWrapper<T> {
  /// The record's identifier.
  public let objectID: ObjectID
  /// The record.
  public let object: T

  /// Wraps a record.
  public init(objectID: ObjectID, object: T) {
    self.objectID = objectID
    self.object = object
  }
}

extension ObjectWrapper: Decodable where T: Decodable {
  private enum CodingKeys: String, CodingKey {
    case objectID
  }

  /// Reads `objectID`, and the record from the whole object.
  public init(from decoder: Decoder) throws {
    objectID = try decoder.container(keyedBy: CodingKeys.self).decode(ObjectID.self, forKey: .objectID)
    object = try T(from: decoder)
  }
}

extension ObjectWrapper {
  /// The wrapper of a hit's record.
  public init(_ hit: Hit<T>) where T: Decodable {
    self.init(objectID: hit.objectID, object: hit.object)
  }
}
