/// One connection of a small HTTP API (partyd's operator console) as a pure state machine:
/// bytes and timer ticks in, ``Action``s out, no I/O. Unlike ``HTTPConnectionMachine`` it reads
/// request bodies (as ``HTTPRequestRules`` allow) and lets its runner answer later: a whole
/// request goes out as ``Action/handle(_:)``, and the next one is not read until
/// ``respond(_:)`` has given the answer, so answers leave in request order.
///
/// The head deadline runs from the start of each request until its body is complete (a slow
/// head or body gets 408); it is off while a request is being answered.
public struct HTTPExchangeMachine: Sendable {
    /// What the I/O layer must do, in order.
    public enum Action: Equatable, Sendable {
        /// Send these bytes.
        case write([UInt8])
        /// A whole request arrived: answer it with ``HTTPExchangeMachine/respond(_:)``.
        case handle(HTTPRequest)
        /// Close the connection once everything queued is flushed.
        case close(reason: String)
        /// Arm (true) or cancel (false) the deadline for the next request; when it passes, call
        /// ``HTTPExchangeMachine/headTimedOut()``.
        case headDeadline(Bool)
    }

    /// Where the connection is.
    public enum Phase: Equatable, Sendable {
        /// Reading a request's head or body.
        case reading
        /// A request is out for an answer.
        case handling
        /// Done: nothing more is read or written.
        case closed
    }

    /// The current phase.
    public private(set) var phase = Phase.reading
    /// The requests accepted.
    public let rules: HTTPRequestRules
    private var parser: HTTPHeadParser
    /// A head whose body has not fully arrived yet.
    private var awaitingBody: HTTPRequestHead?
    /// The head of the request being answered.
    private var answering: HTTPRequestHead?
    private let refusal: @Sendable (HTTPRequestError) -> HTTPResponse

    /// Creates the machine for a new connection; `refusal` makes the answer to a request that
    /// cannot be parsed or is not allowed (the connection closes after it).
    public init(rules: HTTPRequestRules, maxHeadBytes: Int = 8192,
                refusal: @escaping @Sendable (HTTPRequestError) -> HTTPResponse) {
        self.rules = rules
        self.parser = HTTPHeadParser(maxHeadBytes: maxHeadBytes, rules: rules)
        self.refusal = refusal
    }

    /// The most bytes buffered while a request is answered (pipelined requests) before the
    /// connection is dropped.
    var maxBufferedBytes: Int { parser.maxHeadBytes + rules.maxBodyBytes }

    /// The actions for a new connection: arm the head deadline.
    public func start() -> [Action] { [.headDeadline(true)] }

    /// Feeds bytes read from the connection.
    public mutating func receive(_ bytes: [UInt8]) -> [Action] {
        switch phase {
        case .reading:
            parser.append(bytes)
            return readRequest()
        case .handling:
            parser.append(bytes)
            guard parser.bufferedByteCount > maxBufferedBytes else { return [] }
            phase = .closed
            return [.close(reason: "too many pipelined bytes")]
        case .closed:
            return []
        }
    }

    /// The answer to the request last handed out by ``Action/handle(_:)``: written (without a
    /// body for `HEAD`), then the next request is read, or the connection closes when the
    /// request asked for that (`Connection: close`, HTTP/1.0).
    public mutating func respond(_ response: HTTPResponse) -> [Action] {
        guard phase == .handling, let head = answering else { return [] }
        answering = nil
        var response = response
        if !head.keepAlive, !response.headers.tokens("Connection").contains("close") { response.headers.add("Connection", "close") }
        let write = Action.write(response.serialized(headOnly: head.isHead))
        guard head.keepAlive else {
            phase = .closed
            return [write, .close(reason: "Connection: close")]
        }
        phase = .reading
        return [write, .headDeadline(true)] + readRequest()
    }

    /// The deadline passed: a half-sent request gets 408, an idle keep-alive connection just closes.
    public mutating func headTimedOut() -> [Action] {
        guard phase == .reading else { return [] }
        phase = .closed
        guard parser.bufferedByteCount > 0 || awaitingBody != nil else { return [.close(reason: "idle HTTP connection")] }
        return [.write(refusal(.timedOut).serialized()), .close(reason: "slow request")]
    }

    /// The next whole request, if buffered: its head, then exactly `Content-Length` body bytes.
    private mutating func readRequest() -> [Action] {
        if awaitingBody == nil {
            do throws(HTTPRequestError) {
                guard let head = try parser.next() else { return [] }
                awaitingBody = head
            } catch {
                phase = .closed
                return [.write(refusal(error).serialized()), .close(reason: error.message)]
            }
        }
        guard let head = awaitingBody, let body = parser.take(head.contentLength) else { return [] }
        awaitingBody = nil
        answering = head
        phase = .handling
        return [.headDeadline(false), .handle(HTTPRequest(head: head, body: body))]
    }
}
