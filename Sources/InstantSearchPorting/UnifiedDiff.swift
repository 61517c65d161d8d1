/// A unified diff of two texts, line by line, with three lines of context: what `--dry-run` prints.
enum UnifiedDiff {
  /// The diff of `old` and `new` under the given path; empty when they are equal.
  static func diff(_ old: String, _ new: String, path: String) -> String {
    guard old != new else { return "" }
    let before = lines(old)
    let after = lines(new)
    let script = editScript(before, after)
    let absolute = path.hasPrefix("/")
    var output = "--- \(absolute ? path : "a/" + path)\n+++ \(absolute ? path : "b/" + path)\n"
    var index = 0
    while index < script.count {
      guard script[index].kind != .same else {
        index += 1
        continue
      }
      let start = max(0, index - 3)
      var end = index
      // A hunk runs until more than six unchanged lines separate it from the next change.
      while end < script.count {
        if script[end].kind == .same {
          var run = end
          while run < script.count, script[run].kind == .same { run += 1 }
          if run == script.count || run - end > 6 {
            end = min(script.count, end + 3)
            break
          }
          end = run
        } else {
          end += 1
        }
      }
      let hunk = script[start..<end]
      let oldStart = (hunk.first?.oldLine ?? 0) + 1
      let newStart = (hunk.first?.newLine ?? 0) + 1
      let oldCount = hunk.filter { $0.kind != .inserted }.count
      let newCount = hunk.filter { $0.kind != .deleted }.count
      output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
      for step in hunk {
        switch step.kind {
        case .same: output += " \(step.text)\n"
        case .deleted: output += "-\(step.text)\n"
        case .inserted: output += "+\(step.text)\n"
        }
      }
      index = end
    }
    return output
  }

  private struct Step {
    enum Kind { case same, deleted, inserted }
    let kind: Kind
    let text: String
    /// The lines of each side before this step.
    let oldLine: Int
    let newLine: Int
  }

  private static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The steps turning `old` into `new`, from their longest common subsequence.
  private static func editScript(_ old: [String], _ new: [String]) -> [Step] {
    let rows = old.count + 1
    let columns = new.count + 1
    var common = [Int](repeating: 0, count: rows * columns)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i * columns + j] =
          old[i] == new[j] ? common[(i + 1) * columns + j + 1] + 1 : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
      }
    }
    var steps: [Step] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        steps.append(Step(kind: .same, text: old[i], oldLine: i, newLine: j))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || common[(i + 1) * columns + j] >= common[i * columns + j + 1] {
        steps.append(Step(kind: .deleted, text: old[i], oldLine: i, newLine: j))
        i += 1
      } else {
        steps.append(Step(kind: .inserted, text: new[j], oldLine: i, newLine: j))
        j += 1
      }
    }
    return steps
  }
}
