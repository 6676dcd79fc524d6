import PostgresNIO

/// The event loop every ``PostgresLink`` of the process runs its connections on: one thread,
/// never shut down. Callers block on its futures from Dispatch threads, never from it.
enum PostgresEventLoop {
    static let group: MultiThreadedEventLoopGroup = MultiThreadedEventLoopGroup(numberOfThreads: 1)
}
