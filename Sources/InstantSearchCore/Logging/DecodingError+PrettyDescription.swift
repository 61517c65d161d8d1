extension DecodingError {
  /// A one-line account of the failure: its kind, the coding path where it happened and the decoder's
  /// explanation, e.g. `Type mismatch: expected Int at hits[0].price: Expected to decode Int but found a string`.
  public var prettyDescription: String {
    let kind: String
    let failure: Context?
    switch self {
    case .typeMismatch(let type, let context): (kind, failure) = ("Type mismatch: expected \(type)", context)
    case .valueNotFound(let type, let context): (kind, failure) = ("Value not found: expected \(type)", context)
    case .keyNotFound(let key, let context): (kind, failure) = ("Key not found: \(key.stringValue)", context)
    case .dataCorrupted(let context): (kind, failure) = ("Data corrupted", context)
    @unknown default: (kind, failure) = ("Decoding error", nil)
    }
    guard let context = failure else { return kind }
    let path = Self.path(context.codingPath)
    return kind + (path.isEmpty ? "" : " at \(path)") + ": " + context.debugDescription
  }

  /// `hits[0].price` for the keys hits, 0, price.
  private static func path(_ keys: [CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text
  }
}
