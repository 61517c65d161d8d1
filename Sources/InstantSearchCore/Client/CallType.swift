/// Whether a request reads an index (search, browse, get) or writes to it; each kind has its own timeout.
public enum CallType: Hashable, Sendable {
  /// A search, browse or read of records or settings.
  case read
  /// A change to records, settings, synonyms, rules or indices.
  case write
}
