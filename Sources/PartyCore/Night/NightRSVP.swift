/// A guest's answer to a night's invitation (wire `answer`).
public enum RSVPAnswer: String, Sendable, Equatable, Codable, CaseIterable {
    /// Coming.
    case yes
    /// Perhaps.
    case maybe
    /// Not coming.
    case no
}

/// One guest's RSVP: the name as shown, and the answer. No account: the name is the guest, and
/// the answer belongs to whoever gave it first (they hold its `rsvp_token`; only its hash, the
/// ``tokenKey``, is kept) and to the night's host.
public struct NightRSVP: Sendable, Equatable, Codable {
    /// The guest's name, sanitised like a member's name.
    public var name: String
    /// The latest answer.
    public var answer: RSVPAnswer
    /// When the answer was last given (Unix ms); RSVPs are listed oldest first.
    public var at: UnixMillis
    /// The hash of the `rsvp_token` that may change this answer; nil for an RSVP kept before
    /// answers had tokens (the next answer under its name claims it).
    public var tokenKey: String?

    /// Creates an RSVP.
    public init(name: String, answer: RSVPAnswer, at: UnixMillis, tokenKey: String? = nil) {
        self.name = name
        self.answer = answer
        self.at = at
        self.tokenKey = tokenKey
    }

    /// The key two RSVPs share when their names read the same (``NameSkeleton``): the same name
    /// again changes the answer instead of adding a guest.
    public var key: String { Self.key(forName: name) }

    /// The key of `name` (see ``key``).
    public static func key(forName name: String) -> String { NameSkeleton.skeleton(name, keepingCase: false) }
}

/// A night's guest list: who answered what, at most ``NightLimits/rsvps`` names.
public struct NightGuestList: Sendable, Equatable, Codable {
    /// The RSVPs in the order the names first answered.
    public private(set) var rsvps: [NightRSVP]

    /// A guest list of `rsvps` (restored).
    public init(_ rsvps: [NightRSVP] = []) { self.rsvps = rsvps }

    /// Records `answer` for `rawName` (sanitised like a name). A new name is added and claimed by
    /// `newTokenKey` (the hash of the `rsvp_token` the server hands out). The same name again
    /// changes its answer only for the one who holds its token (`presentedKey`, the hash of the
    /// token sent) or for the night's `host`; an answer kept without a token is claimed anew.
    /// Returns the RSVP as stored and whether the sender was given `newTokenKey` (a new claim).
    /// - Throws: `badRequest` naming `name`; `nameTaken` when the name's answer belongs to someone
    ///   else; `limitReached` when a new name would pass ``NightLimits/rsvps``.
    @discardableResult
    public mutating func answer(name rawName: String, _ answer: RSVPAnswer, at: UnixMillis, presentedKey: String? = nil,
                                host: Bool = false, newTokenKey: String) throws(RuleViolation) -> (rsvp: NightRSVP, claimed: Bool) {
        let name = try DisplayName.validated(rawName)
        let rsvp = NightRSVP(name: name, answer: answer, at: at, tokenKey: newTokenKey)
        if let index = rsvps.firstIndex(where: { $0.key == rsvp.key }) {
            let owner = rsvps[index].tokenKey
            let claimed = owner == nil && !host
            guard host || claimed || (presentedKey != nil && presentedKey == owner) else { throw .nameTaken }
            rsvps[index].answer = answer
            rsvps[index].name = name
            if claimed { rsvps[index].tokenKey = newTokenKey }
            return (rsvps[index], claimed)
        }
        guard rsvps.count < NightLimits.rsvps else {
            throw .limitReached("this night already has \(NightLimits.rsvps) RSVPs; a name that answered may still change its answer")
        }
        rsvps.append(rsvp)
        return (rsvp, true)
    }
}
