import PartyClient
import PartyFair
import PartyProtocol
import Testing

/// One seated bot: its connection, seat and secret token.
public struct GameBot: Sendable {
    public let client: PartyClient
    public let id: String
    public let name: String
    public let token: String
    public let room: String

    /// A bot of `client` in seat `id` of `room`.
    public init(client: PartyClient, id: String, name: String, token: String, room: String) {
        self.client = client
        self.id = id
        self.name = name
        self.token = token
        self.room = room
    }

    /// The profile key the server files this bot's best scores and wheels under.
    public var profileKey: String { Crypto.hex(Crypto.sha256(Array(token.utf8))) }

    /// Sends a request and returns its `ok` reply. A refusal or timeout throws
    /// ``GameRequestFailed`` (which request, which bot, and the client's error).
    @discardableResult
    public func send(_ type: String, _ params: [String: JSONValue] = [:],
                     sourceLocation: SourceLocation = #_sourceLocation) async throws -> ServerFrame {
        do {
            return try await client.request(type, params)
        } catch let error as ClientError {
            throw GameRequestFailed(type: type, bot: id, error: error, line: sourceLocation.line)
        }
    }

    /// Sends a request that must fail; returns the error's message after checking its code.
    @discardableResult
    public func refused(_ type: String, _ params: [String: JSONValue] = [:], code: String,
                        sourceLocation: SourceLocation = #_sourceLocation) async -> String {
        await client.refused(type, params, code: code, sourceLocation: sourceLocation)
    }
}

/// A request of a bot that failed, with enough context to find it in a test's output.
public struct GameRequestFailed: Error, CustomStringConvertible {
    public let type: String
    public let bot: String
    public let error: ClientError
    public let line: Int

    /// The refusal's code, when the server refused.
    public var code: String? { error.code }
    public var description: String { "\(type) by \(bot) (line \(line)) failed: \(error)" }
}
