/// A view model whose v2 components are connected to its searcher's `hitsSearcher` when it is configured, so
/// responses reach it through those connections: the binder hands it no deliveries, though it is a
/// ``ResultingDelegate`` whose `on(results:error:userInfo:)` stays for code calling it directly.
protocol SearcherConnectedViewModel: AnyObject {}
