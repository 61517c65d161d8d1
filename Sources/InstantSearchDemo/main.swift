import Foundation
import InstantSearch
import InstantSearchDemoKit

// Instant search in the terminal, on the embedded engine: `--help` lists the options and keys.

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("InstantSearchDemo: \(message)\n".utf8))
  exit(1)
}

let options: DemoOptions
do {
  options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  fail("\(error)")
}

let catalogue: Catalogue
do {
  let cache = options.cacheDirectory.map(CatalogueCache.init(directory:))
  let progress = { (line: String) in FileHandle.standardError.write(Data("\(line)\n".utf8)) }
  if let records = options.records {
    catalogue = try Catalogue.load(records: records, settings: options.settings, cache: cache, progress: progress)
  } else {
    catalogue = try Catalogue.airports(cache: cache, progress: progress)
  }
} catch {
  fail("\(error)")
}

if options.migrationReport {
  // Recorded quietly while the screen runs, printed once the terminal is restored (exit handlers run last first).
  InstantSearch.migrationReport.logHandler = { _ in }
  InstantSearch.migrationReport.isEnabled = true
  atexit { FileHandle.standardError.write(Data((InstantSearch.migrationReport.summary() + "\n").utf8)) }
}

InstantSearch.shared.configure(searcher: Searcher(index: catalogue.index))
let screen = SearchScreen(catalogue: catalogue)
screen.loadViewIfNeeded()
let timer = options.timing ? KeyTimer() : nil

if let script = options.keys {
  let keys: [Key]
  do {
    keys = try KeyScript.parse(script)
  } catch {
    fail("\(error)")
  }
  let runner = ScriptRunner(session: DemoSession(screen: screen, size: options.size), timer: timer)
  runner.start()
  runner.run(keys)
  if let timer { print(timer.summary) }
} else if RawTerminal.isInteractive {
  InteractiveApp(session: DemoSession(screen: screen), timer: timer).run()
} else {
  let runner = ScriptRunner(session: DemoSession(screen: screen, size: options.size), timer: timer)
  runner.start()
  while let line = readLine() {
    do {
      guard runner.runLine(try KeyScript.parse(line)) else { break }
    } catch {
      FileHandle.standardError.write(Data("InstantSearchDemo: \(error)\n".utf8))
    }
  }
  if let timer { print(timer.summary) }
}
