import InstantSearchCore

/// Keeps the attributes of a record that a hit returns.
///
/// `*` keeps everything, `-attr` (with `*`) drops an attribute, a dotted path keeps only that nested key
/// inside its parent, `unretrievableAttributes` are always dropped and `objectID` always kept.
struct AttributeRetriever {
  private let all: Bool
  private let included: [[String]]
  private let excluded: [[String]]

  init(attributesToRetrieve: [String], unretrievable: [String]) {
    all = attributesToRetrieve.contains("*")
    included = attributesToRetrieve.filter { $0 != "*" && !$0.hasPrefix("-") }.map { $0.split(separator: ".").map(String.init) }
    excluded = (attributesToRetrieve.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) } + unretrievable)
      .map { $0.split(separator: ".").map(String.init) }
  }

  func retrieve(_ record: JSON, objectID: String) -> [String: JSON] {
    var result: [String: JSON]
    if all {
      result = record.objectValue ?? [:]
    } else {
      var kept = JSON.object([:])
      for path in included { Self.copy(path[...], from: record, into: &kept) }
      result = kept.objectValue ?? [:]
    }
    var wrapped = JSON.object(result)
    for path in excluded { Self.remove(path[...], from: &wrapped) }
    result = wrapped.objectValue ?? [:]
    result["objectID"] = .string(objectID)
    return result
  }

  private static func copy(_ path: ArraySlice<String>, from source: JSON, into target: inout JSON) {
    guard let key = path.first, let value = source[key] else { return }
    if path.count == 1 {
      target[key] = value
      return
    }
    switch value {
    case .object:
      var child = target[key] ?? .object([:])
      copy(path.dropFirst(), from: value, into: &child)
      if child != .object([:]) { target[key] = child }
    case .array(let elements):
      let existing = target[key]?.arrayValue
      let copied = elements.enumerated().map { index, element -> JSON in
        var child = existing?[index] ?? .object([:])
        copy(path.dropFirst(), from: element, into: &child)
        return child
      }
      target[key] = .array(copied)
    default:
      return
    }
  }

  private static func remove(_ path: ArraySlice<String>, from target: inout JSON) {
    guard let key = path.first else { return }
    if path.count == 1 {
      target[key] = nil
      return
    }
    switch target[key] {
    case .object?:
      var child = target[key]!
      remove(path.dropFirst(), from: &child)
      target[key] = child
    case .array(let elements)?:
      target[key] = .array(elements.map { element in
        var child = element
        remove(path.dropFirst(), from: &child)
        return child
      })
    default:
      return
    }
  }
}
