import Foundation

/// The library's version, as it appears in user agents.
public enum InstantSearchVersion {
  /// The version of this library.
  public static let current = "1.0.0"
}

/// The user agent the HTTP client sends: `name (version)` segments joined by `"; "`.
enum UserAgent {
  static var value: String {
    let os = ProcessInfo.processInfo.operatingSystemVersion
    let osVersion = os.patchVersion == 0
      ? "\(os.majorVersion).\(os.minorVersion)" : "\(os.majorVersion).\(os.minorVersion).\(os.patchVersion)"
    #if os(Linux)
      let osName = "Linux"
    #elseif os(macOS)
      let osName = "macOS"
    #else
      let osName = "iOS"
    #endif
    return [
      "InstantSearch Swift (\(InstantSearchVersion.current))", "\(osName) (\(osVersion))",
      "InstantSearch iOS (\(InstantSearchVersion.current))",
    ].joined(separator: "; ")
  }
}
