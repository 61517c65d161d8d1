/// A value that can be copied with one property changed, so that a value is built in one expression:
/// `Query().set(\.hitsPerPage, to: 5).set(\.page, to: 2)`.
public protocol Builder {}

extension Builder {
  /// A copy of this value with the property at `keyPath` set to `newValue`.
  public func set<T>(_ keyPath: WritableKeyPath<Self, T>, to newValue: T) -> Self {
    var copy = self
    copy[keyPath: keyPath] = newValue
    return copy
  }
}

extension Query: Builder {}
extension SearchResponse: Builder {}
extension SearchesResponse: Builder {}
