extension ProtocolSchema {
    typealias X = SchemaShapes

    /// A frame or event: its required and optional fields.
    struct Frame {
        var type: String
        var required: SchemaNode
        var optional: SchemaNode
    }

    /// A room event of the room itself (the games declare their own): its fields and who gets it.
    struct RoomEvent {
        var type: String
        var required: SchemaNode
        var optional: SchemaNode
        var audience: String
    }

    /// Server frames that are not room events.
    static let frames: [Frame] = [
        Frame(type: "welcome", required: ["protocol": ["const": 1], "server": ["type": "string", "pattern": "^partyd/"], "motd": X.S],
              optional: ["web": ["type": "string", "pattern": "^https?://",
                                 "description": "Base URL of the web client; a room's join link is web + '/' + code."]]),
        Frame(type: "pong", required: [:], optional: ["re": X.ref("request_id")]),
        Frame(type: "ok", required: ["re": X.ref("request_id")],
              optional: ["snapshot": X.ref("snapshot"), "room": X.ref("room_code"), "player_id": X.PID, "token": X.TOKEN, "screen_id": X.S]),
        Frame(type: "error", required: ["code": ["type": "string", "pattern": "^[a-z][a-z0-9_]*$"], "message": X.S],
              optional: ["re": X.ref("request_id"), "field": X.S.setting("description", "The request field the error is about (filtered).")]),
        Frame(type: "room.replaced", required: ["room": X.ref("room_code"), "player_id": X.PID], optional: [:]),
        Frame(type: "room.closed", required: ["room": X.ref("room_code")],
              optional: ["reason": X.oneOf("abandoned", "operator", "night_ended"), "message": X.S]),
        Frame(type: "server.notice", required: ["text": X.S], optional: [:]),
    ]

    /// The codes the `error` frame's schema lists.
    static let errorCodes = ["bad_json", "bad_request", "unknown_type", "frame_too_large", "rate_limited", "not_in_room",
                             "already_in_room", "room_not_found", "room_full", "room_locked", "name_taken", "not_host",
                             "not_your_turn", "not_allowed", "wrong_phase", "dice_rolling", "invalid_token", "not_found",
                             "server_shutting_down", "server_full", "idle_timeout", "storage_failed",
                             "server_busy", "too_many_connections", "line_timeout", "limit_reached",
                             "filtered", "banned", "maintenance"]

    /// The room's events listed before the games' (membership, moderation, the games' lifecycle).
    static func roomEvents(gameIDs: [String]) -> [RoomEvent] {
        let gameID = X.choice(gameIDs)
        return [
            RoomEvent(type: "room.player_joined", required: ["player_id": X.PID, "name": X.S, "role": X.ref("role")], optional: ["avatar": X.AVATAR],
                      audience: "everyone except the joiner, and the screens"),
            RoomEvent(type: "room.player_left", required: ["player_id": X.PID, "name": X.S, "reason": X.oneOf("left", "kicked", "timeout")],
                      optional: [:], audience: "everyone in the room"),
            RoomEvent(type: "room.player_disconnected", required: ["player_id": X.PID, "name": X.S, "grace_ends_at_ms": X.MS], optional: [:],
                      audience: "everyone except that member"),
            RoomEvent(type: "room.player_reconnected", required: ["player_id": X.PID, "name": X.S], optional: [:],
                      audience: "everyone except that member"),
            RoomEvent(type: "room.host_changed", required: ["host": X.PID, "reason": X.oneOf("created", "transferred", "host_left", "host_away")],
                      optional: ["previous": X.PID], audience: "everyone"),
            RoomEvent(type: "room.kicked", required: ["player_id": X.PID, "by": X.PID], optional: ["banned": ["const": true]],
                      audience: "the kicked member (or moderator) only (`by` is \"operator\" when the server's operator removed them)"),
            RoomEvent(type: "room.locked", required: ["locked": X.B, "by": X.PID], optional: [:], audience: "everyone"),
            RoomEvent(type: "room.lang_changed", required: ["lang": X.LANG, "by": X.PID], optional: [:], audience: "everyone"),
            RoomEvent(type: "room.settings_changed", required: ["settings": X.ref("settings")], optional: [:], audience: "everyone, and the screens"),
            RoomEvent(type: "room.audience_changed", required: ["audience": ["type": "integer", "minimum": 0], "members": X.arr(X.ref("member")),
                                                                "left": X.arr(X.PID)], optional: [:],
                      audience: "everyone (a room with a large audience, instead of the audience's join/leave/connection events)"),
            RoomEvent(type: "chat.message", required: ["player_id": X.PID, "name": X.S, "text": X.S], optional: ["role": ["const": "moderator"]],
                      audience: "everyone, the sender included"),
            RoomEvent(type: "mod.pending", required: X.PENDING, optional: [:], audience: "the host and the moderators only"),
            RoomEvent(type: "mod.resolved", required: ["item_id": X.S, "outcome": X.oneOf("approved", "rejected", "expired", "invalid", "withdrawn")],
                      optional: ["by": X.PID], audience: "the host and the moderators only"),
            RoomEvent(type: "mod.approved", required: ["item_id": X.S], optional: [:], audience: "the item's sender only"),
            RoomEvent(type: "mod.rejected", required: ["item_id": X.S, "reason": X.oneOf("rejected", "expired", "invalid")], optional: [:],
                      audience: "the item's sender only"),
            RoomEvent(type: "room.moderators_changed", required: ["moderators": X.arr(X.MODERATOR, ["maxItems": 4])], optional: [:],
                      audience: "the host and the moderators only"),
            RoomEvent(type: "room.bans_changed", required: ["bans": X.arr(X.BAN)], optional: [:], audience: "the host and the moderators only"),
            RoomEvent(type: "game.started", required: ["game": gameID, "options": ["type": "object"]], optional: ["by": X.PID], audience: "everyone"),
            RoomEvent(type: "game.stopped", required: ["game": gameID],
                      optional: ["reason": X.oneOf("stopped", "completed", "room_closed", "night_ended"),
                                "totals": X.arr(X.obj(["player_id": X.PID, "score": X.NN]))], audience: "everyone"),
            RoomEvent(type: "game.paused", required: ["remaining_ms": ["type": ["integer", "null"], "minimum": 0], "reason": X.PAUSE_REASON],
                      optional: ["waiting_for": X.PID], audience: "everyone, and the screens"),
            RoomEvent(type: "game.resumed", required: ["ends_at_ms": ["oneOf": [X.MS, ["type": "null"]]]], optional: [:],
                      audience: "everyone, and the screens"),
        ]
    }

    /// The room's events listed after the games' (randomizers, fairness, nights).
    static let laterRoomEvents: [RoomEvent] = [
        RoomEvent(type: "dice.rolled", required: (["player_id": X.PID, "mode": X.oneOf("free", "turns"), "sides": X.int(2, 100),
                                                   "dice": X.arr(X.DIE, ["minItems": 1, "maxItems": 100]), "total": X.NN,
                                                   "settles_at_ms": X.MS] as SchemaNode).merging(X.FAIR_RESULT),
                  optional: [:], audience: "everyone"),
        RoomEvent(type: "dice.config", required: ["mode": X.oneOf("free", "turns"), "count": X.int(1, 100), "sides": X.int(2, 100),
                                                  "turn": ["type": ["string", "null"]]], optional: [:], audience: "everyone"),
        RoomEvent(type: "dice.locked", required: ["player_id": X.PID, "index": X.NN, "locked": X.B], optional: [:], audience: "everyone"),
        RoomEvent(type: "dice.turn", required: ["player_id": X.PID], optional: ["previous": X.PID, "dice": X.arr(X.int(1)), "total": X.NN],
                  audience: "everyone"),
        RoomEvent(type: "wheel.spun", required: (["player_id": X.PID, "wheel_id": X.S, "name": X.S, "options": X.arr(X.OPTION, ["minItems": 2]),
                                                  "index": X.NN, "label": X.S, "angle_deg": X.N, "turns": X.int(5, 7)] as SchemaNode)
                      .merging(X.FAIR_RESULT), optional: [:], audience: "everyone"),
        RoomEvent(type: "wheel.changed", required: ["action": X.oneOf("created", "updated", "deleted", "removed"), "wheel_id": X.S,
                                                    "name": X.S, "owner": X.PID], optional: [:], audience: "everyone"),
        RoomEvent(type: "coin.flipped", required: (["player_id": X.PID, "side": X.oneOf("heads", "tails"), "spins": X.int(5, 7)] as SchemaNode)
                      .merging(X.FAIR_RESULT), optional: [:], audience: "everyone"),
        RoomEvent(type: "fair.client_seed", required: ["player_id": X.PID, "client_seed": X.S], optional: [:], audience: "everyone"),
        RoomEvent(type: "fair.rotated", required: ["revealed_server_seed": X.HEX64, "previous_commitment": X.HEX64, "commitment": X.HEX64],
                  optional: [:], audience: "everyone"),
        RoomEvent(type: "playlist.changed", required: ["items": X.arr(X.ref("playlist_item"), ["maxItems": 50]), "current": X.NULL_OR_ITEM,
                                                       "auto_advance": X.B], optional: ["next_at_ms": X.MS], audience: "everyone, and the screens"),
        RoomEvent(type: "night.scoreboard", required: ["standings": X.arr(X.ref("standing"))], optional: [:], audience: "everyone, and the screens"),
        RoomEvent(type: "night.ended", required: ["night": X.ref("room_code"), "recap": X.ref("recap")], optional: [:],
                  audience: "everyone, and the screens"),
    ]
}
