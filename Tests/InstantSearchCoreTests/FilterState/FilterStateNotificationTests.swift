import XCTest

@testable import InstantSearchCore

private final class Recorder {
  var snapshots: [ReadOnlyFiltersContainer] = []
}

final class FilterStateNotificationTests: XCTestCase {
  private let red = Filter.Facet(attribute: "color", stringValue: "red")
  private let blue = Filter.Facet(attribute: "color", stringValue: "blue")

  func test_mutations_neverNotify() {
    let filterState = FilterState()
    let recorder = Recorder()
    filterState.onChange.subscribe(with: recorder) { $0.snapshots.append($1) }
    filterState[or: "c"].add(red)
    filterState[and: "a"].toggle(blue)
    filterState.remove(red)
    filterState.removeAll(for: "color")
    filterState.removeAll()
    filterState.hierarchicalAttributes = ["l0"]
    filterState.setWithContent(of: FilterState())
    XCTAssertTrue(recorder.snapshots.isEmpty)
    XCTAssertNil(filterState.onChange.lastDataFired)
  }

  func test_notifyChange_firesOnceWithSnapshot() {
    let filterState = FilterState()
    let recorder = Recorder()
    filterState.onChange.subscribe(with: recorder) { $0.snapshots.append($1) }
    filterState[or: "c"].add(red)
    filterState.notifyChange()
    XCTAssertEqual(recorder.snapshots.count, 1)
    let snapshot = recorder.snapshots[0]
    filterState[or: "c"].add(blue)
    XCTAssertEqual(snapshot.description, #"( "color":"red" )"#)
    XCTAssertEqual(snapshot[or: "c", Filter.Facet.self].filters(), [red])
    XCTAssertEqual(filterState.description, #"( "color":"blue" OR "color":"red" )"#)
  }

  func test_notifyCommands_runInOrderThenFireOnce() {
    let filterState = FilterState()
    let recorder = Recorder()
    let group = FilterGroup.ID.or(name: "c", filterType: .facet)
    filterState.onChange.subscribe(with: recorder) { $0.snapshots.append($1) }
    filterState.notify(
      .add(filter: red, toGroupWithID: group),
      .add(filters: [blue, Filter.Tag(value: "t")], toGroupWithID: .and(name: "a")),
      .remove(filter: blue, fromGroupWithID: .and(name: "a")),
      .toggle(filter: blue, toGroupWithID: group))
    XCTAssertEqual(recorder.snapshots.count, 1)
    XCTAssertEqual(recorder.snapshots[0].description, #"( "_tags":"t" ) AND ( "color":"blue" OR "color":"red" )"#)

    filterState.notify(
      .toggle(filters: [red, blue], toGroupWithID: group),
      .remove(filters: [Filter.Tag(value: "t")], fromGroupWithID: .and(name: "a")))
    XCTAssertEqual(recorder.snapshots.count, 2)
    XCTAssertTrue(recorder.snapshots[1].isEmpty)
    XCTAssertEqual(filterState.getGroupIDs(), [])
  }

  func test_notifyRemoveCommands() {
    let filterState = FilterState()
    filterState[and: "a"].add(red, Filter.Tag(value: "t"))
    filterState[or: "b"].add(red)
    filterState.notify(.removeAll(for: "color", fromGroupWithID: .and(name: "a")))
    XCTAssertEqual(filterState.description, #"( "_tags":"t" )"#)
    filterState[or: "b"].add(red)
    filterState.notify(.removeAll(fromGroupWithID: .and(name: "a")))
    XCTAssertEqual(filterState.description, #"( "color":"red" )"#)
    filterState.notify(.removeAll)
    XCTAssertEqual(filterState.onChange.lastDataFired?.isEmpty, true)
    XCTAssertTrue(filterState.isEmpty)
  }

  func test_subscribePast_replaysLastNotifiedSnapshot_notCurrentContent() {
    let filterState = FilterState()
    let neverNotified = Recorder()
    filterState.onChange.subscribePast(with: neverNotified) { $0.snapshots.append($1) }
    XCTAssertTrue(neverNotified.snapshots.isEmpty)

    filterState[or: "c"].add(red)
    filterState.notifyChange()
    filterState[or: "c"].add(blue)
    let late = Recorder()
    filterState.onChange.subscribePast(with: late) { $0.snapshots.append($1) }
    XCTAssertEqual(late.snapshots.count, 1)
    XCTAssertEqual(late.snapshots[0].description, #"( "color":"red" )"#)
  }

  func test_subscriberMayReadAndChangeTheStateDuringDelivery() {
    let filterState = FilterState()
    let recorder = Recorder()
    filterState.onChange.subscribe(with: recorder) { recorder, snapshot in
      recorder.snapshots.append(snapshot)
      filterState[and: "seen"].add(Filter.Tag(value: "\(filterState.getFilters().count)"))
    }
    filterState[or: "c"].add(red)
    filterState.notifyChange()
    XCTAssertEqual(filterState.getFilters(forGroupWithID: .and(name: "seen")), [.tag(Filter.Tag(value: "1"))])
  }

  func test_snapshotAccessors() {
    let filterState = FilterState()
    filterState[and: "a"].add(red, Filter.Tag(value: "t"))
    filterState[or: "o"].add(blue)
    filterState[hierarchical: "h"].add(Filter.Facet(attribute: "l0", stringValue: "A"))
    filterState.notifyChange()
    let snapshot = try! XCTUnwrap(filterState.onChange.lastDataFired)
    let andFacets: ReadOnlyGroupAccessor<Filter.Facet> = snapshot[and: "a"]
    XCTAssertEqual(andFacets.filters(), [red])
    XCTAssertEqual(snapshot[and: "a", Filter.Tag.self].filters(for: "_tags"), [Filter.Tag(value: "t")])
    XCTAssertTrue(andFacets.contains(red))
    XCTAssertFalse(andFacets.contains(blue))
    XCTAssertFalse(andFacets.isEmpty)
    XCTAssertTrue(snapshot[or: "missing", Filter.Tag.self].isEmpty)
    XCTAssertEqual(snapshot[or: "o", Filter.Facet.self].filters(for: "color"), [blue])
    let hierarchical = snapshot[hierarchical: "other"]
    XCTAssertFalse(hierarchical.isEmpty)
    XCTAssertEqual(Set(hierarchical.filters()), [red, blue, Filter.Facet(attribute: "l0", stringValue: "A")])
    XCTAssertEqual(snapshot.toFilterGroups().count, 3)
    XCTAssertEqual(snapshot.getGroupIDs().count, 3)
    XCTAssertEqual(snapshot.getFiltersAndID().count, 4)
    XCTAssertEqual(snapshot.getFilters(forGroupWithID: .or(name: "o", filterType: .facet)), [.facet(blue)])
  }
}
