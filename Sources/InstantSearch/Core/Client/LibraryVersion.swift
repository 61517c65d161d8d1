import Foundation

/// A library's name and version, as it appears in the user agent: `name (version)`.
public final class LibraryVersion: NSObject, @unchecked Sendable {
  // @unchecked: both properties are immutable strings.

  /// The library's name.
  public let name: String
  /// The library's version.
  public let version: String

  /// Creates a library version.
  public init(name: String, version: String) {
    self.name = name
    self.version = version
  }

  /// Equal when name and version are.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? LibraryVersion else { return false }
    return name == other.name && version == other.version
  }

  public override var hash: Int { name.hashValue ^ version.hashValue }

  /// `"name (version)"`, the user agent segment.
  public override var description: String { "\(name) (\(version))" }
}
