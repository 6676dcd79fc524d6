extension ProtocolSchema {
    /// Typed `ok` replies of the room's own requests (validate an ok frame when you know which
    /// request it answers); the games declare their requests' replies.
    static let replies: [(String, SchemaNode)] = [
        ("room.create", ["room": X.ref("room_code"), "player_id": X.PID, "token": X.S, "snapshot": X.ref("snapshot"), "resume_grace_seconds": X.GRACE]),
        ("room.join", ["room": X.ref("room_code"), "player_id": X.PID, "token": X.S, "snapshot": X.ref("snapshot"), "resume_grace_seconds": X.GRACE]),
        // room.join with role screen: no seat, so no player_id and no token.
        ("room.join.screen", ["room": X.ref("room_code"), "role": ["const": "screen"], "screen_id": X.S, "snapshot": X.ref("snapshot")]),
        // room.join with role moderator: a seat (m1...), not a member.
        ("room.join.moderator", ["room": X.ref("room_code"), "role": ["const": "moderator"], "player_id": X.PID, "token": X.S,
                                 "snapshot": X.ref("snapshot"), "resume_grace_seconds": X.GRACE]),
        ("room.resume", ["room": X.ref("room_code"), "player_id": X.PID, "snapshot": X.ref("snapshot"),
                         "resume_grace_seconds": X.GRACE, "chat": X.CHAT_LINES]),
        ("room.resume.moderator", ["room": X.ref("room_code"), "role": ["const": "moderator"], "player_id": X.PID, "snapshot": X.ref("snapshot"),
                                   "resume_grace_seconds": X.GRACE]),
        // chat.send, odd.clue or wyr.add held for review.
        ("held", ["held": ["const": true], "item_id": X.S]),
        ("room.mod_invite", ["mod_token": X.TOKEN]),
        ("room.ban", ["ban_id": X.S, "address": X.B]),
        ("room.bans", ["bans": X.arr(X.BAN)]),
        ("chat.history", ["messages": X.CHAT_LINES]),
        ("room.snapshot", ["snapshot": X.ref("snapshot")]),
        ("room.settings", ["settings": X.ref("settings")]),
        ("dice.history", ["entries": X.arr(X.obj(["player_id": X.PID, "name": X.S, "values": X.arr(X.int(1)), "total": X.NN, "at_ms": X.MS]),
                                           ["maxItems": 50])]),
        ("wheel.create", ["wheel_id": X.S]),
        ("wheel.list", (["wheels": X.arr(X.obj(["wheel_id": X.S, "name": X.S, "owner": X.PID, "options": X.arr(X.OPTION)]), ["maxItems": 20])]
                        as SchemaNode).merging(X.PAGE)),
        ("night.create", ["night": X.ref("room_code"), "token": X.TOKEN, "url": X.S]),
        ("night.get", ["night": X.ref("room_code"), "title": X.S, "starts_at_ms": X.MS, "length_minutes": X.int(15, 1440), "place": X.S, "host_name": ["type": ["string", "null"]],
                       "rsvps": X.RSVPS, "playlist": X.arr(X.ref("playlist_item"), ["maxItems": 50]),
                       "current": X.NULL_OR_ITEM, "auto_advance": X.B,
                       "state": X.oneOf("planned", "open", "ended"), "recap_ready": X.B, "recap": X.ref("recap")]),
        ("night.rsvp", ["night": X.ref("room_code"), "name": X.S, "answer": X.oneOf("yes", "maybe", "no")]),
        ("night.open", ["night": X.ref("room_code"), "room": X.ref("room_code")]),
        ("night.scoreboard", ["standings": X.arr(X.ref("standing"))]),
        ("night.end", ["night": X.ref("room_code"), "recap": X.ref("recap")]),
        ("playlist.add", ["item_id": X.S]),
        ("playlist.next", ["item_id": X.S, "game": X.S]),
    ]

    /// The optional fields of a room reply, by the request it answers (``replies`` lists the required ones).
    static let replyOptionalFields: [String: SchemaNode] = [
        // A new name (or an answer kept before answers had tokens) gets its rsvp_token; a change
        // with it echoes it; the host's change has none.
        "night.rsvp": ["rsvp_token": X.TOKEN],
    ]
}
