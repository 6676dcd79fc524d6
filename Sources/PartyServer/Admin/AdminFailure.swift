import PartyHTTP
import PartyProtocol

/// A console request that cannot be carried out: an HTTP status, a stable machine code and a
/// human message, sent as `{"error": code, "message": ...}` (never for 401, which has no body).
struct AdminFailure: Error, Sendable, Equatable, Codable {
    /// The HTTP status code (the response's, not in the body).
    var status: Int = 0
    /// The stable machine code (`bad_request`, `room_not_found`, `not_found`, `not_a_cluster`, …).
    var error: String
    /// What went wrong, for a person.
    var message: String

    private enum CodingKeys: String, CodingKey { case error, message }

    init(_ status: HTTPStatus, _ error: String, _ message: String) {
        self.status = status.code
        self.error = error
        self.message = message
    }

    /// A protocol error as the console reports it (`bad_request` → 400, `*_not_found` → 404, else 409).
    init(_ wire: WireError) {
        let status: HTTPStatus = switch wire.code {
        case .badRequest: .badRequest
        case .roomNotFound, .notFound: .notFound
        case .serverBusy, .serverShuttingDown, .storageFailed: .serviceUnavailable
        default: .conflict
        }
        self.init(status, wire.code.rawValue, wire.message)
    }

    /// A room that is live on no node.
    static func noRoom(_ code: String) -> AdminFailure { AdminFailure(.notFound, "room_not_found", "no room with code \(code)") }

    /// The room's node did not answer (it stopped, or the room is moving to another node).
    static func unreachable(_ what: String) -> AdminFailure {
        AdminFailure(.serviceUnavailable, "node_unreachable", "\(what) did not answer; its rooms may be moving to another node, try again in a moment")
    }
}
