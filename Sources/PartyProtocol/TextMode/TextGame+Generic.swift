import Foundation
import PartyCore

extension TextCommands {
    /// `start <id> [options]`: any game of the registry, by id or a text game's alias. Words
    /// written `key=value` become parameters of that name (a number as an integer, `true`/`false`
    /// as booleans, a value with commas as a list); the other words go to the game's positional
    /// form (``TextGame/startParams(_:)``), which a game without a text module does not have.
    static func start(_ rest: String) -> Result<Built, TextUsageError> {
        let (name, options) = TextModeSession.split(rest)
        let key = name.lowercased()
        let text = TextGames.named(key)
        guard let id = text?.id ?? GameRegistry.standard.game(id: key)?.id else {
            let names = TextGames.all.compactMap { $0.aliases.first } + GameRegistry.standard.ids.filter { TextGames.named($0) == nil }
            return .failure(TextUsageError(name.isEmpty ? "which game? start " + names.joined(separator: ", start ")
                                           : "no game '\(name)'; try start " + names.joined(separator: ", start ")))
        }
        var params: [String: JSONValue] = [:]
        var positional: [String] = []
        for word in options.split(separator: " ").map(String.init) {
            if let eq = word.firstIndex(of: "="), eq != word.startIndex {
                params[String(word[..<eq]).lowercased()] = genericValue(String(word[word.index(after: eq)...]))
            } else {
                positional.append(word.lowercased())
            }
        }
        if !positional.isEmpty {
            guard let text else { return .failure(TextUsageError("write options as key=value, e.g. start \(id) rounds=3")) }
            switch text.startParams(positional) {
            case let .success(more): params.merge(more) { mine, _ in mine }
            case let .failure(error): return .failure(error)
            }
        }
        params["game"] = .string(id)
        return send("game.start", params)
    }

    /// A request of a game typed as a command: `odd.vote player_id=p2`, `race.flip`.
    static func genericAction(_ type: String, _ rest: String) -> Result<Built, TextUsageError> {
        var params: [String: JSONValue] = [:]
        for word in rest.split(separator: " ").map(String.init) {
            guard let eq = word.firstIndex(of: "="), eq != word.startIndex else {
                return .failure(TextUsageError("write parameters as key=value, e.g. \(type) text=hello"))
            }
            params[String(word[..<eq]).lowercased()] = genericValue(String(word[word.index(after: eq)...]))
        }
        return send(type, params)
    }

    /// The value of a typed `key=value` (``JSONValue/typed(_:)``).
    static func genericValue(_ text: String) -> JSONValue { .typed(text) }
}

extension JSONValue {
    /// A parameter value as a person types it after `key=` (text mode, the terminal client):
    /// `3` → 3, `true`/`false` → a boolean, `a,b` → ["a", "b"], anything else → the string.
    public static func typed(_ text: String) -> JSONValue {
        if let n = Int(text) { return .int(n) }
        if text == "true" || text == "false" { return .bool(text == "true") }
        if text.contains(",") { return .array(text.split(separator: ",").map { .string(String($0)) }) }
        return .string(text)
    }
}

extension TextModeSession {
    /// A game event no text game renders: `* odd.clue_given: player_id=p2, text=furry`, names
    /// for player ids, nested values in short JSON-like form.
    func genericEventLine(_ type: String, _ v: TextFields) -> [String] {
        let parts = v.fields.keys.sorted().compactMap { key -> String? in
            guard let value = v.fields[key] else { return nil }
            let shown = key == "player_id" ? name(v.string(key)) : Self.short(value)
            return "\(key)=\(shown)"
        }
        return ["* \(type)" + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))]
    }

    /// A value in short form: strings bare, lists in brackets, objects in braces.
    static func short(_ value: JSONValue) -> String {
        switch value {
        case let .string(s): s
        case let .int(i): String(i)
        case let .double(d): String(d)
        case let .bool(b): String(b)
        case .null: "null"
        case let .array(items): "[" + items.map(short).joined(separator: ", ") + "]"
        case let .object(fields): "{" + fields.keys.sorted().map { "\($0)=\(short(fields[$0] ?? .null))" }.joined(separator: ", ") + "}"
        }
    }
}
