import Foundation

/// The helpers of Algolia's current clients over ``SearchBackend/send(_:requestOptions:completion:)``: records in
/// chunks of `batchSize`, optionally waiting for every task; replacing every record through a temporary index;
/// whether an index exists; waiting for a task. The requests of one helper call share one `request-id` (the
/// caller's when its options have one). On the embedded engine every task is published when its answer arrives, so
/// waiting costs one request per task.
extension SearchBackend {
  /// Sends one indexing call and reads its answer as `type`.
  ///
  /// - Throws: ``SearchClientError``.
  public func send<Response: Decodable>(
    _ request: IndexingRequest, as type: Response.Type, requestOptions: RequestOptions? = nil
  ) async throws -> Response {
    try IndexingResponses.decode(type, from: try await send(request, requestOptions: requestOptions))
  }

  /// Waits until a task is published, asking at growing intervals (from 100 ms, doubling up to 5 s).
  ///
  /// - Parameter maxRetries: The most times to ask (50).
  /// - Throws: ``SearchClientError/timeout`` when the task is still not published after `maxRetries` answers; the
  ///   error of a request; `CancellationError` when the calling task is cancelled.
  @discardableResult
  public func waitForTask(
    indexName: String, taskID: Int, maxRetries: Int = 50, requestOptions: RequestOptions? = nil
  ) async throws -> TaskInfo {
    var delay: UInt64 = 100_000_000
    for attempt in 1...max(1, maxRetries) {
      let info = try await send(.getTask(indexName: indexName, taskID: taskID), as: TaskInfo.self, requestOptions: requestOptions)
      if info.status == .published { return info }
      if attempt < maxRetries {
        try await Task.sleep(nanoseconds: delay)
        delay = min(delay * 2, 5_000_000_000)
      }
    }
    throw SearchClientError.timeout
  }

  /// Adds or replaces records, `batchSize` of them per batch (records without `objectID` get one).
  ///
  /// - Returns: One answer per batch, in order.
  /// - Throws: ``SearchClientError`` of the first batch refused; the batches before it stay applied.
  @discardableResult
  public func saveObjects(
    indexName: String, objects: [JSON], waitForTasks: Bool = false, batchSize: Int = 1000, requestOptions: RequestOptions? = nil
  ) async throws -> [BatchResponse] {
    try await chunkedBatch(
      indexName: indexName, operations: objects.map { BatchOperation(action: .addObject, body: $0) }, waitForTasks: waitForTasks,
      batchSize: batchSize, requestOptions: requestOptions)
  }

  /// Removes records by id, `batchSize` of them per batch.
  ///
  /// - Returns: One answer per batch, in order.
  /// - Throws: ``SearchClientError`` of the first batch refused.
  @discardableResult
  public func deleteObjects(
    indexName: String, objectIDs: [String], waitForTasks: Bool = false, batchSize: Int = 1000, requestOptions: RequestOptions? = nil
  ) async throws -> [BatchResponse] {
    try await chunkedBatch(
      indexName: indexName, operations: objectIDs.map { BatchOperation(action: .deleteObject, body: ["objectID": .string($0)]) },
      waitForTasks: waitForTasks, batchSize: batchSize, requestOptions: requestOptions)
  }

  /// Changes attributes of records, each naming its `objectID`, `batchSize` of them per batch; a missing record is
  /// created unless `createIfNotExists` is `false`.
  ///
  /// - Returns: One answer per batch, in order.
  /// - Throws: ``SearchClientError`` of the first batch refused.
  @discardableResult
  public func partialUpdateObjects(
    indexName: String, objects: [JSON], createIfNotExists: Bool = true, waitForTasks: Bool = false, batchSize: Int = 1000,
    requestOptions: RequestOptions? = nil
  ) async throws -> [BatchResponse] {
    let action: BatchAction = createIfNotExists ? .partialUpdateObject : .partialUpdateObjectNoCreate
    return try await chunkedBatch(
      indexName: indexName, operations: objects.map { BatchOperation(action: action, body: $0) }, waitForTasks: waitForTasks,
      batchSize: batchSize, requestOptions: requestOptions)
  }

  /// Replaces every record of an index at once: the records go to a temporary index that gets the index's settings,
  /// synonyms and rules, then the temporary index is moved over the index. Searches see the old records until the
  /// move, then the new ones.
  ///
  /// - Throws: ``SearchClientError``; the temporary index is removed when a step after its creation fails.
  public func replaceAllObjects(
    indexName: String, objects: [JSON], batchSize: Int = 1000, requestOptions: RequestOptions? = nil
  ) async throws -> ReplaceAllObjectsResponse {
    let options = requestOptions.sharingOneRequestID()
    let temporary = "\(indexName)_tmp_\(Int.random(in: 1_000_000..<10_000_000))"
    let copy = try await send(
      .operationIndex(indexName: indexName, operation: IndexOperation(.copy, destination: temporary, scope: [.settings, .rules, .synonyms])),
      as: IndexRevision.self, requestOptions: options)
    do {
      try await waitForTask(indexName: indexName, taskID: copy.taskID, requestOptions: options)
      let batches = try await saveObjects(indexName: temporary, objects: objects, waitForTasks: true, batchSize: batchSize, requestOptions: options)
      let move = try await send(
        .operationIndex(indexName: temporary, operation: IndexOperation(.move, destination: indexName)), as: IndexRevision.self, requestOptions: options)
      try await waitForTask(indexName: temporary, taskID: move.taskID, requestOptions: options)
      return ReplaceAllObjectsResponse(copyOperationResponse: copy, batchResponses: batches, moveOperationResponse: move)
    } catch {
      _ = try? await send(.deleteIndex(indexName: temporary), requestOptions: options)
      throw error
    }
  }

  /// Whether the index exists: its settings can be read (`404` means it does not).
  ///
  /// - Throws: ``SearchClientError`` other than `404`.
  public func indexExists(indexName: String, requestOptions: RequestOptions? = nil) async throws -> Bool {
    do {
      _ = try await getSettings(indexName: indexName, requestOptions: requestOptions)
      return true
    } catch let error as SearchClientError where error.status == 404 {
      return false
    }
  }

  private func chunkedBatch(
    indexName: String, operations: [BatchOperation], waitForTasks: Bool, batchSize: Int, requestOptions: RequestOptions?
  ) async throws -> [BatchResponse] {
    guard batchSize > 0 else { throw SearchClientError.invalidConfiguration(message: "batchSize must be at least 1, not \(batchSize)") }
    let options = requestOptions.sharingOneRequestID()
    var responses: [BatchResponse] = []
    for start in stride(from: 0, to: operations.count, by: batchSize) {
      let chunk = Array(operations[start..<min(operations.count, start + batchSize)])
      responses.append(try await send(.batch(indexName: indexName, operations: chunk), as: BatchResponse.self, requestOptions: options))
    }
    if waitForTasks {
      for response in responses { try await waitForTask(indexName: indexName, taskID: response.taskID, requestOptions: options) }
    }
    return responses
  }
}

/// What ``SearchBackend/replaceAllObjects(indexName:objects:batchSize:requestOptions:)`` did.
public struct ReplaceAllObjectsResponse: Hashable, Sendable {
  /// The copy of the settings, synonyms and rules to the temporary index.
  public let copyOperationResponse: IndexRevision
  /// The batches of records saved in the temporary index.
  public let batchResponses: [BatchResponse]
  /// The move of the temporary index over the index.
  public let moveOperationResponse: IndexRevision
}

extension Optional where Wrapped == RequestOptions {
  /// The options with a `request-id` header, the caller's when set, so that a helper's requests share it.
  func sharingOneRequestID() -> RequestOptions {
    var options = self ?? RequestOptions()
    if !options.headers.keys.contains(where: { $0.rawValue.lowercased() == HTTPHeaderKey.requestID.rawValue }) {
      options.headers[.requestID] = UUID().uuidString.lowercased()
    }
    return options
  }
}
