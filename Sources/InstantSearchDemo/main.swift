import Foundation
import InstantSearch
import InstantSearchDemoKit

// A v1 search screen in the terminal, on the embedded engine.
//
//   swift run InstantSearchDemo                  a scripted session, then exit
//   swift run InstantSearchDemo --interactive    type queries and commands (:help)
//   swift run InstantSearchDemo "query" ":tag 1" run these commands

let arguments = Array(CommandLine.arguments.dropFirst())
let sharedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared")

do {
  let catalogue = try Catalogue.load(sharedFolder: sharedFolder)
  InstantSearch.shared.configure(searcher: Searcher(index: catalogue.index))
  let screen = SearchScreen(catalogue: catalogue)
  screen.loadViewIfNeeded()
  let session = TerminalSession(screen: screen)
  session.settle()
  session.render()
  if arguments == ["--interactive"] {
    print(TerminalSession.help)
    while let line = readLine(), session.run(line) {}
  } else {
    let script = arguments.isEmpty
      ? (catalogue.facetAttribute == "tags" ? ["creativity", ":tag 2", ":more", ":down", "desing"] : ["wireless", ":tag 2", ":more", ":down", "camra"])
      : arguments
    for command in script where !session.run(command) { break }
  }
} catch {
  FileHandle.standardError.write(Data("InstantSearchDemo: \(error)\n".utf8))
  exit(1)
}
