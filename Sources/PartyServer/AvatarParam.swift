import PartyCore
import PartyProtocol

extension Params {
    /// The optional `avatar` {emoji?, color?} of `room.create` and `room.join`, checked like a
    /// name: anything wrong is a `bad_request` naming `avatar`.
    func avatar() throws(WireError) -> Avatar? {
        let parts: [String: JSONValue]
        switch fields["avatar"] {
        case nil, .null?: return nil
        case let .object(o)?: parts = o
        case let other?: throw .badRequest("avatar", "must be an object {emoji, color}, not \(other.typeName)")
        }
        var values: [String: String] = [:]
        for key in ["emoji", "color"] {
            switch parts[key] {
            case nil, .null?: continue
            case let .string(s)?: values[key] = s
            case let other?: throw .badRequest("avatar", "\(key) must be a string, not \(other.typeName)")
            }
        }
        do { return try Avatar.validated(emoji: values["emoji"], color: values["color"]) } catch { throw WireError(error) }
    }
}
