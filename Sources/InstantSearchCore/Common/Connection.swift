/// A link between two parts (interactor and searcher, filter state or controller) that can be undone.
///
/// `connectX(_:)` helpers create the link, call ``connect()`` and return it. Connecting subscribes with the
/// receiving object as observer (held weakly, so links create no retain cycles); ``disconnect()`` cancels
/// those subscriptions and clears controller closures. Calling ``connect()`` twice subscribes twice.
public protocol Connection {
  /// Establishes the link.
  func connect()
  /// Undoes it.
  func disconnect()
}

extension Array: Connection where Element == Connection {
  /// Connects every link, in order.
  public func connect() { forEach { $0.connect() } }
  /// Disconnects every link, in order.
  public func disconnect() { forEach { $0.disconnect() } }
}

extension Array where Element == Connection {
  /// Appends `connection` and returns it: how a connector keeps the controller links it makes.
  mutating func keep<Link: Connection>(_ connection: Link) -> Link {
    append(connection)
    return connection
  }
}
