/// What a mirror reports while it syncs or builds, in this order for one sync: ``syncStarted``, ``buildStarted``,
/// ``buildFinished(_:)``, ``syncFinished(_:)``. A manual build reports only the two build events; a sync that fails
/// before building reports no build event.
public enum MirrorEvent: Sendable {
  /// A sync began fetching settings and records.
  case syncStarted
  /// Building the local index from fetched or given data began.
  case buildStarted
  /// Building ended; the error when it failed (the previous mirror stays).
  case buildFinished(MirrorError?)
  /// A sync ended; the error when it failed (the previous mirror stays).
  case syncFinished(MirrorError?)
}
