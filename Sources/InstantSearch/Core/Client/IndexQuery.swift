import Foundation

/// One query of a multi-index request: the index it targets and its parameters.
public final class IndexQuery: NSObject {
  /// The name of the index searched.
  public let indexName: String
  /// The query sent to that index.
  public let query: Query

  /// Creates a query for the index with this name.
  public init(indexName: String, query: Query) {
    self.indexName = indexName
    self.query = query
  }

  /// Creates a query for an index.
  public convenience init(index: Index, query: Query) {
    self.init(indexName: index.name, query: query)
  }
}
