import Foundation

/// All the filters of a search, in named groups: the single source of truth of the refinement widgets.
///
/// Filters live in groups identified by a ``FilterGroup/ID``: `and` groups AND filters of any kind, `or`
/// groups OR filters of one kind, `hierarchical` groups AND facet filters and carry a hierarchy. A group is a
/// set: adding a filter it holds changes nothing.
///
/// **Mutations never notify.** After changing filters, call ``notifyChange()`` (or run the changes with
/// `notify(_:)`) so that ``onChange`` delivers a snapshot to the connected searchers and widgets.
///
/// ```swift
/// let filterState = FilterState()
/// filterState[or: "colors"].add(Filter.Facet(attribute: "color", stringValue: "red"))
/// filterState[and: "prices"].add(Filter.Numeric(attribute: "price", operator: .lessThan, value: 100))
/// filterState.notifyChange()
/// filterState.description   // ( "color":"red" ) AND ( "price" < 100.0 )
/// ```
///
/// A filter state can be used from several threads: its content is guarded by a lock, and ``onChange``
/// subscribers run outside it, so they may read or change the state.
public class FilterState: @unchecked Sendable {
  private let lock = NSLock()
  private var content: FilterGroupsContent

  /// Fires a snapshot of the content when ``notifyChange()`` or `notify(_:)` is called.
  ///
  /// It retains the last snapshot, so `subscribePast` hands over the last *notified* content, not the
  /// current one.
  public let onChange: Observer<ReadOnlyFiltersContainer>

  /// Creates an empty filter state.
  public init() {
    content = FilterGroupsContent()
    onChange = Observer()
  }

  /// Creates a filter state holding a copy of another one's content, with its own ``onChange``.
  ///
  /// - Parameter filterState: The filter state to copy.
  public init(_ filterState: FilterState) {
    content = filterState.read { $0 }
    onChange = Observer()
  }

  /// Replaces the content with a copy of another filter state's content, without notifying.
  ///
  /// - Parameter filterState: The filter state to copy.
  public func setWithContent(of filterState: FilterState) {
    let copied = filterState.read { $0 }
    write { $0 = copied }
  }

  /// Fires ``onChange`` with a snapshot of the current content.
  public func notifyChange() {
    onChange.fire(snapshot())
  }

  /// Runs commands in order, then fires ``onChange`` once with a snapshot.
  ///
  /// The commands and the snapshot happen under one lock, so no other thread's change interleaves.
  ///
  /// - Parameter commands: The changes to make.
  public func notify(_ commands: Command...) {
    notify(commands)
  }

  /// Runs commands in order, then fires ``onChange`` once with a snapshot.
  ///
  /// - Parameter commands: The changes to make.
  public func notify(_ commands: [Command]) {
    let snapshot = write { content -> ReadOnlyFiltersContainer in
      for command in commands { command.execute(on: &content) }
      return ReadOnlyFiltersContainer(content: content)
    }
    onChange.fire(snapshot)
  }

  /// A read-only copy of the current content, as ``onChange`` would deliver it.
  ///
  /// - Returns: The snapshot; later changes do not show through it.
  public func snapshot() -> ReadOnlyFiltersContainer {
    ReadOnlyFiltersContainer(content: read { $0 })
  }

  // MARK: Group accessors

  /// The conjunctive group with this name.
  ///
  /// - Parameter groupName: The group name.
  public subscript(and groupName: String) -> AndGroupAccessor {
    AndGroupAccessor(filterState: self, groupName: groupName)
  }

  /// The disjunctive group with this name holding filters of type `F`.
  ///
  /// `F` must be ``Filter/Facet``, ``Filter/Numeric`` or ``Filter/Tag``.
  ///
  /// - Parameter groupName: The group name.
  public subscript<F: FilterType>(or groupName: String) -> OrGroupAccessor<F> {
    OrGroupAccessor(filterState: self, groupName: groupName)
  }

  /// The disjunctive group with this name holding filters of type `F`, the type given explicitly.
  ///
  /// - Parameters:
  ///   - groupName: The group name.
  ///   - filterType: `Filter.Facet.self`, `Filter.Numeric.self` or `Filter.Tag.self`.
  public subscript<F: FilterType>(or groupName: String, _ filterType: F.Type) -> OrGroupAccessor<F> {
    OrGroupAccessor(filterState: self, groupName: groupName)
  }

  /// The hierarchical group with this name.
  ///
  /// - Parameter groupName: The group name.
  public subscript(hierarchical groupName: String) -> HierarchicalGroupAccessor {
    HierarchicalGroupAccessor(filterState: self, groupName: groupName)
  }

  // MARK: Locked access

  func read<T>(_ body: (FilterGroupsContent) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(content)
  }

  /// Runs a mutation under the lock; the revision grows when the mutation changed the filters, their order or
  /// a hierarchy.
  @discardableResult
  func write<T>(_ body: (inout FilterGroupsContent) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    let before = content
    let result = body(&content)
    if content.entries != before.entries || content.groups != before.groups || content.hierarchies != before.hierarchies {
      content.revision = before.revision &+ 1
    }
    return result
  }
}
