import Foundation

/// Where the core reports misconfigurations that the original asserted on in debug builds.
///
/// The default handler prints the message to standard error; tests and apps can replace it to assert or
/// collect messages.
public enum InstantSearchCoreLog {
  /// Receives every misconfiguration message.
  nonisolated(unsafe) public static var misconfigurationHandler: (String) -> Void = { message in
    FileHandle.standardError.write(Data("InstantSearchCore: \(message)\n".utf8))
  }

  static func misconfiguration(_ message: String) {
    misconfigurationHandler(message)
  }
}
