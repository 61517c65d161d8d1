import Foundation

/// The key of a searcher in multi-index mode: an index name and a variant distinguishing two configurations of
/// the same index.
public final class SearcherId: NSObject {
  /// The index name.
  public var index: String
  /// A free id; `""` by default.
  public var variant: String

  /// An id with an empty variant.
  public convenience init(index: String) { self.init(index: index, variant: "") }

  /// An id.
  public init(index: String, variant: String) {
    self.index = index
    self.variant = variant
  }

  /// The hash of `"<index><variant>"` (so `("ab", "")` and `("a", "b")` collide without being equal).
  public override var hash: Int { "\(index)\(variant)".hashValue }

  /// Equal when index and variant are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? SearcherId else { return false }
    return index == other.index && variant == other.variant
  }

  /// `"SearcherId(<index>, <variant>)"`.
  public override var description: String { "SearcherId(\(index), \(variant))" }
}
