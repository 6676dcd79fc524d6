import PartyClient
import PartyCore
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

/// What the moderation suites share: a word filter with known terms (the shipped lists come
/// from branch `wordfilter`; these tests never depend on them), and the staff's requests.
enum ModerationFixture {
    /// A term blocked from `moderate` up.
    static let moderateTerm = "badword"
    /// A term blocked only at `strict`.
    static let strictTerm = "milder"

    /// The fixture's terms.
    static let terms = [FilterTerm(moderateTerm, level: .moderate), FilterTerm(strictTerm, level: .strict)]

    /// An end-to-end server whose filter knows the fixture's terms, with rate limits for chatty staff.
    static var options: HarnessOptions {
        var options = HarnessOptions.endToEnd
        options.filterTerms = terms
        options.generousRateLimits = true
        return options
    }

    /// Adds the fixture's terms to the server's filter (for a test that configures more).
    static func filter(_ config: inout ServerConfig) {
        config.wordFilter = config.wordFilter.adding(terms)
        config.requestsPerSecond = 10_000
        config.requestBurst = 100_000
    }

    /// The error code and field of a refused request (nil when it succeeded).
    static func refusal(_ body: () async throws -> Void) async -> (code: String, field: String?)? {
        do {
            try await body()
            return nil
        } catch let error as ClientError {
            guard case let .server(code, message) = error else { return ("?", nil) }
            return (code, message.split(separator: ":").first.map(String.init))
        } catch {
            return ("?", nil)
        }
    }
}

extension PartyClient {
    /// `room.mod_invite` → the invitation.
    func modInvite() async throws -> String {
        try #require(try await request("room.mod_invite")[string: "mod_token"])
    }

    /// `room.join` as a moderator.
    func moderate(_ room: String, _ name: String, invitation: String, device: String? = nil) async throws -> Seat {
        var params: [String: JSONValue] = ["room": .string(room), "name": .string(name), "role": .string("moderator"),
                                           "mod_token": .string(invitation)]
        if let device { params["device"] = .string(device) }
        return try Seat(try await request("room.join", params))
    }

    /// Everything this client received, as text.
    var receivedText: String { String(decoding: rawBytes, as: UTF8.self) }
}

extension Seat {
    /// The snapshot's field `key`.
    func snapshotField(_ key: String) -> JSONValue? { snapshot[key] }
}
