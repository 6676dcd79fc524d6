import PartyCore
import PartyProtocol

/// Every request type the server answers, by name: the rows of ``standardRows`` (one line per
/// type, grouped by feature in `RequestTable+Rows.swift`) and the rows the games of the server's
/// ``GameRegistry`` declare in their wires (``gameRows(_:)``). A type with no row gets `unknown_type`.
///
/// Built once per server (``ServerContext/requests``) and only read afterwards.
struct RequestTable: Sendable {
    private let routes: [String: RequestRoute]

    /// The table of `rows` plus the rows `games` declare.
    /// - Precondition: no two rows, and no row and game request, share a type.
    init(games: GameRegistry, rows: [RequestRoute] = RequestTable.standardRows) {
        var routes: [String: RequestRoute] = [:]
        for row in rows {
            precondition(routes.updateValue(row, forKey: row.type) == nil, "request type '\(row.type)' is declared twice")
        }
        for row in Self.gameRows(games) {
            precondition(routes.updateValue(row, forKey: row.type) == nil,
                         "a registered game claims a request type the room already handles: '\(row.type)'")
        }
        self.routes = routes
    }

    /// The row of `type`; nil for a type the server does not know (`unknown_type`).
    subscript(type: String) -> RequestRoute? { routes[type] }

    /// Every type the server answers (the `type` labels of `partyline_requests_total`).
    var types: Set<String> { Set(routes.keys) }
}
