/// A number that Algolia sends as a string (`"automaticRadius": "1234"`); a bare JSON number is read too.
struct NumberText: Codable {
  var value: Double

  init(_ value: Double) { self.value = value }

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      value = number
    } else {
      let text = try container.decode(String.self)
      guard let number = Double(text) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a number")
      }
      value = number
    }
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(ParamsText.plainDecimal(value))
  }
}
