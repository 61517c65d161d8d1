import Foundation

/// The synonym and rule calls of Algolia's Swift client 8 over ``SearchBackend/send(_:requestOptions:completion:)``,
/// typed: the same on Algolia over HTTP and on the embedded engine.
extension SearchBackend {
  /// Adds or replaces a synonym.
  ///
  /// - Parameter forwardToReplicas: Whether the replicas get it too (Algolia's default: no).
  /// - Throws: ``SearchClientError``; 400 with Algolia's message for a synonym Algolia refuses.
  @discardableResult
  public func saveSynonym(
    indexName: String, synonym: Synonym, forwardToReplicas: Bool? = nil, requestOptions: RequestOptions? = nil
  ) async throws -> SynonymRevision {
    try await send(
      .saveSynonym(indexName: indexName, objectID: synonym.objectID, synonym: synonym.json, forwardToReplicas: forwardToReplicas),
      as: SynonymRevision.self, requestOptions: requestOptions)
  }

  /// Adds or replaces synonyms, all or none.
  ///
  /// - Parameter clearExistingSynonyms: Whether every synonym not in the list is removed (sent as
  ///   `replaceExistingSynonyms`).
  /// - Throws: ``SearchClientError``.
  @discardableResult
  public func saveSynonyms(
    indexName: String, synonyms: [Synonym], forwardToReplicas: Bool? = nil, clearExistingSynonyms: Bool? = nil,
    requestOptions: RequestOptions? = nil
  ) async throws -> IndexRevision {
    try await send(
      .saveSynonyms(
        indexName: indexName, synonyms: synonyms.map(\.json), forwardToReplicas: forwardToReplicas,
        replaceExistingSynonyms: clearExistingSynonyms),
      as: IndexRevision.self, requestOptions: requestOptions)
  }

  /// Reads a synonym.
  ///
  /// - Throws: ``SearchClientError``; 404 when the index has no synonym with this id.
  public func getSynonym(indexName: String, objectID: String, requestOptions: RequestOptions? = nil) async throws -> Synonym {
    try await send(.getSynonym(indexName: indexName, objectID: objectID), as: Synonym.self, requestOptions: requestOptions)
  }

  /// Removes a synonym.
  ///
  /// - Throws: ``SearchClientError``; 404 when the index has no synonym with this id.
  @discardableResult
  public func deleteSynonym(
    indexName: String, objectID: String, forwardToReplicas: Bool? = nil, requestOptions: RequestOptions? = nil
  ) async throws -> IndexDeletion {
    try await send(
      .deleteSynonym(indexName: indexName, objectID: objectID, forwardToReplicas: forwardToReplicas), as: IndexDeletion.self,
      requestOptions: requestOptions)
  }

  /// Removes every synonym.
  ///
  /// - Throws: ``SearchClientError``.
  @discardableResult
  public func clearSynonyms(indexName: String, forwardToReplicas: Bool? = nil, requestOptions: RequestOptions? = nil) async throws -> IndexRevision {
    try await send(.clearSynonyms(indexName: indexName, forwardToReplicas: forwardToReplicas), as: IndexRevision.self, requestOptions: requestOptions)
  }

  /// Finds synonyms by text and kind, a page at a time.
  ///
  /// - Throws: ``SearchClientError``.
  public func searchSynonyms(
    indexName: String, query: SynonymQuery = SynonymQuery(), requestOptions: RequestOptions? = nil
  ) async throws -> SynonymSearchResponse {
    try await send(.searchSynonyms(indexName: indexName, query: query), as: SynonymSearchResponse.self, requestOptions: requestOptions)
  }

  /// Adds or replaces a rule.
  ///
  /// - Throws: ``SearchClientError``; 400 with Algolia's message for a rule Algolia refuses.
  @discardableResult
  public func saveRule(
    indexName: String, rule: Rule, forwardToReplicas: Bool? = nil, requestOptions: RequestOptions? = nil
  ) async throws -> ObjectRevision {
    try await send(
      .saveRule(indexName: indexName, objectID: rule.objectID, rule: rule.json, forwardToReplicas: forwardToReplicas),
      as: ObjectRevision.self, requestOptions: requestOptions)
  }

  /// Adds or replaces rules, all or none.
  ///
  /// - Parameter clearExistingRules: Whether every rule not in the list is removed.
  /// - Throws: ``SearchClientError``.
  @discardableResult
  public func saveRules(
    indexName: String, rules: [Rule], forwardToReplicas: Bool? = nil, clearExistingRules: Bool? = nil, requestOptions: RequestOptions? = nil
  ) async throws -> IndexRevision {
    try await send(
      .saveRules(indexName: indexName, rules: rules.map(\.json), forwardToReplicas: forwardToReplicas, clearExistingRules: clearExistingRules),
      as: IndexRevision.self, requestOptions: requestOptions)
  }

  /// Reads a rule.
  ///
  /// - Throws: ``SearchClientError``; 404 when the index has no rule with this id.
  public func getRule(indexName: String, objectID: String, requestOptions: RequestOptions? = nil) async throws -> Rule {
    try await send(.getRule(indexName: indexName, objectID: objectID), as: Rule.self, requestOptions: requestOptions)
  }

  /// Removes a rule.
  ///
  /// - Throws: ``SearchClientError``; 404 when the index has no rule with this id.
  @discardableResult
  public func deleteRule(
    indexName: String, objectID: String, forwardToReplicas: Bool? = nil, requestOptions: RequestOptions? = nil
  ) async throws -> IndexRevision {
    try await send(
      .deleteRule(indexName: indexName, objectID: objectID, forwardToReplicas: forwardToReplicas), as: IndexRevision.self,
      requestOptions: requestOptions)
  }

  /// Removes every rule.
  ///
  /// - Throws: ``SearchClientError``.
  @discardableResult
  public func clearRules(indexName: String, forwardToReplicas: Bool? = nil, requestOptions: RequestOptions? = nil) async throws -> IndexRevision {
    try await send(.clearRules(indexName: indexName, forwardToReplicas: forwardToReplicas), as: IndexRevision.self, requestOptions: requestOptions)
  }

  /// Finds rules by text, anchoring, context and state, a page at a time.
  ///
  /// - Throws: ``SearchClientError``.
  public func searchRules(indexName: String, query: RuleQuery = RuleQuery(), requestOptions: RequestOptions? = nil) async throws -> RuleSearchResponse {
    try await send(.searchRules(indexName: indexName, query: query), as: RuleSearchResponse.self, requestOptions: requestOptions)
  }
}
