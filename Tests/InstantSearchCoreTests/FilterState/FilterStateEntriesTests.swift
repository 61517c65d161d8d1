import InstantSearchCore
import XCTest

/// Insertion order and repeats in a filter state's groups, for lists that keep both.
final class FilterStateEntriesTests: XCTestCase {
  private let red = Filter.Facet(attribute: "color", stringValue: "red")
  private let blue = Filter.Facet(attribute: "color", stringValue: "blue")
  private let cheap = Filter.Numeric(attribute: "price", operator: .lessThan, value: 10)

  func test_entriesKeepInsertionOrder_andRepeatsOnlyThroughAppend() {
    let state = FilterState()
    state.add(red, toGroupWithID: .and(name: "color"))
    state.add(blue, toGroupWithID: .and(name: "color"))
    state.add(red, toGroupWithID: .and(name: "color"))
    XCTAssertEqual(state.orderedEntries().first?.filters, [.facet(red), .facet(blue)], "add keeps a filter once")
    XCTAssertTrue(state.append(red, toGroupWithID: .and(name: "color")))
    XCTAssertEqual(state.orderedEntries().first?.filters, [.facet(red), .facet(blue), .facet(red)])
    XCTAssertEqual(state.getFilters(forGroupWithID: .and(name: "color")).count, 2, "the group is still a set")
  }

  func test_removeFirstEntry_keepsTheFilterWhileAnEntryRemains() {
    let state = FilterState()
    state.append(red, toGroupWithID: .and(name: "color"))
    state.append(red, toGroupWithID: .and(name: "color"))
    XCTAssertTrue(state.removeFirstEntry(of: red, fromGroupWithID: .and(name: "color")))
    XCTAssertTrue(state.contains(red))
    XCTAssertTrue(state.removeFirstEntry(of: red, fromGroupWithID: .and(name: "color")))
    XCTAssertFalse(state.contains(red))
    XCTAssertFalse(state.getGroupIDs().contains(.and(name: "color")), "an emptied group goes, as with remove")
    XCTAssertFalse(state.removeFirstEntry(of: red, fromGroupWithID: .and(name: "color")))
  }

  func test_otherMutations_dropEveryEntry() {
    let state = FilterState()
    state.append(red, toGroupWithID: .and(name: "color"))
    state.append(red, toGroupWithID: .and(name: "color"))
    state.append(cheap, toGroupWithID: .and(name: "price"))
    state.remove(red, fromGroupWithID: .and(name: "color"))
    XCTAssertEqual(state.orderedEntries().map(\.groupID), [.and(name: "price")])
    state.removeAll()
    XCTAssertTrue(state.orderedEntries().isEmpty)
  }

  func test_appendRefusesAFilterTheGroupDoesNotTake() {
    let state = FilterState()
    XCTAssertFalse(state.append(cheap, toGroupWithID: .or(name: "color", filterType: .facet)))
    XCTAssertTrue(state.orderedEntries().isEmpty)
  }

  func test_groupsComeOutInOutputOrder_andCopiesKeepEntries() {
    let state = FilterState()
    state.append(cheap, toGroupWithID: .and(name: "price"))
    state.append(blue, toGroupWithID: .or(name: "color", filterType: .facet))
    state.append(red, toGroupWithID: .and(name: "color"))
    XCTAssertEqual(state.orderedEntries().map(\.groupID), [.or(name: "color", filterType: .facet), .and(name: "color"), .and(name: "price")])
    let copy = FilterState(state)
    XCTAssertEqual(copy.orderedEntries().map(\.filters), state.orderedEntries().map(\.filters))
  }

  func test_revision_growsWithEveryWrite_andSnapshotsCarryIt() {
    let state = FilterState()
    let start = state.revision
    state.add(red, toGroupWithID: .and(name: "color"))
    XCTAssertGreaterThan(state.revision, start)
    var seen: [Int] = []
    state.onChange.subscribe(with: self) { _, snapshot in seen.append(snapshot.revision) }
    state.notifyChange()
    XCTAssertEqual(seen, [state.revision])
  }

  func test_revision_staysWhenAMutationChangesNothing() {
    let state = FilterState()
    state.add(red, toGroupWithID: .and(name: "color"))
    let revision = state.revision
    state.add(red, toGroupWithID: .and(name: "color"))
    XCTAssertFalse(state.remove(blue, fromGroupWithID: .and(name: "color")))
    state.removeAll(for: "size")
    XCTAssertEqual(state.revision, revision, "nothing changed")
    state.append(red, toGroupWithID: .and(name: "color"))
    XCTAssertEqual(state.revision, revision + 1, "a repeat is a change of the entries")
    state.removeAll()
    XCTAssertEqual(state.revision, revision + 2)
    state.removeAll()
    XCTAssertEqual(state.revision, revision + 2)
  }

  func test_equalityIgnoresOrderAndRepeats() {
    let first = FilterState()
    first.append(red, toGroupWithID: .and(name: "color"))
    first.append(blue, toGroupWithID: .and(name: "color"))
    first.append(red, toGroupWithID: .and(name: "color"))
    let second = FilterState()
    second.add(blue, toGroupWithID: .and(name: "color"))
    second.add(red, toGroupWithID: .and(name: "color"))
    XCTAssertEqual(first.toFilterGroups().map { $0.filters.count }, second.toFilterGroups().map { $0.filters.count })
    XCTAssertEqual(first.description, second.description)
  }
}
