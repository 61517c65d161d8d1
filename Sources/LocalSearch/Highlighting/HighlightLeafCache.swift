import InstantSearchCore

/// The highlight leaves one search has built, by text and by the matching rules of the attribute the text
/// sat in.
///
/// A leaf depends on nothing else, and the hits of a page repeat values (tags, event names): a repeated
/// value costs one lookup instead of a scan of its words and a new leaf object.
///
/// Not `Sendable`: a search builds its highlighter, and so its cache, for the one thread that runs it.
final class HighlightLeafCache {
  struct Key: Hashable {
    let text: String
    let allowTypos: Bool
    let allowPrefix: Bool
  }

  /// Room for the values of a page of hits without growing.
  private var leaves = [Key: (json: JSON, matched: Bool)](minimumCapacity: 256)

  /// The leaf stored for `key`, if one was made.
  func stored(_ key: Key) -> (json: JSON, matched: Bool)? { leaves[key] }

  /// The leaf stored for `key`, made by `make` and stored the first time.
  func leaf(_ key: Key, make: () -> (json: JSON, matched: Bool)) -> (json: JSON, matched: Bool) {
    if let leaf = leaves[key] { return leaf }
    let leaf = make()
    leaves[key] = leaf
    return leaf
  }
}
