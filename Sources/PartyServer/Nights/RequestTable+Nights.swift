import PartyCore
import PartyProtocol

/// Game nights' request types (issue 23; `Protocol/PROTOCOL.md`, section 15), one line each.
extension RequestTable {
    /// The night itself: planned, answered and opened outside any room by ``NightDirectory``
    /// (from any session, seated or not), ended and scored in the night's room (`RoomHost+Night`).
    static let nightRows: [RequestRoute] = [
        .server("night.create", cost: .roomCreate, \.nights, NightDirectory.create(_:from:)),
        .server("night.get", \.nights, NightDirectory.get(_:from:)),
        .server("night.rsvp", \.nights, NightDirectory.rsvp(_:from:)),
        .server("night.open", \.nights, NightDirectory.open(_:from:)),
        .member("night.end", senders: .host("only the host can change the night"), RoomHost.nightEnd(_:from:player:)),
        .member("night.scoreboard", saved: false, RoomHost.nightScoreboard(_:from:player:)),
    ]

    /// The night's playlist, in its room (`RoomHost+Night`): the host's.
    static let playlistRows: [RequestRoute] = [
        .member("playlist.add", senders: .host("only the host can change the night"), RoomHost.playlistAdd(_:from:player:)),
        .member("playlist.remove", senders: .host("only the host can change the night"), RoomHost.playlistRemove(_:from:player:)),
        .member("playlist.move", senders: .host("only the host can change the night"), RoomHost.playlistMove(_:from:player:)),
        .member("playlist.next", senders: .host("only the host can change the night"), RoomHost.playlistNext(_:from:player:)),
        .member("playlist.auto", senders: .host("only the host can change the night"), RoomHost.playlistAuto(_:from:player:)),
    ]
}
