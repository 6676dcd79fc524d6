import PartyCore

/// The protocol's JSON Schemas (draft 2020-12), `Protocol/schema/`: the room's frames, events,
/// requests and replies from this folder's tables, each game's from its wire (``GameWire``).
/// `partyd schema` writes them; `partyd schema --check` and a test fail when the committed
/// files differ, so the schemas can never drift from the server.
public enum ProtocolSchema {
    /// One schema file: its path under `Protocol/schema/` and its text.
    public struct File: Sendable, Equatable {
        /// The path, e.g. `server/gop.card.json`.
        public var path: String
        /// The JSON text, ending with a newline.
        public var text: String
    }

    /// The folders whose every file ``files(games:)`` makes (a file there that it does not make is stale).
    public static let generatedFolders = ["server", "client", "reply"]

    /// Every schema file for a server offering `games`.
    public static func files(games: GameRegistry) -> [File] {
        let wires = games.wires
        var files: [File] = []
        func write(_ path: String, _ node: SchemaNode) { files.append(File(path: path, text: node.text)) }

        write("common.json", document("common.json", title: "Shared definitions").setting("$defs", common(gameIDs: games.ids)))
        var dispatch: [String] = []
        for frame in Self.frames {
            var schema = document("server/\(frame.type).json", title: "server frame \(frame.type)")
                .merging(X.obj((["type": ["const": .string(frame.type)]] as SchemaNode).merging(frame.required), frame.optional))
            if frame.type == "error", let code = schema["properties"]?["code"] {
                let known = code.setting("description", .string("Known codes: " + errorCodes.joined(separator: ", ") + ". New codes may be added."))
                schema = schema.setting("properties", schema["properties"]!.setting("code", known))
            }
            write("server/\(frame.type).json", schema)
            dispatch.append(frame.type)
        }
        let events = roomEvents(gameIDs: games.ids) + wires.flatMap(Self.events(of:)) + laterRoomEvents
        for event in events {
            let fields: SchemaNode = ["type": ["const": .string(event.type)], "room": X.ref("room_code"), "seq": X.ref("seq")]
            write("server/\(event.type).json", document("server/\(event.type).json", title: "event \(event.type)")
                .setting("description", .string("Room event; sent to \(event.audience)."))
                .merging(X.obj(fields.merging(event.required), event.optional)))
            dispatch.append(event.type)
        }
        for (type, fields) in replies + wires.flatMap(Self.replies(of:)) {
            write("reply/\(type).json", document("reply/\(type).json", title: "ok reply to \(type)")
                .merging(X.obj((["type": ["const": "ok"], "re": X.ref("request_id")] as SchemaNode).merging(fields),
                               replyOptionalFields[type] ?? [:])))
        }
        write("server-frame.json", union("server-frame.json", title: "Any frame the server sends in JSON mode", folder: "server", types: dispatch))
        let requests = roomRequests + [RoomRequest("game.start")] + gameControlRequests + wires.flatMap(Self.requests(of:)) + laterRoomRequests
        for request in requests {
            let path = "client/\(request.type).json"
            guard request.type != "game.start" else { write(path, gameStart(wires)); continue }
            write(path, document(path, title: "request \(request.type)")
                .merging(X.obj((["type": ["const": .string(request.type)]] as SchemaNode).merging(request.required),
                               (["id": X.ref("request_id")] as SchemaNode).merging(request.optional))))
        }
        write("client-request.json", union("client-request.json", title: "Any request a client sends in JSON mode", folder: "client",
                                           types: requests.map(\.type)))
        return files
    }

    /// The head every document starts with.
    static func document(_ path: String, title: String) -> SchemaNode {
        ["$schema": .string(X.draft), "$id": .string(X.base + path), "title": .string(title)]
    }

    /// A document that dispatches on `type` to the schema of each of `types` in `folder`.
    private static func union(_ path: String, title: String, folder: String, types: [String]) -> SchemaNode {
        document(path, title: title).merging([
            "type": "object", "required": ["type"],
            "properties": ["type": ["enum": .array(types.map(SchemaNode.string))]],
            "allOf": .array(types.map { type in
                ["if": ["properties": ["type": ["const": .string(type)]], "required": ["type"]],
                 "then": ["$ref": .string("\(folder)/\(type).json")]]
            }),
        ])
    }
}
