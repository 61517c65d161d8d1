// libFuzzer target: LocalSearch's `filters` string parser.
//
// Every input must either parse or throw a `FilterError` whose column lies within the text; a trap or a
// sanitizer report is a finding.
import Foundation
@testable import LocalSearch

/// Parses the input, read as UTF-8 text, as a `filters` parameter.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  do {
    _ = try FilterParser.parse(text)
  } catch let error as FilterError {
    if case .filters(_, let column) = error, column < 0 || column > text.utf8.count {
      fatalError("filters error column \(column) outside a text of \(text.utf8.count) bytes: \(error)")
    }
    _ = error.description
  } catch {
    fatalError("filters parser threw a non-FilterError: \(error)")
  }
  return 0
}
