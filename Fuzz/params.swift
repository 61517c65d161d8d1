// libFuzzer target: the core's `Query(paramsString:)` decoder and its round trip.
//
// Decoding must throw or succeed; a decoded query must re-encode (`paramsString`) to text that decodes to an
// equal query.
import Foundation
import InstantSearchCore

/// Decodes the input, read as UTF-8 text, as a `params` string and checks the round trip.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  guard let query = try? Query(paramsString: text) else { return 0 }
  let encoded = query.paramsString
  let again: Query
  do {
    again = try Query(paramsString: encoded)
  } catch {
    fatalError("paramsString \(encoded.debugDescription) of a decoded query does not decode: \(error)")
  }
  if again != query {
    fatalError("paramsString round trip changed the query: \(text.debugDescription) -> \(encoded.debugDescription)")
  }
  return 0
}
