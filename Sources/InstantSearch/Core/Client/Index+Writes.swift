import Foundation
import InstantSearchCore

// v1's writes: records, settings and tasks, through the backend's one write call (`SearchBackend.send`), so that
// they go to Algolia's write hosts over HTTP and to the embedded engine on a `LocalClient`. Each completion gets
// Algolia's answer (`taskID`, `objectID(s)`, `updatedAt`, ...) on ``Index/completionQueue``; none runs after its
// operation was cancelled. An object that is not JSON completes with an ``InvalidJSONError`` and sends nothing.
extension Index {
  /// Adds a record, `POST /1/indexes/{name}`; its `objectID` is assigned when it has none.
  @discardableResult
  public func addObject(
    _ object: [String: Any], requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil
  ) -> Operation {
    write(requestOptions, completionHandler) { .saveObject(indexName: self.name, record: try JSON(foundationValue: object)) }
  }

  /// Adds or replaces the record with this id, `PUT /1/indexes/{name}/{objectID}`.
  @discardableResult
  public func addObject(
    _ object: [String: Any], withID objectID: String, requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil
  ) -> Operation {
    write(requestOptions, completionHandler) {
      .addOrUpdateObject(indexName: self.name, objectID: objectID, record: try JSON(foundationValue: object))
    }
  }

  /// Adds records in one batch of `addObject` operations; the content's `objectIDs` lists their ids.
  @discardableResult
  public func addObjects(
    _ objects: [[String: Any]], requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil
  ) -> Operation {
    write(requestOptions, completionHandler) {
      .batch(indexName: self.name, operations: try objects.map { .init(action: .addObject, body: try JSON(foundationValue: $0)) })
    }
  }

  /// Replaces the record with the object's `objectID`, `PUT /1/indexes/{name}/{objectID}`.
  @discardableResult
  public func saveObject(
    _ object: [String: Any], requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil
  ) -> Operation {
    write(requestOptions, completionHandler) {
      .addOrUpdateObject(indexName: self.name, objectID: try Self.objectID(of: object), record: try JSON(foundationValue: object))
    }
  }

  /// Replaces records in one batch of `updateObject` operations, each by its `objectID`.
  @discardableResult
  public func saveObjects(
    _ objects: [[String: Any]], requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil
  ) -> Operation {
    write(requestOptions, completionHandler) {
      .batch(
        indexName: self.name,
        operations: try objects.map { _ = try Self.objectID(of: $0); return .init(action: .updateObject, body: try JSON(foundationValue: $0)) })
    }
  }

  /// Changes the attributes given of a record, `POST /1/indexes/{name}/{objectID}/partial`; values may be Algolia's
  /// built-in operations (`["_operation": "Increment", "value": 1]`). A missing record is created unless
  /// `createIfNotExists` is `false`.
  @discardableResult
  public func partialUpdateObject(
    _ partialObject: [String: Any], withID objectID: String, createIfNotExists: Bool? = nil, requestOptions: RequestOptions? = nil,
    completionHandler: CompletionHandler? = nil
  ) -> Operation {
    write(requestOptions, completionHandler) {
      .partialUpdateObject(
        indexName: self.name, objectID: objectID, attributes: try JSON(foundationValue: partialObject).objectValue ?? [:],
        createIfNotExists: createIfNotExists)
    }
  }

  /// Changes attributes of several records in one batch, each by its `objectID` (`partialUpdateObjectNoCreate` when
  /// `createIfNotExists` is `false`).
  @discardableResult
  public func partialUpdateObjects(
    _ objects: [[String: Any]], createIfNotExists: Bool? = nil, requestOptions: RequestOptions? = nil,
    completionHandler: CompletionHandler? = nil
  ) -> Operation {
    let action: BatchAction = createIfNotExists == false ? .partialUpdateObjectNoCreate : .partialUpdateObject
    return write(requestOptions, completionHandler) {
      .batch(
        indexName: self.name,
        operations: try objects.map { _ = try Self.objectID(of: $0); return .init(action: action, body: try JSON(foundationValue: $0)) })
    }
  }

  /// Removes a record, `DELETE /1/indexes/{name}/{objectID}`.
  @discardableResult
  public func deleteObject(
    withID objectID: String, requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil
  ) -> Operation {
    write(requestOptions, completionHandler) { .deleteObject(indexName: self.name, objectID: objectID) }
  }

  /// Removes records in one batch of `deleteObject` operations.
  @discardableResult
  public func deleteObjects(
    withIDs objectIDs: [String], requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil
  ) -> Operation {
    write(requestOptions, completionHandler) {
      .batch(indexName: self.name, operations: objectIDs.map { .init(action: .deleteObject, body: ["objectID": .string($0)]) })
    }
  }

  /// Removes the records matching the query's filters, `POST /1/indexes/{name}/deleteByQuery` with
  /// `{"params": "<build()>"}` as v1 sent it.
  @discardableResult
  public func deleteByQuery(
    _ query: Query, requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil
  ) -> Operation {
    write(requestOptions, completionHandler) { .deleteBy(indexName: self.name, parameters: ["params": .string(query.build())]) }
  }

  /// Removes the records matching the query's filters: v1's other name of ``deleteByQuery(_:requestOptions:completionHandler:)``.
  @discardableResult
  public func deleteBy(_ query: Query, requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil) -> Operation {
    deleteByQuery(query, requestOptions: requestOptions, completionHandler: completionHandler)
  }

  /// Changes the settings given, keeping the others, `PUT /1/indexes/{name}/settings`; `forwardToReplicas` sets them
  /// on the replicas too.
  @discardableResult
  public func setSettings(
    _ settings: [String: Any], forwardToReplicas: Bool? = nil, requestOptions: RequestOptions? = nil,
    completionHandler: CompletionHandler? = nil
  ) -> Operation {
    write(requestOptions, completionHandler) {
      .setSettings(indexName: self.name, settings: try JSON(foundationValue: settings).objectValue ?? [:], forwardToReplicas: forwardToReplicas)
    }
  }

  /// Removes every record, keeping the settings, `POST /1/indexes/{name}/clear`.
  @discardableResult
  public func clearIndex(requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil) -> Operation {
    write(requestOptions, completionHandler) { .clearObjects(indexName: self.name) }
  }

  /// Applies operations (`["action": "addObject", "body": [...]]`) all or none, `POST /1/indexes/{name}/batch`.
  @discardableResult
  public func batch(
    operations: [Any], requestOptions: RequestOptions? = nil, completionHandler: CompletionHandler? = nil
  ) -> Operation {
    write(requestOptions, completionHandler) {
      .batch(indexName: self.name, operations: try Self.operations(operations))
    }
  }

  /// Waits until a task is published, asking `GET /1/indexes/{name}/task/{taskID}` at growing intervals (from
  /// 100 ms, doubling up to 5 s); the content is the last answer (`status` `published`). The embedded engine
  /// publishes every task at once.
  @discardableResult
  public func waitTask(withID taskID: Int, requestOptions: RequestOptions? = nil, completionHandler: @escaping CompletionHandler) -> Operation {
    let operation = RequestOperation()
    let queue = completionQueue
    let options = requestOptions?.coreOptions
    @Sendable func ask(after delay: TimeInterval) {
      let cancellable = searchClient.send(.getTask(indexName: name, taskID: taskID), requestOptions: options) { result in
        if case .success(let answer) = result, answer["status"]?.stringValue != TaskStatus.published.rawValue {
          guard !operation.isCancelled else { return }
          DispatchQueue.global().asyncAfter(deadline: .now() + delay) { ask(after: min(delay * 2, 5)) }
          return
        }
        operation.complete(on: queue) { Index.deliver(result, to: completionHandler) }
      }
      operation.onCancel { cancellable.cancel() }
    }
    ask(after: 0.1)
    return operation
  }

  // MARK: Helpers

  /// Starts a write on `backend`, completing on `queue`.
  static func write(
    on backend: InstantSearchCore.SearchBackend, queue: DispatchQueue, _ requestOptions: RequestOptions?,
    _ completionHandler: CompletionHandler?, _ request: () throws -> IndexingRequest
  ) -> Operation {
    let operation = RequestOperation()
    let completionHandler = completionHandler ?? { _, _ in }
    let built: IndexingRequest
    do {
      built = try request()
    } catch {
      let failure: Error
      switch error {
      case is InvalidJSONError, is HTTPError: failure = error
      case let error as SearchClientError: failure = V1Error.from(error)
      default: failure = InvalidJSONError(description: "\(error)")
      }
      operation.complete(on: queue) { completionHandler(nil, failure) }
      return operation
    }
    let cancellable = backend.send(built, requestOptions: requestOptions?.coreOptions) { result in
      operation.complete(on: queue) { Index.deliver(result, to: completionHandler) }
    }
    operation.onCancel { cancellable.cancel() }
    return operation
  }

  /// The `objectID` a save or partial update requires.
  static func objectID(of object: [String: Any]) throws -> String {
    switch object["objectID"] {
    case let id as String: return id
    case let id as NSNumber: return id.stringValue
    default: throw InvalidJSONError(description: "Object missing mandatory `objectID` attribute")
    }
  }

  /// v1's batch operations (`action`, `body`, and `indexName` in a client batch) as the core's.
  static func operations(_ operations: [Any]) throws -> [BatchOperation] {
    try operations.enumerated().map { position, entry in
      try BatchOperation(json: try JSON(foundationValue: entry), position: position)
    }
  }
}
