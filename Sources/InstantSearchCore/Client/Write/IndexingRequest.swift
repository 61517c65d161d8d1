import Foundation

/// A call that changes records, settings or indices, or asks about them, as Algolia's REST API has them: every write
/// of a ``SearchBackend`` goes through ``SearchBackend/send(_:requestOptions:completion:)`` as one of these.
///
/// Each answers with Algolia's JSON object for the call (a task id and a timestamp for writes; see
/// ``IndexingResponses``), which the typed calls of ``Index`` and ``SearchClient`` decode.
public enum IndexingRequest: Hashable, Sendable {
  /// Adds a record, or replaces the one with its `objectID`; the id is assigned when the record has none
  /// (`POST /1/indexes/{indexName}`). Answer: `createdAt`, `taskID`, `objectID`.
  case saveObject(indexName: String, record: JSON)
  /// Adds or replaces the record with this id (`PUT /1/indexes/{indexName}/{objectID}`). Answer: `updatedAt`,
  /// `taskID`, `objectID`.
  case addOrUpdateObject(indexName: String, objectID: String, record: JSON)
  /// Changes some attributes of a record, each a value or a ``BuiltInOperation``
  /// (`POST /1/indexes/{indexName}/{objectID}/partial`); a missing record is created unless `createIfNotExists` is
  /// `false` (`nil` sends nothing, Algolia's default being `true`). Answer: `updatedAt`, `taskID`, `objectID`.
  case partialUpdateObject(indexName: String, objectID: String, attributes: [String: JSON], createIfNotExists: Bool?)
  /// Removes a record (`DELETE /1/indexes/{indexName}/{objectID}`). Answer: `deletedAt`, `taskID`.
  case deleteObject(indexName: String, objectID: String)
  /// Applies operations to one index, all or none (`POST /1/indexes/{indexName}/batch`). Answer: `taskID`,
  /// `objectIDs`.
  case batch(indexName: String, operations: [BatchOperation])
  /// Applies operations to several indices, each naming its own (`POST /1/indexes/*/batch`). Answer: `taskID` (a
  /// task id per index name), `objectIDs`.
  case multipleBatch(operations: [BatchOperation])
  /// Removes the records matching filters (`POST /1/indexes/{indexName}/deleteByQuery`): `filters`, `facetFilters`,
  /// `numericFilters`, `tagFilters`, `aroundLatLng`, `aroundRadius`, `insideBoundingBox`, `insidePolygon`. Answer:
  /// `updatedAt`, `taskID`.
  case deleteBy(indexName: String, parameters: [String: JSON])
  /// Removes every record, keeping settings, synonyms and rules (`POST /1/indexes/{indexName}/clear`). Answer:
  /// `updatedAt`, `taskID`.
  case clearObjects(indexName: String)
  /// Changes the settings given, keeping the others (`PUT /1/indexes/{indexName}/settings`); a `null` value
  /// returns a setting to its default. `forwardToReplicas` applies them to the replicas too. Answer: `updatedAt`,
  /// `taskID`.
  case setSettings(indexName: String, settings: [String: JSON], forwardToReplicas: Bool?)
  /// Removes an index (`DELETE /1/indexes/{indexName}`). Answer: `deletedAt`, `taskID`.
  case deleteIndex(indexName: String)
  /// Copies or moves an index to another name, replacing it (`POST /1/indexes/{indexName}/operation`). Answer:
  /// `updatedAt`, `taskID`.
  case operationIndex(indexName: String, operation: IndexOperation)
  /// Asks whether a task is published (`GET /1/indexes/{indexName}/task/{taskID}`). Answer: `status`
  /// (`published` or `notPublished`).
  case getTask(indexName: String, taskID: Int)
  /// Lists the indices (`GET /1/indexes`), optionally a page of them. Answer: `items`, `nbPages`.
  case listIndices(page: Int?, hitsPerPage: Int?)

  /// Adds or replaces a synonym (`PUT /1/indexes/{indexName}/synonyms/{objectID}`); see ``Synonym``. Answer:
  /// `updatedAt`, `taskID`, `id`.
  case saveSynonym(indexName: String, objectID: String, synonym: JSON, forwardToReplicas: Bool?)
  /// Adds or replaces synonyms, all or none, replacing every other one when `replaceExistingSynonyms` is `true`
  /// (`POST /1/indexes/{indexName}/synonyms/batch`). Answer: `updatedAt`, `taskID`.
  case saveSynonyms(indexName: String, synonyms: [JSON], forwardToReplicas: Bool?, replaceExistingSynonyms: Bool?)
  /// Reads a synonym (`GET /1/indexes/{indexName}/synonyms/{objectID}`). Answer: the synonym.
  case getSynonym(indexName: String, objectID: String)
  /// Removes a synonym (`DELETE /1/indexes/{indexName}/synonyms/{objectID}`). Answer: `deletedAt`, `taskID`.
  case deleteSynonym(indexName: String, objectID: String, forwardToReplicas: Bool?)
  /// Removes every synonym (`POST /1/indexes/{indexName}/synonyms/clear`). Answer: `updatedAt`, `taskID`.
  case clearSynonyms(indexName: String, forwardToReplicas: Bool?)
  /// Finds synonyms (`POST /1/indexes/{indexName}/synonyms/search`). Answer: `hits`, `nbHits`.
  case searchSynonyms(indexName: String, query: SynonymQuery)
  /// Adds or replaces a rule (`PUT /1/indexes/{indexName}/rules/{objectID}`); see ``Rule``. Answer: `updatedAt`,
  /// `taskID`, `objectID`.
  case saveRule(indexName: String, objectID: String, rule: JSON, forwardToReplicas: Bool?)
  /// Adds or replaces rules, all or none, replacing every other one when `clearExistingRules` is `true`
  /// (`POST /1/indexes/{indexName}/rules/batch`). Answer: `updatedAt`, `taskID`.
  case saveRules(indexName: String, rules: [JSON], forwardToReplicas: Bool?, clearExistingRules: Bool?)
  /// Reads a rule (`GET /1/indexes/{indexName}/rules/{objectID}`). Answer: the rule.
  case getRule(indexName: String, objectID: String)
  /// Removes a rule (`DELETE /1/indexes/{indexName}/rules/{objectID}`). Answer: `updatedAt`, `taskID`.
  case deleteRule(indexName: String, objectID: String, forwardToReplicas: Bool?)
  /// Removes every rule (`POST /1/indexes/{indexName}/rules/clear`). Answer: `updatedAt`, `taskID`.
  case clearRules(indexName: String, forwardToReplicas: Bool?)
  /// Finds rules (`POST /1/indexes/{indexName}/rules/search`). Answer: `hits`, `nbHits`, `page`, `nbPages`.
  case searchRules(indexName: String, query: RuleQuery)

  /// Whether the call changes something, which picks the write hosts and timeout.
  public var callType: CallType {
    switch self {
    case .getTask, .listIndices, .getSynonym, .searchSynonyms, .getRule, .searchRules: return .read
    default: return .write
    }
  }

  /// The index the call addresses; `nil` for ``multipleBatch(operations:)`` and ``listIndices(page:hitsPerPage:)``.
  public var indexName: String? {
    switch self {
    case .saveObject(let name, _), .addOrUpdateObject(let name, _, _), .partialUpdateObject(let name, _, _, _),
      .deleteObject(let name, _), .batch(let name, _), .deleteBy(let name, _), .clearObjects(let name),
      .setSettings(let name, _, _), .deleteIndex(let name), .operationIndex(let name, _), .getTask(let name, _),
      .saveSynonym(let name, _, _, _), .saveSynonyms(let name, _, _, _), .getSynonym(let name, _), .deleteSynonym(let name, _, _),
      .clearSynonyms(let name, _), .searchSynonyms(let name, _), .saveRule(let name, _, _, _), .saveRules(let name, _, _, _),
      .getRule(let name, _), .deleteRule(let name, _, _), .clearRules(let name, _), .searchRules(let name, _):
      return name
    case .multipleBatch, .listIndices:
      return nil
    }
  }
}

/// What one operation of a batch does, by Algolia's action names.
public enum BatchAction: String, Hashable, Sendable, CaseIterable {
  /// Adds the body as a record, its `objectID` assigned when it has none.
  case addObject
  /// Adds or replaces the record with the body's `objectID`.
  case updateObject
  /// Changes the attributes of the body in the record with its `objectID`, creating it when missing.
  case partialUpdateObject
  /// Changes the attributes of the body in the record with its `objectID`; nothing when it is missing.
  case partialUpdateObjectNoCreate
  /// Removes the record with the body's `objectID`.
  case deleteObject
  /// Removes the index.
  case delete
  /// Removes every record.
  case clear
}

/// One operation of a batch: an action and its body, with the index it goes to in a multiple batch.
public struct BatchOperation: Hashable, Sendable {
  /// What to do.
  public var action: BatchAction
  /// The record, attributes or `objectID` the action reads.
  public var body: JSON
  /// The index of a ``IndexingRequest/multipleBatch(operations:)`` operation; `nil` in a one-index batch.
  public var indexName: String?

  /// Creates an operation.
  public init(action: BatchAction, body: JSON, indexName: String? = nil) {
    self.action = action
    self.body = body
    self.indexName = indexName
  }

  /// The operation as Algolia's batch body lists it.
  public var json: JSON {
    var fields: [String: JSON] = ["action": .string(action.rawValue), "body": body]
    if let indexName { fields["indexName"] = .string(indexName) }
    return .object(fields)
  }

  /// An operation read from Algolia's batch body.
  ///
  /// - Throws: ``SearchClientError/httpError(status:message:)`` 400 for an action Algolia does not know or an entry
  ///   that is not an object with `action` and `body`.
  public init(json: JSON, position: Int) throws(SearchClientError) {
    guard case .object(let fields) = json, let name = fields["action"]?.stringValue else {
      throw .httpError(status: 400, message: "Missing action in request at position \(position)")
    }
    guard let action = BatchAction(rawValue: name) else {
      throw .httpError(status: 400, message: "Invalid action \"\(name)\" in request at position \(position)")
    }
    self.init(action: action, body: fields["body"] ?? .object([:]), indexName: fields["indexName"]?.stringValue)
  }
}

/// A copy or move of an index.
public struct IndexOperation: Hashable, Sendable {
  /// Copy or move.
  public enum Kind: String, Hashable, Sendable {
    /// The source stays.
    case copy
    /// The source is removed.
    case move
  }

  /// What a copy takes from the source; a copy without scope takes everything, records included.
  public enum Scope: String, Hashable, Sendable, CaseIterable {
    /// The settings.
    case settings
    /// The synonyms.
    case synonyms
    /// The query rules.
    case rules
  }

  /// Copy or move.
  public var kind: Kind
  /// The index replaced by the source.
  public var destination: String
  /// What is copied; `nil` for everything (a move always takes everything).
  public var scope: [Scope]?

  /// Creates an operation.
  public init(_ kind: Kind, destination: String, scope: [Scope]? = nil) {
    self.kind = kind
    self.destination = destination
    self.scope = scope
  }

  /// The body Algolia's endpoint takes.
  public var json: JSON {
    var fields: [String: JSON] = ["operation": .string(kind.rawValue), "destination": .string(destination)]
    if let scope { fields["scope"] = .array(scope.map { .string($0.rawValue) }) }
    return .object(fields)
  }
}
