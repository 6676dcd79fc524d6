import PartyConsole
import PartyProtocol

extension ConsoleClient {
    /// `method path` with a JSON body, run off the caller's thread (the client blocks): the
    /// response and its body read as JSON (nil when it is not JSON).
    public func call(_ method: String, _ path: String, json body: String? = nil,
                     headers: [(String, String)] = []) async throws -> (ConsoleResponse, JSONValue?) {
        let client = self
        let response = try await Task.detached { try client.send(method, path, json: body, headers: headers) }.value
        return (response, try? JSONReader.parse(response.body))
    }
}

extension JSONValue {
    /// The rooms of a `GET /admin/api/rooms` answer, by code.
    public var roomsByCode: [String: JSONValue] {
        Dictionary((self["rooms"]?.array ?? []).compactMap { r in r["code"]?.text.map { ($0, r) } }, uniquingKeysWith: { a, _ in a })
    }
}
