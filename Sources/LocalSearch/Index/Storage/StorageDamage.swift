/// What is wrong with the decoded contents of an index file: the section it was found in and what was found.
///
/// Thrown by the readers and restore steps below the file reader, which knows the file's path and reports it as
/// ``IndexFileError/corrupt(file:section:detail:)``.
struct StorageDamage: Error, Equatable {
  /// The four-letter tag of the section (`POST`), or a part of the file such as `header` or `directory`.
  let section: String
  /// What was found, and where in the section when known: "slot 9000 of a posting, beyond 8000 slots".
  let detail: String
}
