/// What a chaos run does: honest bots play one room while chaos bots attack it (and the server).
public struct ChaosPlan: Sendable {
    /// Server host.
    public var host = "127.0.0.1"
    /// Server plain TCP port.
    public var port: Int
    /// Server HTTP port, for the WebSocket attacks (``ChaosAction/pingFlood``); nil skips them.
    public var httpPort: Int?
    /// Honest players: they chat, vote in Would You Rather, and must lose nothing (at least 2).
    public var honestBots = 4
    /// Chaos bots: audience members of the same room that misbehave in every way in ``ChaosAction``.
    public var chaosBots = 4
    /// How long the bots play and attack before the honest bots check what they received.
    public var duration: Duration = .seconds(10)
    /// Makes the garbage and the order of attacks reproducible.
    public var seed: UInt64 = 1
    /// The server's frame limit (`--max-frame-bytes`), so an overlong line really is one.
    public var maxFrameBytes = 64 * 1024
    /// Pause between two chat lines of one honest bot (keep it within the server's rate limit).
    public var honestChatInterval: Duration = .milliseconds(40)
    /// Where every bot records its requests, answers and events (a history for
    /// `scripts/history-check.py`; the run ends with the final reads it needs); nil records nothing.
    public var historyPath: String?

    /// A plan against `port` with the defaults above.
    public init(port: Int) { self.port = port }
}

/// One kind of misbehaviour of a chaos bot.
public enum ChaosAction: String, CaseIterable, Sendable, Comparable {
    /// Drops the connection without a word, reconnects and resumes the seat.
    case dropAndResume = "drop_and_resume"
    /// A burst of pings within the rate limit: every one is answered.
    case floodWithinLimit = "flood_within_limit"
    /// Far more requests than the rate limit allows, on a side connection: `rate_limited`, still open.
    case floodBeyondLimit = "flood_beyond_limit"
    /// Lines that are not JSON, invalid UTF-8, nested too deep, trailing commas: `bad_json`, still open.
    case garbage
    /// Chat, names, wheel labels and guesses far over their limits: refused, nothing fanned out.
    case oversizedFields = "oversized_fields"
    /// A line over the frame limit: `frame_too_large` and closed; then back with a resume.
    case overlongLine = "overlong_line"
    /// Half a request, then the connection drops; then back with a resume.
    case partialLineDrop = "partial_line_drop"
    /// Host-only and player-only requests from the audience (stop, kick, lock, votes).
    case meddle
    /// Thousands of WebSocket pings in one write (needs ``ChaosPlan/httpPort``): a burst is
    /// answered, then the socket is closed with 1008; nobody else notices.
    case pingFlood = "ping_flood"
    /// A side connection joins the room's audience and leaves, again and again: each answer is
    /// `ok` or `rate_limited` (seat changes cost more than chat), the connection stays open.
    case audienceChurn = "audience_churn"

    public static func < (a: ChaosAction, b: ChaosAction) -> Bool { a.rawValue < b.rawValue }

    /// The actions `plan` can run (the WebSocket ones need its HTTP port).
    public static func available(in plan: ChaosPlan) -> [ChaosAction] {
        allCases.filter { $0 != .pingFlood || plan.httpPort != nil }
    }
}

/// What a chaos run found.
public struct ChaosReport: Sendable {
    /// Everything that went wrong, for people; empty when the honest bots lost nothing and every
    /// attack was answered as documented.
    public var problems: [String] = []
    /// Chat lines the honest bots sent and had acknowledged (each checked at every honest bot).
    public var honestChats = 0
    /// Would You Rather results every honest bot saw identically.
    public var questionsPlayed = 0
    /// How many times each attack ran.
    public var attacks: [ChaosAction: Int] = [:]

    /// A short human summary.
    public var summary: String {
        let list = attacks.sorted { $0.key < $1.key }.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: " ")
        return "honest chats \(honestChats), questions \(questionsPlayed), attacks: \(list); problems: \(problems.count)"
    }
}
