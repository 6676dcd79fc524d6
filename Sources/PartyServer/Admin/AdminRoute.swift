import PartyCore
import PartyHTTP
import PartyProtocol

/// The console's API paths (contract §9) as a pure function: a request's method, path and body
/// in, the ``AdminCommand`` it asks for or the ``AdminFailure`` that refuses it out. Nothing is
/// carried out here; bad input changes nothing.
enum AdminRoute {
    /// Where the API lives.
    static let apiPrefix = "/admin/api/"

    /// The command `method path` with `body` asks for.
    static func command(method: String, path: String, body: [UInt8]) -> Result<AdminCommand, AdminFailure> {
        let parts = path.split(separator: "/").map(String.init)
        do throws(AdminFailure) {
            if parts == ["metrics"] { return .success(try only("GET", method, .metrics)) }
            guard parts.count >= 3, parts[0] == "admin", parts[1] == "api" else { throw notFound(path) }
            switch Array(parts.dropFirst(2)) {
            case ["rooms"]: return .success(try only("GET", method, .rooms))
            case ["stats"]: return .success(try only("GET", method, .stats))
            case let rooms where rooms.count == 2 && rooms[0] == "rooms":
                let code = try roomCode(rooms[1])
                return .success(try only("GET", method, .room(code: code)))
            case let action where action.count == 3 && action[0] == "rooms" && ["close", "kick"].contains(action[2]):
                try post(method)
                let code = try roomCode(action[1])
                let params = try object(body)
                if action[2] == "close" {
                    let message = try wire { () throws(WireError) in try params.optionalString("message") }
                    var cleaned: String?
                    if let message { cleaned = try text(message, field: "message", optional: true) }
                    return .success(.close(code: code, message: cleaned))
                }
                let player = try wire { () throws(WireError) in try params.string("player_id") }
                guard (1...32).contains(player.utf8.count) else { throw bad("player_id", "must be a member's player_id (\"p3\")") }
                return .success(.kick(code: code, playerID: player))
            case ["notice"]:
                try post(method)
                let params = try object(body)
                let raw = try wire { () throws(WireError) in try params.string("text") }
                return .success(.notice(text: try text(raw, field: "text", optional: false) ?? ""))
            case ["maintenance"]:
                try post(method)
                let params = try object(body)
                return .success(.maintenance(on: try wire { () throws(WireError) in try params.bool("on") }))
            case ["drain"]:
                try post(method)
                let params = try object(body)
                return .success(.drain(node: try wire { () throws(WireError) in try params.optionalString("node") }))
            default:
                throw notFound(path)
            }
        } catch {
            return .failure(error)
        }
    }

    /// The methods a path answers (for a 405's `Allow`), nil for a path the API does not have.
    static func allowedMethods(path: String) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        if parts == ["metrics"] { return "GET, HEAD" }
        guard parts.count >= 3, parts[0] == "admin", parts[1] == "api" else { return nil }
        switch Array(parts.dropFirst(2)) {
        case ["rooms"], ["stats"]: return "GET, HEAD"
        case let p where p.count == 2 && p[0] == "rooms": return "GET, HEAD"
        case let p where p.count == 3 && p[0] == "rooms" && ["close", "kick"].contains(p[2]): return "POST"
        case ["notice"], ["maintenance"], ["drain"]: return "POST"
        default: return nil
        }
    }

    private static func only(_ wanted: String, _ method: String, _ command: AdminCommand) throws(AdminFailure) -> AdminCommand {
        guard method == wanted || (wanted == "GET" && method == "HEAD") else { throw methodNotAllowed(method, allow: "\(wanted), HEAD") }
        return command
    }

    private static func post(_ method: String) throws(AdminFailure) {
        guard method == "POST" else { throw methodNotAllowed(method, allow: "POST") }
    }

    private static func methodNotAllowed(_ method: String, allow: String) -> AdminFailure {
        AdminFailure(.methodNotAllowed, "method_not_allowed", "\(method) is not allowed here (\(allow))")
    }

    private static func notFound(_ path: String) -> AdminFailure {
        AdminFailure(.notFound, "not_found", "no such console endpoint: \(path)")
    }

    private static func bad(_ field: String, _ reason: String) -> AdminFailure {
        AdminFailure(.badRequest, "bad_request", "\(field): \(reason)")
    }

    private static func roomCode(_ raw: String) throws(AdminFailure) -> String {
        try wire { () throws(WireError) in try RoomCode.parse(raw) }
    }

    /// The body as a JSON object's fields: an empty body is an empty object.
    private static func object(_ body: [UInt8]) throws(AdminFailure) -> Params {
        guard body.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return Params([:]) }
        guard case let .object(fields)? = try? JSONReader.parse(body) else {
            throw AdminFailure(.badRequest, "bad_json", "the body must be one JSON object")
        }
        return Params(fields)
    }

    /// Cleaned text of a chat line's limits (control characters and terminal escapes removed,
    /// 1–500 characters); an optional one that is empty once cleaned is nil.
    private static func text(_ raw: String, field: String, optional: Bool) throws(AdminFailure) -> String? {
        if optional, TextSanitizer.clean(raw).isEmpty { return nil }
        do { return try TextSanitizer.validated(raw, field: field, limit: .chat) } catch { throw AdminFailure(WireError(error)) }
    }

    private static func wire<T>(_ body: () throws(WireError) -> T) throws(AdminFailure) -> T {
        do { return try body() } catch { throw AdminFailure(error) }
    }
}
