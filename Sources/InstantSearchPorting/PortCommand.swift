import Foundation

/// `instantsearch-port [--dry-run] <path>...`: ports the v1 Swift sources under each path (a file or a directory,
/// searched recursively) in place for this package, and prints a report; `--dry-run` prints the diff instead of
/// writing. Files the port cannot handle (storyboards, nibs, Objective-C, dependency manifests) are listed.
public enum PortCommand {
  /// How a port ended.
  public struct Outcome: Equatable, Sendable {
    /// The exit status: 0 when every path was read (findings included), 1 for a usage or file error.
    public let status: Int32
    /// What the command printed.
    public let output: String
  }

  static let usage = "usage: instantsearch-port [--dry-run] <path>..."

  /// Runs the command with its arguments (without the program name).
  public static func run(arguments: [String]) -> Outcome {
    var dryRun = false
    var paths: [String] = []
    for argument in arguments {
      switch argument {
      case "--dry-run": dryRun = true
      case "--help", "-h": return Outcome(status: 0, output: usage + "\n")
      case _ where argument.hasPrefix("-"): return Outcome(status: 1, output: "unknown option \(argument)\n\(usage)\n")
      default: paths.append(argument)
      }
    }
    guard !paths.isEmpty else { return Outcome(status: 1, output: usage + "\n") }
    var report = PortReport(dryRun: dryRun)
    for path in paths {
      do {
        for file in try files(under: path) { try port(file, report: &report, dryRun: dryRun) }
      } catch {
        return Outcome(status: 1, output: report.text + "error: \(error)\n")
      }
    }
    return Outcome(status: 0, output: report.text)
  }

  /// The files under a path, sorted; a missing path is an error.
  static func files(under path: String) throws -> [String] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw PortError.missing(path) }
    guard isDirectory.boolValue else { return [path] }
    let enumerator = FileManager.default.enumerator(atPath: path)
    var files: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      let full = (path as NSString).appendingPathComponent(relative)
      var isSubdirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: full, isDirectory: &isSubdirectory), !isSubdirectory.boolValue,
        !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
      {
        files.append(full)
      }
    }
    return files.sorted()
  }

  private static func port(_ file: String, report: inout PortReport, dryRun: Bool) throws {
    let name = (file as NSString).lastPathComponent
    let fileExtension = (file as NSString).pathExtension
    if let reason = PortReport.unportedFileReason(name: name, extension: fileExtension) {
      report.unported(file: file, reason: reason)
      return
    }
    guard fileExtension == "swift" else { return }
    guard let data = FileManager.default.contents(atPath: file), let source = String(data: data, encoding: .utf8) else {
      throw PortError.unreadable(file)
    }
    let ported = SourcePort(porting: source)
    if ported.text != source {
      if dryRun {
        report.diff(UnifiedDiff.diff(source, ported.text, path: file))
      } else {
        guard FileManager.default.createFile(atPath: file, contents: Data(ported.text.utf8)) else { throw PortError.unwritable(file) }
      }
    }
    report.ported(file: file, rewrites: ported.rewriteCount, findings: ported.findings)
  }
}

/// Why a path could not be ported.
enum PortError: Error, CustomStringConvertible {
  case missing(String)
  case unreadable(String)
  case unwritable(String)

  var description: String {
    switch self {
    case .missing(let path): return "no file or directory at \(path)"
    case .unreadable(let path): return "\(path) is not UTF-8 text"
    case .unwritable(let path): return "could not write \(path)"
    }
  }
}

/// What a port prints: the diffs of a dry run, a line per rewritten file, and what is left to do.
struct PortReport {
  let dryRun: Bool
  private var diffs = ""
  private var summary: [String] = []
  private var leftovers: [String] = []
  private var rewrites = 0
  private var files = 0

  init(dryRun: Bool) { self.dryRun = dryRun }

  static func unportedFileReason(name: String, extension fileExtension: String) -> String? {
    switch fileExtension {
    case "storyboard", "xib": return "Interface Builder file: build its views in `loadView()` of their controllers"
    case "m", "mm", "h": return "Objective-C file: port it to Swift by hand"
    default: break
    }
    switch name {
    case "Podfile", "Cartfile", "Podfile.lock", "Cartfile.resolved":
      return "dependency manifest: depend on this package with SwiftPM; pods have no Linux build"
    default: return nil
    }
  }

  mutating func unported(file: String, reason: String) { leftovers.append("\(file): \(reason)") }

  mutating func diff(_ text: String) { diffs += text }

  mutating func ported(file: String, rewrites count: Int, findings: [SourcePort.Finding]) {
    files += 1
    rewrites += count
    if count > 0 { summary.append("\(dryRun ? "would rewrite" : "rewrote") \(file) (\(count) \(count == 1 ? "change" : "changes"))") }
    leftovers += findings.map { "\(file):\($0)" }
  }

  var text: String {
    var text = diffs
    text += summary.map { $0 + "\n" }.joined()
    text += "\(files) Swift \(files == 1 ? "file" : "files"), \(rewrites) \(rewrites == 1 ? "rewrite" : "rewrites")\(dryRun ? " (dry run: nothing written)" : "")\n"
    if leftovers.isEmpty {
      text += "nothing left to port by hand\n"
    } else {
      text += "left to port by hand (\(leftovers.count)):\n" + leftovers.map { "  \($0)\n" }.joined()
    }
    return text
  }
}
