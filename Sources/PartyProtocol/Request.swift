/// One client request in JSON mode: `{"type": "...", "id": ..., ...parameters}`.
public struct Request: Sendable {
    /// The request name, e.g. `room.join`.
    public var type: String
    /// The optional id; a request with an id gets exactly one `ok` or `error` reply with `re`.
    public var id: RequestID?
    /// The request's parameters (flat fields of the object).
    public var params: Params

    /// Creates a request.
    public init(type: String, id: RequestID? = nil, params: [String: JSONValue] = [:]) {
        self.type = type
        self.id = id
        self.params = Params(params)
    }

    /// Parses one frame. On failure returns the error and, when it could be read, the id to
    /// answer with `re`.
    public static func parse(_ frame: some Collection<UInt8>) -> Result<Request, RequestParseFailure> {
        let value: JSONValue
        do {
            value = try JSONReader.parse(frame)
        } catch .tooDeep(let limit) {
            return .failure(RequestParseFailure(error: WireError(.badJSON, "arrays and objects may be nested at most \(limit) deep"), id: nil))
        } catch {
            return .failure(RequestParseFailure(error: WireError(.badJSON, "the line is not valid JSON (RFC 8259)"), id: nil))
        }
        guard case var .object(fields) = value else {
            return .failure(RequestParseFailure(error: WireError(.badJSON, "a request must be a JSON object"), id: nil))
        }
        var id: RequestID?
        switch fields.removeValue(forKey: "id") {
        case nil, .null?: id = nil
        case let .string(s)?: id = .string(s)
        case let .int(i)?: id = .int(i)
        case let other?:
            return .failure(RequestParseFailure(error: .badRequest("id", "must be a string or an integer, not \(other.typeName)"), id: nil))
        }
        guard case let .string(type)? = fields.removeValue(forKey: "type") else {
            return .failure(RequestParseFailure(error: .badRequest("type", "a string request type is required"), id: id))
        }
        return .success(Request(type: type, id: id, params: fields))
    }
}

/// A frame that could not be read as a request.
public struct RequestParseFailure: Error, Sendable {
    /// What to send back.
    public var error: WireError
    /// The request id, when it could be read.
    public var id: RequestID?
}
