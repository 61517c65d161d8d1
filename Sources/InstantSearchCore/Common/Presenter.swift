/// Turns an interactor's state into what a controller shows: a plain function.
public typealias Presenter<Input, Output> = (Input) -> Output
