extension ProtocolSchema {
    /// A client request of the room's own: its required and optional parameters.
    struct RoomRequest {
        var type: String
        var required: SchemaNode
        var optional: SchemaNode

        init(_ type: String, _ required: SchemaNode = [:], _ optional: SchemaNode = [:]) {
            self.type = type
            self.required = required
            self.optional = optional
        }
    }

    /// The room's requests listed before the games' (`game.start` is made from the games' options).
    static let roomRequests: [RoomRequest] = [
        RoomRequest("ping"),
        RoomRequest("room.create", ["name": X.NAME], ["token": X.TOKEN, "lang": X.LANG, "avatar": X.AVATAR_IN, "settings": X.SETTINGS_IN,
                                                     "device": X.DEVICE]),
        RoomRequest("room.join", ["room": X.ROOM_IN], [
            "name": X.NAME.setting("description", "Required unless role is screen."), "token": X.TOKEN,
            "role": X.oneOf("player", "audience", "screen", "moderator"), "avatar": X.AVATAR_IN,
            "mod_token": X.S.setting("description", "Required with role moderator: the host's room.mod_invite."),
            "device": X.DEVICE,
        ]),
        RoomRequest("room.resume", ["room": X.ROOM_IN, "token": X.S]),
        RoomRequest("room.leave"),
        RoomRequest("room.kick", ["player_id": X.PID]),
        RoomRequest("room.lock", ["locked": X.B]),
        RoomRequest("room.transfer_host", ["player_id": X.PID]),
        RoomRequest("room.snapshot"),
        RoomRequest("room.set_lang", ["lang": X.LANG]),
        RoomRequest("room.settings", [:], X.SETTINGS_FIELDS),
        RoomRequest("room.mod_invite"),
        RoomRequest("room.ban", ["player_id": X.PID], ["address": X.B]),
        RoomRequest("room.bans"),
        RoomRequest("room.unban", ["ban_id": X.S]),
        RoomRequest("mod.approve", ["item_id": X.S]),
        RoomRequest("mod.reject", ["item_id": X.S]),
        RoomRequest("chat.send", ["text": ["type": "string", "minLength": 1]]),
        RoomRequest("chat.history", [:], ["limit": X.int(1, 50)]),
    ]

    /// The room's game controls besides `game.start`, listed right after it.
    static let gameControlRequests: [RoomRequest] = [RoomRequest("game.stop"), RoomRequest("game.pause"), RoomRequest("game.resume")]

    /// The room's requests listed after the games' (randomizers, wheels, fairness, nights).
    static let laterRoomRequests: [RoomRequest] = [
        RoomRequest("dice.roll", [:], ["count": X.int(1, 100), "sides": X.int(2, 100)]),
        RoomRequest("dice.config", ["mode": X.oneOf("free", "turns"), "count": X.int(1, 100), "sides": X.int(2, 100)]),
        RoomRequest("dice.lock", ["index": X.NN, "locked": X.B]),
        RoomRequest("dice.end_turn"),
        RoomRequest("dice.history"),
        RoomRequest("wheel.create", ["name": X.NAME, "options": X.arr(X.OPTION, ["minItems": 2, "maxItems": 64])]),
        RoomRequest("wheel.update", ["wheel_id": X.S], ["name": X.NAME, "options": X.arr(X.OPTION, ["minItems": 2, "maxItems": 64])]),
        RoomRequest("wheel.rename", ["wheel_id": X.S, "name": X.NAME]),
        RoomRequest("wheel.delete", ["wheel_id": X.S]),
        RoomRequest("wheel.list", [:], X.PAGE_IN.merging(["limit": X.int(1, 20)])),
        RoomRequest("wheel.spin", [:], ["wheel_id": X.S, "wheel": X.S]),
        RoomRequest("coin.flip"),
        RoomRequest("fair.client_seed", ["seed": ["type": "string", "pattern": "^[!-~]{1,64}$"]]),
        RoomRequest("fair.rotate"),
        RoomRequest("night.create", ["title": ["type": "string", "minLength": 1], "starts_at_ms": X.I],
                    ["length_minutes": X.int(15, 1440), "place": X.S, "host_name": X.NAME, "token": X.TOKEN, "auto_advance": X.B, "playlist": X.arr(X.obj(["game": X.S]), ["maxItems": 50])]),
        RoomRequest("night.get", ["night": X.ROOM_IN]),
        RoomRequest("night.rsvp", ["night": X.ROOM_IN, "name": X.NAME, "answer": X.oneOf("yes", "maybe", "no")], ["rsvp_token": X.S, "token": X.TOKEN]),
        RoomRequest("night.open", ["night": X.ROOM_IN, "token": X.TOKEN]),
        RoomRequest("night.end"),
        RoomRequest("night.scoreboard"),
        RoomRequest("playlist.add", ["game": X.S]),
        RoomRequest("playlist.remove", ["item_id": X.S]),
        RoomRequest("playlist.move", ["item_id": X.S, "index": X.NN]),
        RoomRequest("playlist.next"),
        RoomRequest("playlist.auto", ["enabled": X.B]),
    ]
}
