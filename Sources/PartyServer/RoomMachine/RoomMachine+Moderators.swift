import PartyCore
import PartyProtocol

/// Moderators (contract §9, "Moderators"): invited by the host, joined with the invitation from
/// their own device (`RoomHost+Moderators.swift` seats them), resumable like a member. Their
/// seats are ``ModeratorSeats`` in ``RoomModeration``, saved with the room.
extension RequestTable {
    /// The host's invitation.
    static let moderatorRows: [RequestRoute] = [
        .machine("room.mod_invite", senders: .host(RoomMachine.inviteRefusal), RoomMachine.modInvite),
    ]
}

extension RoomMachine {
    /// What a member who is not the host hears for `room.mod_invite`.
    static let inviteRefusal = "only the host can invite moderators"

    /// `room.mod_invite` (host) → ok {mod_token}: a new invitation (a secret from
    /// ``RoomRules/newToken``); the previous one stops admitting (moderators already seated
    /// stay). The `ok` waits until the room is saved, so the invitation works after a restart.
    static func modInvite(_ state: inout RoomState, _ request: Request, _ player: PlayerID, _ now: UnixMillis,
                          _ rng: inout SplitMix64) throws(WireError) -> [RoomAction] {
        try state.requireHost(player, inviteRefusal)
        let invitation = state.rules.newToken()
        state.moderation.moderators.invite(key: Token.profileKey(invitation))
        let write = state.nextWrite()
        return [.saveSnapshot(write), .reply(Fields(["mod_token": invitation]), after: write)]
    }
}
