import PartyCore
import PartyProtocol

extension RoomSettings {
    /// The wire names of the settings (contract §9).
    static let names = ["filter", "review", "hide_code", "timer_scale", "audience_chat"]

    /// These settings with `changes` applied: each key a setting's wire name, each value of the
    /// setting's type. An unknown setting or a bad value is `bad_request` naming the setting, and
    /// nothing is applied.
    func applying(_ changes: [String: JSONValue]) throws(WireError) -> RoomSettings {
        var next = self
        let params = Params(changes)
        for name in changes.keys.sorted() {
            switch name {
            case "filter":
                let level = try params.choice(name, FilterLevel.allCases.map(\.rawValue))
                next.filter = FilterLevel(rawValue: level) ?? .default
            case "review": next.review = try params.bool(name)
            case "hide_code": next.hideCode = try params.bool(name)
            case "audience_chat": next.audienceChat = try params.bool(name)
            case "timer_scale": next.timerScale = try Self.timerScale(changes[name])
            default:
                throw .badRequest(name, "is not a room setting (settings: \(Self.names.joined(separator: ", ")))")
            }
        }
        return next
    }

    /// The names of the settings whose values differ between `self` and `other`.
    func changedNames(comparedTo other: RoomSettings) -> [String] {
        var names: [String] = []
        if filter != other.filter { names.append("filter") }
        if review != other.review { names.append("review") }
        if hideCode != other.hideCode { names.append("hide_code") }
        if timerScale != other.timerScale { names.append("timer_scale") }
        if audienceChat != other.audienceChat { names.append("audience_chat") }
        return names
    }

    private static func timerScale(_ value: JSONValue?) throws(WireError) -> Double {
        let scale: Double? = switch value {
        case let .int(i)?: Double(i)
        case let .double(d)?: d
        default: nil
        }
        guard let scale, timerScales.contains(scale) else {
            throw .badRequest("timer_scale", "must be one of 1, 1.5, 2, 3")
        }
        return scale
    }
}

/// `room.settings_changed` {settings}: the room's settings after a change, to every member and screen.
struct RoomSettingsChanged: WireEvent, Encodable {
    var settings: RoomSettings
    var wireType: String { "room.settings_changed" }
}
