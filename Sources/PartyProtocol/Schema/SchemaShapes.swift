/// The building blocks of the protocol's JSON Schemas (``ProtocolSchema``): the shared shapes
/// and the constructors every table uses, named as in the schemas themselves.
enum SchemaShapes {
    static let base = "https://partyline.invalid/schema/"
    static let draft = "https://json-schema.org/draft/2020-12/schema"

    /// A reference to a definition of `common.json`.
    static func ref(_ name: String) -> SchemaNode { ["$ref": .string(base + "common.json#/$defs/" + name)] }
    /// A string that is one of `values`.
    static func oneOf(_ values: String...) -> SchemaNode { choice(values) }
    /// A string that is one of `values`.
    static func choice(_ values: [String]) -> SchemaNode { ["type": "string", "enum": .array(values.map(SchemaNode.string))] }
    /// An array of `items`, then `extra` (`minItems`, `maxItems`, `description`) in order.
    static func arr(_ items: SchemaNode, _ extra: SchemaNode = [:]) -> SchemaNode {
        (["type": "array", "items": items] as SchemaNode).merging(extra)
    }
    /// An object: `required` fields (all listed in `required`) then `optional` ones; closed
    /// (`additionalProperties: false`) unless `extra`.
    static func obj(_ required: SchemaNode, _ optional: SchemaNode = [:], extra: Bool = true) -> SchemaNode {
        guard case let .object(req) = required else { preconditionFailure("required fields must be an object") }
        var node: SchemaNode = ["type": "object", "required": .array(req.map { .string($0.0) }), "properties": required.merging(optional)]
        if !extra { node = node.setting("additionalProperties", false) }
        return node
    }
    /// An integer from `minimum` (and up to `maximum`).
    static func int(_ minimum: Int, _ maximum: Int? = nil) -> SchemaNode {
        var node: SchemaNode = ["type": "integer", "minimum": .int(minimum)]
        if let maximum { node = node.setting("maximum", .int(maximum)) }
        return node
    }

    static let S: SchemaNode = ["type": "string"]
    static let I: SchemaNode = ["type": "integer"]
    static let B: SchemaNode = ["type": "boolean"]
    static let N: SchemaNode = ["type": "number"]
    static let NN = int(0)
    static let PID = ref("player_id")
    static let MS = ref("unix_ms")
    static let HEX64: SchemaNode = ["type": "string", "pattern": "^[0-9a-f]{64}$"]
    static let TOKEN: SchemaNode = ["type": "string", "pattern": "^[A-Za-z0-9_-]{16,128}$"]
    static let NAME: SchemaNode = ["type": "string", "minLength": 1]
    static let ROOM_IN: SchemaNode = ["type": "string", "description": "A room code, case-insensitive; spaces around it are ignored."]
    static let VOTES = obj(["a_votes": NN, "b_votes": NN])
    static let DIE = obj(["value": int(1), "locked": B, "delay_ms": int(0, 250), "duration_ms": int(500, 1000)])
    static let OPTION = obj(["label": S, "weight": int(1, 1000)])
    static let FAIR_RESULT: SchemaNode = ["nonce": int(1), "client_seed": S, "commitment": HEX64]
    static let LANG = oneOf("en", "tr", "es", "zh-Hans")
    static let AVATAR = obj([:], ["emoji": ["type": "string", "minLength": 1], "color": ["type": "string", "pattern": "^#[0-9A-F]{6}$"]])
    static let AVATAR_IN = obj([:], [
        "emoji": ["type": "string", "minLength": 1, "description": "One emoji (a single grapheme cluster of at most 32 UTF-8 bytes)."],
        "color": ["type": "string", "pattern": "^#[0-9A-Fa-f]{6}$"],
    ], extra: false)
    static let FILTER_LEVEL = oneOf("off", "moderate", "strict")
    /// Why a game is paused: the host's game.pause, or a game's wait for a player who dropped.
    static let PAUSE_REASON: SchemaNode = ["type": "string", "pattern": "^[a-z][a-z0-9_]*$", "description": "host, or a game's wait (guesser_away)"]
    static let TIMER_SCALE: SchemaNode = ["enum": [1, .number(1.5), 2, 3]]
    /// Room settings (PROTOCOL.md, "Room settings"): the whole object as the server sends it, and
    /// the subset a client may send (room.create's settings, room.settings' fields).
    static let SETTINGS_FIELDS: SchemaNode = ["filter": FILTER_LEVEL, "review": B, "hide_code": B, "timer_scale": TIMER_SCALE, "audience_chat": B]
    static let SETTINGS = obj(SETTINGS_FIELDS)
    static let SETTINGS_IN = obj([:], SETTINGS_FIELDS, extra: false)
    /// Running a public room (PROTOCOL.md section 16): what the host and the moderators see.
    static let MODERATOR = obj(["player_id": PID, "name": S, "connected": B])
    static let REVIEW_KIND = oneOf("chat", "clue", "question")
    static let PENDING: SchemaNode = ["item_id": S, "kind": REVIEW_KIND, "player_id": PID, "name": S, "text": S, "expires_at_ms": MS]
    static let BAN = obj(["ban_id": S, "name": S, "at_ms": MS, "address": B])
    static let DEVICE: SchemaNode = ["type": "string", "minLength": 1, "maxLength": 64,
                                     "description": "An opaque id the web client keeps per browser (for bans by device); never shown."]
    /// A page of a list that can grow (PROTOCOL.md section 6, Pages); next_offset is absent on the last page.
    static let PAGE: SchemaNode = ["offset": NN, "total": NN]
    static let PAGE_IN: SchemaNode = ["offset": NN]
    static let CHAT_LINES = arr(obj(["player_id": PID, "name": S, "text": S, "at_ms": MS]), ["maxItems": 50])
    static let GRACE = int(0)
    static let RSVPS = arr(obj(["name": S, "answer": oneOf("yes", "maybe", "no")]), ["maxItems": 200])
    static let NULL_OR_ITEM: SchemaNode = ["oneOf": [["type": "null"], ref("playlist_item")]]
}
