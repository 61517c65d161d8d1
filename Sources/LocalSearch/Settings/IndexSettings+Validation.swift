import InstantSearchCore

extension IndexSettings {
  /// Applies a settings object on top of these settings, as Algolia's `setSettings` does.
  ///
  /// Only the keys present change; `null` resets a key to its default. Legacy names load into their
  /// current ones (`attributesToIndex` → `searchableAttributes`, `numericAttributesToIndex` →
  /// `numericAttributesForFiltering`, `slaves` → `replicas`); when both names are present, the current
  /// one wins. Keys that are accepted and ignored go to ``ignoredSettings``.
  ///
  /// - Parameter json: A JSON object of setting names to values.
  /// - Returns: The updated settings.
  /// - Throws: ``IndexSettingsError/notAnObject(found:)`` when `json` is not an object;
  ///   ``IndexSettingsError/unknownSetting(key:)`` or ``IndexSettingsError/invalidValue(key:expected:value:)``
  ///   for the first bad key (aliases first, then by name). Nothing changes when an error is thrown.
  public func merging(_ json: JSON) throws -> IndexSettings {
    guard case .object(let members) = json else {
      throw IndexSettingsError.notAnObject(found: Self.kind(of: json))
    }
    let keys = members.keys.sorted { lhs, rhs in
      let (lhsAlias, rhsAlias) = (Self.legacyAliases[lhs] != nil, Self.legacyAliases[rhs] != nil)
      return lhsAlias == rhsAlias ? lhs < rhs : lhsAlias
    }
    var settings = self
    for key in keys {
      try settings.apply(key: key, value: members[key] ?? .null)
    }
    return settings
  }

  private mutating func apply(key: String, value: JSON) throws {
    let name = Self.legacyAliases[key] ?? key
    if Self.fieldsByKey[name] != nil || Self.ignoredKeys.contains(name) { legacyNames[name] = name == key ? nil : key }
    if let field = Self.fieldsByKey[name] {
      try field.read(&self, value, key)
    } else if Self.ignoredKeys.contains(name) {
      if value.isNull {
        ignoredSettings.removeValue(forKey: name)
      } else {
        ignoredSettings[name] = value
      }
    } else {
      throw IndexSettingsError.unknownSetting(key: key)
    }
  }

  private static func kind(of json: JSON) -> String {
    switch json {
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .object: return "an object"
    case .array: return "an array"
    case .null: return "null"
    }
  }
}

// MARK: - The keys

extension IndexSettings {
  /// One honoured setting: its key, how it is read into its property, and how it is written back.
  struct Field: Sendable {
    let key: String
    /// Reads a value (or resets on `null`); the third argument is the key as written, for errors.
    let read: @Sendable (inout IndexSettings, JSON, String) throws -> Void
    let write: @Sendable (IndexSettings) -> JSON?

    init<Value>(
      _ key: String, _ keyPath: WritableKeyPath<IndexSettings, Value> & Sendable, _ codec: SettingCodec<Value>
    ) {
      self.key = key
      read = { settings, json, writtenKey in
        guard !json.isNull else {
          settings[keyPath: keyPath] = IndexSettings()[keyPath: keyPath]
          return
        }
        guard let value = codec.decode(json) else {
          throw IndexSettingsError.invalidValue(key: writtenKey, expected: codec.expected, value: json)
        }
        settings[keyPath: keyPath] = value
      }
      write = { settings in codec.encode(settings[keyPath: keyPath]) }
    }

    init<Value>(
      _ key: String, _ keyPath: WritableKeyPath<IndexSettings, Value?> & Sendable, _ codec: SettingCodec<Value>
    ) {
      self.key = key
      read = { settings, json, writtenKey in
        guard !json.isNull else {
          settings[keyPath: keyPath] = nil
          return
        }
        guard let value = codec.decode(json) else {
          throw IndexSettingsError.invalidValue(key: writtenKey, expected: codec.expected, value: json)
        }
        settings[keyPath: keyPath] = value
      }
      write = { settings in settings[keyPath: keyPath].map(codec.encode) }
    }
  }

  typealias Expected = IndexSettingsError.Expected

  /// Every honoured key; accepted-and-ignored keys and legacy names are listed below it.
  static let fields: [Field] = [
    Field(
      "searchableAttributes", \.searchableAttributes,
      SettingCodec(
        expected: Expected.searchableAttributes,
        decode: { json in
          SettingCodec<[String]>.strings().decode(json).flatMap(SearchableAttribute.attributes(fromEntries:))
        },
        encode: { .array(SearchableAttribute.entries(for: $0).map(JSON.string)) })),
    Field(
      "attributesForFaceting", \.attributesForFaceting,
      .entries(expected: Expected.facetingAttributes, parse: { FacetingAttribute(entry: $0) }, write: \.entry)),
    Field("unretrievableAttributes", \.unretrievableAttributes, .attributes),
    Field("attributesToRetrieve", \.attributesToRetrieve, .strings()),
    Field(
      "ranking", \.ranking,
      .entries(expected: Expected.ranking, parse: { RankingCriterion(entry: $0) }, write: \.entry)),
    Field(
      "customRanking", \.customRanking,
      .entries(expected: Expected.customRanking, parse: { CustomRankingCriterion(entry: $0) }, write: \.entry)),
    Field("relevancyStrictness", \.relevancyStrictness, .integer(in: 0...100)),
    Field("attributesToHighlight", \.attributesToHighlight, .strings()),
    Field(
      "attributesToSnippet", \.attributesToSnippet,
      .entries(expected: Expected.snippetAttributes, parse: { SnippetAttribute(entry: $0) }, write: \.entry)),
    Field("highlightPreTag", \.highlightPreTag, .string),
    Field("highlightPostTag", \.highlightPostTag, .string),
    Field("snippetEllipsisText", \.snippetEllipsisText, .string),
    Field("restrictHighlightAndSnippetArrays", \.restrictHighlightAndSnippetArrays, .boolean),
    Field("hitsPerPage", \.hitsPerPage, .integer(in: 1...1000)),
    Field("paginationLimitedTo", \.paginationLimitedTo, .integer(in: 0...20000)),
    Field("maxValuesPerFacet", \.maxValuesPerFacet, .integer(in: 0...1000)),
    Field("sortFacetValuesBy", \.sortFacetValuesBy, .oneOf),
    Field("maxFacetHits", \.maxFacetHits, .integer(in: 0...100)),
    Field("typoTolerance", \.typoTolerance, .typoTolerance),
    Field("minWordSizefor1Typo", \.minWordSizefor1Typo, .nonNegativeInteger),
    Field("minWordSizefor2Typos", \.minWordSizefor2Typos, .nonNegativeInteger),
    Field("allowTyposOnNumericTokens", \.allowTyposOnNumericTokens, .boolean),
    Field("disableTypoToleranceOnAttributes", \.disableTypoToleranceOnAttributes, .attributes),
    Field("disableTypoToleranceOnWords", \.disableTypoToleranceOnWords, .strings()),
    Field("disablePrefixOnAttributes", \.disablePrefixOnAttributes, .attributes),
    Field("disableExactOnAttributes", \.disableExactOnAttributes, .attributes),
    Field("exactOnSingleWordQuery", \.exactOnSingleWordQuery, .oneOf),
    Field("alternativesAsExact", \.alternativesAsExact, .listOfOneOf()),
    Field("ignorePlurals", \.ignorePlurals, .languageOption),
    Field("removeStopWords", \.removeStopWords, .languageOption),
    Field("queryLanguages", \.queryLanguages, .strings(Expected.languages)),
    Field("indexLanguages", \.indexLanguages, .strings(Expected.languages)),
    Field("queryType", \.queryType, .oneOf),
    Field("removeWordsIfNoResults", \.removeWordsIfNoResults, .oneOf),
    Field("advancedSyntax", \.advancedSyntax, .boolean),
    Field("advancedSyntaxFeatures", \.advancedSyntaxFeatures, .listOfOneOf()),
    Field("optionalWords", \.optionalWords, .optionalWords),
    Field("separatorsToIndex", \.separatorsToIndex, .string),
    Field("keepDiacriticsOnCharacters", \.keepDiacriticsOnCharacters, .string),
    Field("customNormalization", \.customNormalization, .replacementTable),
    Field("distinct", \.distinct, .distinct),
    Field("attributeForDistinct", \.attributeForDistinct, .attribute),
    Field("replaceSynonymsInHighlight", \.replaceSynonymsInHighlight, .boolean),
    Field("minProximity", \.minProximity, .integer(in: 1...7)),
    Field("attributeCriteriaComputedByMinProximity", \.attributeCriteriaComputedByMinProximity, .boolean),
    Field(
      "numericAttributesForFiltering", \.numericAttributesForFiltering,
      .entries(expected: Expected.numericAttributes, parse: { NumericFilteringAttribute(entry: $0) }, write: \.entry)),
    Field("allowCompressionOfIntegerArray", \.allowCompressionOfIntegerArray, .boolean),
    Field("responseFields", \.responseFields, .strings()),
    Field("userData", \.userData, .anyJSON),
    Field("renderingContent", \.renderingContent, .object),
    Field("synonyms", \.synonymGroups, .synonymGroups),
    Field("placeholders", \.placeholders, .placeholders),
    Field("altCorrections", \.altCorrections, .altCorrections),
  ]

  static let fieldsByKey: [String: Field] = Dictionary(uniqueKeysWithValues: fields.map { ($0.key, $0) })

  /// Legacy names, by the current name they load into.
  static let legacyAliases: [String: String] = [
    "attributesToIndex": "searchableAttributes",
    "numericAttributesToIndex": "numericAttributesForFiltering",
    "slaves": "replicas",
  ]

  /// Keys Algolia has that the engine accepts without checking and ignores.
  static let ignoredKeys: Set<String> = [
    "replicas", "primary", "version", "mode", "semanticSearch", "enableRules", "enablePersonalization",
    "enableReRanking", "reRankingApplyFilter", "camelCaseAttributes", "decompoundedAttributes",
    "attributesToTransliterate", "decompoundQuery",
  ]
}
