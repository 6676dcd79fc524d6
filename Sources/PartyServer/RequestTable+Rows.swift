import PartyCore
import PartyProtocol

/// The request types, one line each. Adding a request type is adding one row here (or one
/// more group to ``RequestTable/standardRows``): the session, the room, the snapshot's
/// dirty tracking and the metrics all read it.
///
/// A host-only row names its refusal (`senders: .host(...)`); its handler checks it with
/// ``RoomHost/requireHost(_:_:)`` after reading its parameters (the wire's order: `bad_request`,
/// then `not_host`, then the rule's own refusal).
extension RequestTable {
    /// The rows every server has (the games' request types are added from their wires: `RequestTable+Games.swift`; `gameRows` sits in `RoomMachine+Games.swift`).
    static let standardRows: [RequestRoute] =
        sessionRows + roomRows + hostControlRows + settingsRows + chatRows + gameRows + randomizerRows + wheelRows + contentRows + nightRows + playlistRows
        + kickRows + moderatorRows + banRows + reviewRows

    /// What the room plays with (`RoomMachine+Content`; `gop.add` comes from Guess or Pass's wire).
    static let contentRows: [RequestRoute] = [
        .machine("room.set_lang", senders: .host(RoomMachine.setLanguageRefusal), RoomMachine.setLanguage),
    ]
}
