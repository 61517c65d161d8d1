import Foundation

/// The headless counterpart of `UITableViewController`: a view controller whose view is a table it serves as
/// data source and delegate. Subclasses override the data-source and delegate methods, as with UIKit.
open class HeadlessTableViewController: HeadlessViewController, HeadlessTableViewDataSource, HeadlessTableViewDelegate {
  /// The style of the table created on first access.
  public let style: HeadlessTableView.Style

  /// Creates a controller whose table has this style.
  public init(style: HeadlessTableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates it as a storyboard would, as a controller with a plain table; the coder is unread.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// The table, which is the view; created with ``style`` on first access.
  open var tableView: HeadlessTableView! {
    get { view as? HeadlessTableView }
    set { view = newValue }
  }

  /// Creates the table, with this controller as its data source and delegate.
  open override func loadView() {
    let table = HeadlessTableView(frame: .zero, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// One section.
  open func numberOfSections(in tableView: HeadlessTableView) -> Int { 1 }

  /// No rows; subclasses override it.
  open func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// A blank cell; subclasses override it.
  open func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    HeadlessTableViewCell(style: .default, reuseIdentifier: nil)
  }

  /// No section title; subclasses override it (headless tables draw no headers: callers ask for the title).
  open func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// Does nothing; subclasses override it.
  open func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {}
}
