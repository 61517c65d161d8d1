import Foundation

/// The demo's command line.
public struct DemoOptions: Equatable {
  /// A records file to search instead of the shipped airports.
  public var records: URL?
  /// Its settings.
  public var settings: URL?
  /// Keys to replay (scripted mode), in ``KeyScript`` syntax.
  public var keys: String?
  /// The terminal size of scripted and line modes.
  public var size: (columns: Int, rows: Int) = (80, 24)
  /// Whether to print how long keys take.
  public var timing = false
  /// Whether to print the migration report of the demo's own v1 code when it ends.
  public var migrationReport = false
  /// Where built indices are kept between launches; `nil` builds the index at every launch.
  public var cacheDirectory: URL? = CatalogueCache.defaultDirectory

  /// The usage text.
  public static let usage = """
    usage: InstantSearchDemo [--records FILE [--settings FILE]] [--keys KEYS | --script FILE] [--size COLSxROWS] [--timing]
                             [--migration-report] [--cache DIR | --no-cache]

      (no option)        full-screen instant search over 7,884 airports (airportsdata, MIT licence)
      --records FILE     search an Algolia-format records file (a JSON array of objects) instead
      --settings FILE    its index settings (searchableAttributes, attributesForFaceting, ...)
      --keys KEYS        replay keys and print each frame as plain text, e.g. --keys 'par<tab><down><space>'
      --script FILE      the same, keys read from a file
      --size COLSxROWS   the frame size of scripted and line modes (80x24)
      --timing           print how long each key takes, from the key to the redrawn screen
      --migration-report print, on exit, which v1 APIs the demo used and their v2 replacements
      --cache DIR        keep the built index in DIR, opened instead of rebuilt at the next launch and rebuilt when
                         the dataset changes (default: $XDG_CACHE_HOME/instantsearch-demo or ~/.cache/instantsearch-demo)
      --no-cache         build the index at every launch and keep nothing

    keys: typing edits the query · Tab/Shift-Tab/↑↓ move the focus · Space/Enter toggle the focused value
    · ←/→ move the slider · PgDn/PgUp scroll the hits (pages load as you scroll) · Esc clears the query
    · Ctrl-C, or q on an empty query, quits. Script syntax: <tab> <s-tab> <up> <down> <left> <right> <enter>
    <space> <esc> <bs> <pgdn> <pgup> <c-c> <lt>. Without a terminal, each line of standard input is a script,
    and the frame is printed after each line.
    """

  /// Options with nothing set.
  public init() {}

  /// Reads the arguments (without the program name).
  ///
  /// - Throws: A message for an unknown option, a missing value or an unreadable script file.
  public init(arguments: [String]) throws {
    var rest = arguments[...]
    func value(_ option: String) throws -> String {
      guard let value = rest.popFirst() else { throw DemoOptionsError(description: "\(option) needs a value") }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--records": records = URL(fileURLWithPath: try value(argument))
      case "--settings": settings = URL(fileURLWithPath: try value(argument))
      case "--keys": keys = try value(argument)
      case "--script":
        let path = try value(argument)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
          throw DemoOptionsError(description: "cannot read the key script \(path)")
        }
        keys = text
      case "--size":
        let text = try value(argument)
        let parts = text.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] >= 60, parts[1] >= 16 else {
          throw DemoOptionsError(description: "--size takes COLSxROWS, at least 60x16 (got \(text))")
        }
        size = (parts[0], parts[1])
      case "--timing": timing = true
      case "--migration-report": migrationReport = true
      case "--cache": cacheDirectory = URL(fileURLWithPath: try value(argument))
      case "--no-cache": cacheDirectory = nil
      case "--help", "-h": throw DemoOptionsError(description: DemoOptions.usage)
      default: throw DemoOptionsError(description: "unknown argument \(argument)\n\(DemoOptions.usage)")
      }
    }
    if settings != nil, records == nil { throw DemoOptionsError(description: "--settings needs --records") }
  }

  /// Whether two command lines ask for the same thing.
  public static func == (lhs: DemoOptions, rhs: DemoOptions) -> Bool {
    lhs.records == rhs.records && lhs.settings == rhs.settings && lhs.keys == rhs.keys && lhs.size == rhs.size
      && lhs.timing == rhs.timing && lhs.migrationReport == rhs.migrationReport && lhs.cacheDirectory == rhs.cacheDirectory
  }
}

/// A command-line mistake, with the message to print.
public struct DemoOptionsError: Error, CustomStringConvertible {
  /// What to print.
  public let description: String
}
