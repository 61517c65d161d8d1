/// A coding key built from any string, for decoding objects whose keys are not all known in advance.
struct DynamicCodingKey: CodingKey, Hashable {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ stringValue: String) { self.stringValue = stringValue }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { return nil }
}

/// Decodes and encodes the members of a JSON object that a model does not name, so responses keep
/// every field the server sent.
enum ExtraFields {
  /// The members of the decoder's object whose keys are not in `known`.
  static func decode(from decoder: Decoder, excluding known: Set<String>) throws -> [String: JSON] {
    let container = try decoder.container(keyedBy: DynamicCodingKey.self)
    var extras: [String: JSON] = [:]
    for key in container.allKeys where !known.contains(key.stringValue) {
      extras[key.stringValue] = try container.decode(JSON.self, forKey: key)
    }
    return extras
  }

  /// Writes `extras` into the encoder's object beside the named fields.
  static func encode(_ extras: [String: JSON], to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: DynamicCodingKey.self)
    for (key, value) in extras {
      try container.encode(value, forKey: DynamicCodingKey(key))
    }
  }
}
