/// A guest's answer to a night's invitation (wire `answer`).
public enum RSVPAnswer: String, Sendable, Equatable, Codable, CaseIterable {
    /// Coming.
    case yes
    /// Perhaps.
    case maybe
    /// Not coming.
    case no
}

/// One guest's RSVP: the name as shown, and the answer. No account: the name is the guest.
public struct NightRSVP: Sendable, Equatable, Codable {
    /// The guest's name, sanitised like a member's name.
    public var name: String
    /// The latest answer.
    public var answer: RSVPAnswer
    /// When the answer was last given (Unix ms); RSVPs are listed oldest first.
    public var at: UnixMillis

    /// Creates an RSVP.
    public init(name: String, answer: RSVPAnswer, at: UnixMillis) {
        self.name = name
        self.answer = answer
        self.at = at
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

    /// Records `answer` for `rawName` (sanitised like a name); the same name again changes its answer.
    /// Returns the RSVP as stored.
    /// - Throws: `badRequest` naming `name`; `limitReached` when a new name would pass ``NightLimits/rsvps``.
    @discardableResult
    public mutating func answer(name rawName: String, _ answer: RSVPAnswer, at: UnixMillis) throws(RuleViolation) -> NightRSVP {
        let name = try DisplayName.validated(rawName)
        let rsvp = NightRSVP(name: name, answer: answer, at: at)
        if let index = rsvps.firstIndex(where: { $0.key == rsvp.key }) {
            rsvps[index].answer = answer
            rsvps[index].name = name
            return rsvps[index]
        }
        guard rsvps.count < NightLimits.rsvps else {
            throw .limitReached("this night already has \(NightLimits.rsvps) RSVPs; a name that answered may still change its answer")
        }
        rsvps.append(rsvp)
        return rsvp
    }
}
