import Foundation

/// A row of segments, one of which may be selected: the headless stand-in for `UISegmentedControl`.
///
/// Each segment has an optional title. ``selectedSegmentIndex`` is ``noSegment`` (−1) when nothing is selected;
/// inserting or removing segments keeps the same segment selected (or none once it is removed).
open class HeadlessSegmentedControl: HeadlessControl {
  /// The index meaning "no segment selected": −1.
  public static let noSegment = -1

  private var titles: [String?] = []
  private var storedSelectedIndex = HeadlessSegmentedControl.noSegment

  /// Creates a control with one segment per item: `String` items become titles, other items untitled segments.
  ///
  /// - Parameter items: The segments' contents; `nil` for no segment.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    titles = (items ?? []).map { $0 as? String }
  }

  /// Creates a control without segments.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates it as a storyboard would, as a control without segments; the coder is unread.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The index of the selected segment, or ``noSegment``; ``noSegment`` by default.
  ///
  /// Setting an index out of `0..<numberOfSegments` selects no segment. Setting it sends no event.
  open var selectedSegmentIndex: Int {
    get { storedSelectedIndex }
    set { storedSelectedIndex = titles.indices.contains(newValue) ? newValue : HeadlessSegmentedControl.noSegment }
  }

  /// Whether segments act as momentary buttons rather than keeping a selection; `false` by default.
  ///
  /// A momentary control sends `.valueChanged` even when the user taps the segment already selected.
  open var isMomentary: Bool = false

  /// The number of segments.
  open var numberOfSegments: Int {
    titles.count
  }

  /// The title of a segment; `nil` when it has none or the index is out of range.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Sets the title of a segment; an index out of range is ignored.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title
  }

  /// Inserts a segment at an index, clamped to `0...numberOfSegments`.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    let position = min(max(segment, 0), titles.count)
    titles.insert(title, at: position)
    if storedSelectedIndex != HeadlessSegmentedControl.noSegment, position <= storedSelectedIndex {
      storedSelectedIndex += 1
    }
  }

  /// Removes a segment; an index out of range is ignored. Removing the selected segment selects none.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    if segment == storedSelectedIndex {
      storedSelectedIndex = HeadlessSegmentedControl.noSegment
    } else if segment < storedSelectedIndex {
      storedSelectedIndex -= 1
    }
  }

  /// Removes every segment; none is selected afterwards.
  open func removeAllSegments() {
    titles.removeAll()
    storedSelectedIndex = HeadlessSegmentedControl.noSegment
  }

  /// Simulates the user tapping a segment: selects it, then sends `.valueChanged`.
  ///
  /// As in UIKit, tapping the segment already selected sends nothing (unless ``isMomentary``), and an index out
  /// of range is ignored.
  open func userSelectSegment(at segment: Int) {
    guard titles.indices.contains(segment) else { return }
    guard segment != storedSelectedIndex || isMomentary else { return }
    storedSelectedIndex = segment
    sendActions(for: .valueChanged)
  }
}
