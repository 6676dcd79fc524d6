extension ProtocolSchema {
    /// `common.json`'s definitions; `gameIDs` are the registered games' ids.
    static func common(gameIDs: [String]) -> SchemaNode {
        typealias X = SchemaShapes
        let gameID = X.choice(gameIDs)
        return [
            "room_code": ["type": "string", "pattern": "^[A-HJ-NP-Z]{4}$",
                          "description": "4 letters from ABCDEFGHJKLMNPQRSTUVWXYZ (upper case on output)."],
            "seq": X.int(1),
            "player_id": ["type": "string", "minLength": 1],
            "request_id": ["type": ["string", "integer"], "description": "A request id; echoed as re."],
            "unix_ms": ["type": "integer", "minimum": 0, "description": "Unix time in milliseconds."],
            "role": X.oneOf("player", "audience"),
            "member": X.obj(["player_id": X.PID, "name": X.S, "role": X.ref("role"), "connected": X.B, "score": X.I], ["avatar": X.AVATAR]),
            "fair": X.obj(["commitment": X.HEX64, "client_seed": X.S], ["next_nonce": X.int(1)]),
            // While paused (PROTOCOL.md, "Timers and pauses") the game view adds paused, remaining_ms,
            // pause_reason and (for a wait) waiting_for; its own fields stand as they were when paused.
            "game_view": ["oneOf": [["type": "null"], X.obj(["game": gameID, "phase": X.S],
                                                            ["ends_at_ms": X.MS, "paused": ["const": true],
                                                             "remaining_ms": ["type": ["integer", "null"], "minimum": 0],
                                                             "pause_reason": X.PAUSE_REASON, "waiting_for": X.PID])]],
            "snapshot": X.obj(["room": X.ref("room_code"), "host": ["type": ["string", "null"]], "locked": X.B,
                               "members": X.arr(X.ref("member")), "audience": X.NN, "game": X.ref("game_view"), "fair": X.ref("fair"),
                               "dice": X.obj(["mode": X.oneOf("free", "turns"), "count": X.int(1), "sides": X.int(2)])],
                              ["lang": X.LANG, "custom_words": X.NN, "night": ["$ref": "#/$defs/night"], "settings": ["$ref": "#/$defs/settings"],
                               "moderators": X.arr(X.MODERATOR, ["maxItems": 4, "description": "The host's and the moderators' snapshots only."]),
                               "pending": X.arr(X.obj(X.PENDING), ["description": "The host's and the moderators' snapshots only: the review queue."])]),
            "settings": X.SETTINGS,
            "votes": X.VOTES,
            "playlist_item": X.obj(["item_id": X.S, "game": X.S, "options": ["type": "object"]]),
            "standing": X.obj(["player_id": X.PID, "name": X.S, "points": X.NN], ["kicked": ["const": true]]),
            "recap": X.obj(["night": X.ref("room_code"), "title": X.S, "place": X.S, "starts_at_ms": X.MS,
                            "standings": X.arr(["$ref": "#/$defs/standing"]),
                            "awards": X.arr(X.obj(["award": X.oneOf("best_guesser", "in_sync", "free_spirit", "luckiest_roller", "wheel_winner"),
                                                   "player_id": X.PID, "name": X.S, "value": X.int(1)])),
                            "games": X.arr(X.obj(["game": X.S, "rounds": X.NN])), "games_played": X.NN, "rounds": X.NN,
                            "started_at_ms": X.MS, "ended_at_ms": X.MS, "duration_ms": X.NN],
                           ["most_divided": X.obj(["question": X.S, "a_votes": X.NN, "b_votes": X.NN])]),
            "night": X.obj(["night": X.ref("room_code"), "title": X.S, "starts_at_ms": X.MS, "length_minutes": X.int(15, 1440), "place": X.S,
                            "host_name": ["type": ["string", "null"]], "playlist": X.arr(["$ref": "#/$defs/playlist_item"]),
                            "current": ["oneOf": [["type": "null"], ["$ref": "#/$defs/playlist_item"]]],
                            "auto_advance": X.B, "state": X.oneOf("planned", "open", "ended"), "recap_ready": X.B],
                           ["rsvps": X.RSVPS, "standings": X.arr(["$ref": "#/$defs/standing"])]),
        ]
    }
}
