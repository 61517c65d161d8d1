import Foundation

extension InstantSearch {
  /// The process's migration report: off unless turned on here or by the `INSTANTSEARCH_MIGRATION_REPORT`
  /// environment variable (`1`: a summary on standard error at exit; a `.md` or `.json` path: that file written
  /// at exit).
  public static let migrationReport: MigrationReport = {
    let report = MigrationReport()
    if let setting = ProcessInfo.processInfo.environment[MigrationReport.environmentVariable], !setting.isEmpty, setting != "0" {
      report.isEnabled = true
      atexit { MigrationReport.finishAtExit() }
    }
    return report
  }()
}

extension MigrationReport {
  /// The environment variable that turns the process's report on.
  public static let environmentVariable = "INSTANTSEARCH_MIGRATION_REPORT"

  /// Where the report goes at exit: `1` for standard error, else a file path.
  static var exitDestination: String { ProcessInfo.processInfo.environment[environmentVariable] ?? "1" }

  /// Prints or writes the process's report; run once, at exit.
  static func finishAtExit() {
    let report = InstantSearch.migrationReport
    if exitDestination == "1" {
      FileHandle.standardError.write(Data((report.summary() + "\n").utf8))
    } else {
      do { try report.write(to: URL(fileURLWithPath: exitDestination)) } catch {
        FileHandle.standardError.write(Data("InstantSearch migration report: cannot write \(exitDestination): \(error)\n".utf8))
      }
    }
  }
}

/// Records a catalogued v1 call in the process's report, with the caller's file and line; calls made by this
/// module itself are not the application's and are left out.
func recordMigration(_ api: MigrationCatalogue.API, file: StaticString, line: UInt) {
  let report = InstantSearch.migrationReport
  guard report.isEnabled, !"\(file)".hasPrefix("InstantSearch/") else { return }
  report.record(api, at: "\(file):\(line)")
}

/// Records a catalogued v1 call in the process's report, with the calling type as its site.
func recordMigration(_ api: MigrationCatalogue.API, by caller: Any) {
  let report = InstantSearch.migrationReport
  guard report.isEnabled else { return }
  report.record(api, at: String(describing: type(of: caller)))
}
