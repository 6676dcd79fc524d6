import PartyCore
import PartyProtocol

extension GameOptionSet {
    /// Most options one queued game may carry.
    static let maxOptions = 16
    /// Most bytes of names and values one queued game's options may hold (keeps a playlist small).
    static let maxBytes = 1024

    /// The options of a queued game from JSON fields (every field but `game`): strings, integers,
    /// booleans, arrays of strings or null, as `game.start` takes them. `field` prefixes the
    /// name in a refusal (`playlist[2].` for `night.create`).
    /// - Throws: `bad_request` naming the option for any other value, or when the options are too many or too large.
    static func from(_ fields: [String: JSONValue], field prefix: String = "") throws(WireError) -> GameOptionSet {
        var values: [String: GameOptionValue] = [:]
        var bytes = 0
        for (name, value) in fields where name != "game" {
            bytes += name.utf8.count
            switch value {
            case .null: values[name] = .null
            case let .bool(b): values[name] = .bool(b)
            case let .int(i): values[name] = .int(i)
            case let .double(d) where d.rounded() == d && abs(d) < 1e15: values[name] = .int(Int(d))
            case let .string(s): values[name] = .string(s); bytes += s.utf8.count
            case let .array(items):
                var strings: [String] = []
                for item in items {
                    guard case let .string(s) = item else { throw .badRequest(prefix + name, "must be an array of strings") }
                    strings.append(s)
                    bytes += s.utf8.count
                }
                values[name] = .strings(strings)
            default: throw .badRequest(prefix + name, "must be a string, an integer, a boolean or an array of strings")
            }
        }
        guard values.count <= maxOptions, bytes <= maxBytes else {
            throw .badRequest(prefix.isEmpty ? "options" : String(prefix.dropLast()),
                              "a queued game takes at most \(maxOptions) options and \(maxBytes) bytes of them")
        }
        return GameOptionSet(values)
    }

    /// The options as the parameters of a `game.start` for `game`.
    func startParams(game: String) -> [String: JSONValue] {
        var params: [String: JSONValue] = ["game": .string(game)]
        for (name, value) in values {
            switch value {
            case let .string(s): params[name] = .string(s)
            case let .int(i): params[name] = .int(i)
            case let .bool(b): params[name] = .bool(b)
            case let .strings(a): params[name] = .array(a.map(JSONValue.string))
            case .null: params[name] = .null
            }
        }
        return params
    }
}
