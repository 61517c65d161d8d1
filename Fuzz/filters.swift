// libFuzzer target: LocalSearch's `filters` string parser.
//
// Every input must either parse or throw a `FilterError` whose column lies within the text; a trap or a
// sanitizer report is a finding. An expression that parses is rendered back to `filters` text (every
// attribute and value quoted, the fewest parentheses the grammar and Algolia's restrictions need), and that
// text must parse to the same expression.
import Foundation
@testable import LocalSearch

/// A quoted string the tokenizer reads back as `text`: `"` and `\` are escaped with a backslash.
private func quoted(_ text: String) -> String {
  var scalars = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    if scalar == "\"" || scalar == "\\" { scalars.append("\\") }
    scalars.append(scalar)
  }
  return "\"" + String(scalars) + "\""
}

/// A number in the filter syntax that reads back as `number`. Swift's shortest round-trip form is used; the
/// syntax has no infinity, but a literal too large for a Double (`1e999`) reads as one, so it writes one.
private func number(_ number: Double) -> String {
  if number.isInfinite { return number < 0 ? "-1e999" : "1e999" }
  let text = "\(number)"
  precondition(FilterNumber.parse(text) == number, "\(text) does not read back as \(number)")
  return text
}

/// One condition as `filters` text.
private func render(_ condition: FilterCondition) -> String {
  let text: String
  switch condition.test {
  case .facet(let attribute, let value): text = quoted(attribute) + ":" + quoted(value)
  case .tag(let value): text = quoted(FilterCondition.tagsAttribute) + ":" + quoted(value)
  case .comparison(let attribute, let comparison, let operand):
    text = quoted(attribute) + " " + comparison.rawValue + " " + number(operand)
  case .range(let attribute, let lower, let upper): text = quoted(attribute) + ":" + number(lower) + " TO " + number(upper)
  }
  return condition.score == FilterCondition.defaultScore ? text : text + "<score=\(condition.score)>"
}

/// An expression as `filters` text. Accepted expressions are a conjunction of single filters, negated single
/// filters and disjunctions of them, so an `OR` inside an `AND` is the only operand that needs parentheses.
private func render(_ expression: FilterExpression) -> String {
  switch expression {
  case .condition(let condition): return render(condition)
  case .not(let operand): return "NOT " + render(operand)
  case .or(let operands): return operands.map(render).joined(separator: " OR ")
  case .and(let operands):
    return operands.map { operand in
      if case .or = operand { return "(" + render(operand) + ")" }
      return render(operand)
    }.joined(separator: " AND ")
  }
}

/// Parses the input, read as UTF-8 text, as a `filters` parameter, and parses its rendering again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  let expression: FilterExpression?
  do {
    expression = try FilterParser.parse(text)
  } catch let error as FilterError {
    if case .filters(_, let column) = error, column < 0 || column > text.utf8.count {
      fatalError("filters error column \(column) outside a text of \(text.utf8.count) bytes: \(error)")
    }
    _ = error.description
    return 0
  } catch {
    fatalError("filters parser threw a non-FilterError: \(error)")
  }
  guard let expression else { return 0 }
  let rendered = render(expression)
  let again: FilterExpression?
  do {
    again = try FilterParser.parse(rendered)
  } catch {
    fatalError("the rendering \(rendered.debugDescription) of \(text.debugDescription) does not parse: \(error)")
  }
  if again != expression {
    fatalError(
      "the rendering \(rendered.debugDescription) of \(text.debugDescription) parses to \(String(describing: again)), not \(expression)")
  }
  return 0
}
