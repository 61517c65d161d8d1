// libFuzzer target: LocalSearch's settings and records loaders.
//
// The input is loaded whole as settings (`IndexSettings(data:)`) and whole as a records array; when it
// holds a NUL byte, the part before it is loaded as settings and the part after as records, and a tiny
// `LocalIndex` is built from both. Loading must throw or succeed, and settings that load must read back
// from their own `json` as equal settings.
import Foundation
import InstantSearchCore
import LocalSearch

/// The records of a JSON array, at most eight, or `nil` when `data` is not a JSON array.
private func records(_ data: Data) -> [JSON]? {
  guard case .array(let elements)? = try? JSON.parse(data) else { return nil }
  return Array(elements.prefix(8))
}

/// Loads the input bytes as settings and records.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  if let settings = try? IndexSettings(data: data) {
    let again: IndexSettings
    do {
      again = try IndexSettings(json: settings.json)
    } catch {
      fatalError("the json of settings loaded from \(String(decoding: data, as: UTF8.self).debugDescription) does not load: \(error)")
    }
    if again != settings {
      fatalError("the json of settings loaded from \(String(decoding: data, as: UTF8.self).debugDescription) loads as other settings")
    }
  }
  if let list = records(data) {
    _ = try? LocalIndex(name: "fuzz", records: list)
  }
  if let split = data.firstIndex(of: 0) {
    let settings = (try? IndexSettings(data: data[..<split])) ?? IndexSettings()
    if let list = records(data[(split + 1)...]) {
      _ = try? LocalIndex(name: "fuzz", records: list, settings: settings)
    }
  }
  return 0
}
