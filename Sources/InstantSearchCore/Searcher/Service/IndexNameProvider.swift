/// A request addressed to one index; ``IndexSearcher`` reports changes of it through `onIndexChanged`.
public protocol IndexNameProvider {
  /// The index searched.
  var indexName: IndexName { get set }
}
