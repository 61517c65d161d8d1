/// The values an event delivered, in order; a subscriber for the component interactor tests.
final class ValueRecorder<Value> {
  var values: [Value] = []
}
