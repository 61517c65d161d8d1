/// How a ``MirroredSearchClient`` chooses between the online index and its mirror.
public enum MirrorRequestStrategy: Int, CaseIterable, Sendable {
  /// The online index only; a failure is the answer.
  case onlineOnly = 0
  /// The mirror only; before the mirror has data, an error says so.
  case offlineOnly = 1
  /// The online index first; on a network failure, a timeout or a 5xx (not a 4xx), the mirror when it has data.
  case fallbackOnFailure = 2
  /// The online index first, and the mirror too once `offlineFallbackTimeout` has passed without an online
  /// answer (or at once on a failure as above): the first answer wins and the other request is cancelled.
  case fallbackOnTimeout = 3
}
