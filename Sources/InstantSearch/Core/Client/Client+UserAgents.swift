import Foundation
import InstantSearchCore

extension Client {
  /// The library versions added with ``addUserAgent(_:)``, shared by every client of the process.
  static let addedUserAgents = Locked<[LibraryVersion]>([])

  /// Adds a library to the user agent of every client's next request, after the package's own segments; a
  /// version already present is not added twice.
  public static func addUserAgent(_ libraryVersion: LibraryVersion) {
    addedUserAgents.withLock { agents in
      if !agents.contains(libraryVersion) { agents.append(libraryVersion) }
    }
  }

  /// The library versions this client sends in its user agent after the package's own segments.
  public var userAgents: [LibraryVersion] { Client.addedUserAgents.value }
}
