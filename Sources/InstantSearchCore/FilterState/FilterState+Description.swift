extension FilterState: CustomStringConvertible, CustomDebugStringConvertible {
  /// The `filters` string of the current content (see ``toFilterGroups()``); `""` when empty.
  public var description: String {
    FilterGroupConverter().sql(toFilterGroups()) ?? ""
  }

  /// The output groups one per line, as ` "name": ( … )`, between `FilterState {` and `}`;
  /// `FilterState {}` when there are none.
  public var debugDescription: String {
    let groups = toFilterGroups()
    guard !groups.isEmpty else { return "FilterState {}" }
    let converter = FilterGroupConverter()
    let lines = groups.map { group in " \"\(group.name ?? "")\": \(converter.sql(group) ?? "")" }
    return (["FilterState {"] + lines + ["}"]).joined(separator: "\n")
  }
}
