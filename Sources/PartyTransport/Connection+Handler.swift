extension Connection {
    /// Callbacks, all invoked on the connection's queue.
    ///
    /// `@unchecked Sendable`: the closures are only ever called on the connection's queue.
    public struct Handler: @unchecked Sendable {
        /// Application bytes arrived (already decrypted).
        public var onData: ([UInt8]) -> Void
        /// The connection closed; called exactly once.
        public var onClose: (CloseReason) -> Void
        /// The security handshake completed (TLS); not called for plain connections.
        public var onEstablished: () -> Void
        /// The peer finished sending (half-close) but may still read. When set, the connection
        /// stays open for writing until the application closes it; when nil it closes at once.
        public var onEndOfInput: (() -> Void)?

        /// Creates a handler.
        public init(onData: @escaping ([UInt8]) -> Void, onClose: @escaping (CloseReason) -> Void,
                    onEstablished: @escaping () -> Void = {}, onEndOfInput: (() -> Void)? = nil) {
            self.onData = onData
            self.onClose = onClose
            self.onEstablished = onEstablished
            self.onEndOfInput = onEndOfInput
        }
    }
}
