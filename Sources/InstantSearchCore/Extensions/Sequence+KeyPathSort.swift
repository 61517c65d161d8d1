extension Sequence {
  /// The elements sorted in ascending order of the value at `keyPath`.
  public func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>) -> [Element] {
    sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
  }
}
