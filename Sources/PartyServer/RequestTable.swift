import PartyCore
import PartyProtocol

/// Every request type the server answers, by name: the rows of ``standardRows`` (one line per
/// type, grouped by feature in `RequestTable+Rows.swift`) and one row per game action type of
/// the server's ``GameRegistry``. A type with no row gets `unknown_type`.
///
/// Built once per server (``ServerContext/requests``) and only read afterwards.
struct RequestTable: Sendable {
    private let routes: [String: RequestRoute]

    /// The table of `rows` plus a row for each action type of `games`.
    /// - Precondition: no two rows, and no row and game action, share a type.
    init(games: GameRegistry, rows: [RequestRoute] = RequestTable.standardRows) {
        var routes: [String: RequestRoute] = [:]
        for row in rows {
            precondition(routes.updateValue(row, forKey: row.type) == nil, "request type '\(row.type)' is declared twice")
        }
        for type in games.actionTypes {
            precondition(routes.updateValue(.gameAction(type), forKey: type) == nil,
                         "a registered game claims a request type the room already handles: '\(type)'")
        }
        self.routes = routes
    }

    /// The row of `type`; nil for a type the server does not know (`unknown_type`).
    subscript(type: String) -> RequestRoute? { routes[type] }

    /// Every type the server answers (the `type` labels of `partyline_requests_total`).
    var types: Set<String> { Set(routes.keys) }
}

extension RequestRoute {
    /// One of a running game's own requests (``PartyGame/actionTypes``): the room hands it to
    /// the game that declares it, which answers `wrong_phase` when no such game is running.
    static func gameAction(_ type: String) -> RequestRoute {
        .member(type, RoomHost.playGameAction(_:from:player:))
    }
}
