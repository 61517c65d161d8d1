import Foundation
import InstantSearchPorting

let outcome = PortCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.output.utf8))
exit(outcome.status)
