import InstantSearchCore

@testable import LocalSearch

/// Query words and fixture records for the highlighting tests, built by hand.
enum HighlightTestSupport {
  /// The words of `query` under default settings: the last word is a prefix word (`prefixLast`) unless
  /// the query ends with a separator, or every word with `prefixAll`; typos from 4 letters (one) and 8 letters (two).
  static func words(_ query: String, optional: Set<String> = [], prefixAll: Bool = false) -> [QueryWord] {
    let tokenizer = Tokenizer()
    let texts = tokenizer.words(query)
    let endsWithSeparator = !tokenizer.endsInWord(query)
    return texts.enumerated().map { index, text in
      let length = text.unicodeScalars.count
      return QueryWord(
        text: text, index: index, isPrefix: prefixAll || (index == texts.count - 1 && !endsWithSeparator),
        allowedTypos: length >= 8 ? 2 : length >= 4 ? 1 : 0, isOptional: optional.contains(text), phraseID: nil)
    }
  }

  /// The `products` fixture record with `objectID`.
  static func record(_ objectID: String) -> JSON {
    ProductsFixture.records.first { $0["objectID"] == .string(objectID) }!
  }

  /// The stage as the engine runs it on the `products` fixture index with default parameters, adjusted by `configure`.
  static func stage(_ configure: (inout SearchParameters) -> Void = { _ in }) -> HighlightingStage {
    var parameters = ProductsFixture.parameters
    configure(&parameters)
    return HighlightingStage(parameters: parameters, configuration: ProductsFixture.configuration)
  }

  /// A highlight leaf as Algolia writes it; `fullyHighlighted` only when given.
  static func leaf(_ value: String, _ level: String, _ matchedWords: [String], fully: Bool? = nil) -> JSON {
    var leaf: [String: JSON] = [
      "value": .string(value), "matchLevel": .string(level), "matchedWords": .array(matchedWords.map(JSON.string)),
    ]
    if let fully { leaf["fullyHighlighted"] = .bool(fully) }
    return .object(leaf)
  }

  /// A snippet leaf.
  static func snippet(_ value: String, _ level: String) -> JSON {
    ["value": .string(value), "matchLevel": .string(level)]
  }
}
