import PartyCore

/// The games' part of the schemas, written from their wires (``GameWireSummary``).
extension ProtocolSchema {
    /// The schema of a value the server sends.
    static func node(_ shape: WireShape) -> SchemaNode {
        switch shape {
        case let .string(minLength, maxLength):
            var node: SchemaNode = ["type": "string"]
            if let minLength { node = node.setting("minLength", .int(minLength)) }
            if let maxLength { node = node.setting("maxLength", .int(maxLength)) }
            return node
        case let .integer(minimum, maximum):
            var node: SchemaNode = ["type": "integer"]
            if let minimum { node = node.setting("minimum", .int(minimum)) }
            if let maximum { node = node.setting("maximum", .int(maximum)) }
            return node
        case .boolean: return X.B
        case let .choice(values): return X.choice(values)
        case let .constant(value): return ["const": .bool(value)]
        case .player: return X.PID
        case .time: return X.MS
        case let .common(name): return X.ref(name)
        case let .array(items, minItems, maxItems):
            var node = X.arr(node(items))
            if let minItems { node = node.setting("minItems", .int(minItems)) }
            if let maxItems { node = node.setting("maxItems", .int(maxItems)) }
            return node
        case let .object(fields): return X.obj(properties(fields.filter(\.required)), properties(fields.filter { !$0.required }))
        case let .described(inner, text): return node(inner).setting("description", .string(text))
        }
    }

    /// The schema of a parameter a client sends.
    static func node(_ kind: WireParameter.Kind) -> SchemaNode {
        switch kind {
        case let .string(minLength, maxLength): node(WireShape.string(minLength: minLength, maxLength: maxLength))
        case let .integer(range):
            node(WireShape.integer(minimum: range.lowerBound == .min ? nil : range.lowerBound,
                                   maximum: range.upperBound == .max ? nil : range.upperBound))
        case .boolean: X.B
        case let .choice(values): X.choice(values)
        case .player: X.PID
        case let .names(values, minItems, _): X.arr(X.choice(values), ["minItems": .int(minItems)])
        case .confirmation: ["const": true]
        }
    }

    /// Fields as an object's properties, in order.
    static func properties(_ fields: [WireField]) -> SchemaNode { .object(fields.map { ($0.name, node($0.shape)) }) }

    /// Parameters as an object's properties, in order.
    static func properties(_ parameters: [WireParameter]) -> SchemaNode { .object(parameters.map { ($0.name, node($0.kind)) }) }

    /// The requests a game declares (its actions, then its room requests), as room requests are listed.
    static func requests(of wire: GameWireSummary) -> [RoomRequest] {
        let declared = wire.actions.map { ($0.type, $0.parameters) } + wire.roomRequests.map { ($0.type, $0.parameters) }
        return declared.map { type, parameters in
            RoomRequest(type, properties(parameters.filter(\.required)), properties(parameters.filter { !$0.required }))
        }
    }

    /// The events a game declares, as room events are listed.
    static func events(of wire: GameWireSummary) -> [RoomEvent] {
        wire.events.map { event in
            RoomEvent(type: event.type, required: properties(event.fields.filter(\.required)),
                      optional: properties(event.fields.filter { !$0.required }), audience: event.audience)
        }
    }

    /// The typed replies of a game's room requests that answer with fields.
    static func replies(of wire: GameWireSummary) -> [(String, SchemaNode)] {
        wire.roomRequests.filter { !$0.reply.isEmpty }.map { ($0.type, properties($0.reply)) }
    }

    /// `game.start`: the room's `game` and `family_safe`, then each game's own options when
    /// `game` names it (a game's bounds are its own: Odd One Out's `vote_seconds` are not Would You Rather's).
    static func gameStart(_ wires: [GameWireSummary]) -> SchemaNode {
        let head = document("client/game.start.json", title: "request game.start")
        let body = X.obj(["type": ["const": "game.start"], "game": X.choice(wires.map(\.game))],
                         ["id": X.ref("request_id"), "family_safe": X.B])
        let perGame: [SchemaNode] = wires.map { wire in
            ["if": ["properties": ["game": ["const": .string(wire.game)]], "required": ["game"]],
             "then": ["properties": properties(wire.options)]]
        }
        return head.merging(body).setting("allOf", .array(perGame))
    }
}
