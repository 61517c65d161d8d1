// libFuzzer target: `Query` JSON decoding, through `JSONDecoder` and through `JSON.parse` plus
// `Query(fields:)`.
//
// Decoding must throw or succeed; both paths must agree on JSON objects the core's parser reads, and a
// decoded query's `jsonFields` must read back to an equal query.
import Foundation
import InstantSearchCore

/// Decodes the input bytes as a JSON object of search parameters.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  let decoded = try? JSONDecoder().decode(Query.self, from: data)
  guard case .object(let members)? = try? JSON.parse(data) else { return 0 }
  let read = try? Query(fields: members)
  if decoded != read {
    let input = String(decoding: data, as: UTF8.self).debugDescription
    fatalError("JSONDecoder reads \(String(describing: decoded)) from \(input), JSON.parse and Query(fields:) \(String(describing: read))")
  }
  guard let query = read else { return 0 }
  let again: Query
  do {
    again = try Query(fields: query.jsonFields)
  } catch {
    fatalError("jsonFields of a decoded query do not decode: \(error)")
  }
  if again != query {
    fatalError("jsonFields round trip changed the query decoded from \(String(decoding: data, as: UTF8.self).debugDescription)")
  }
  return 0
}
