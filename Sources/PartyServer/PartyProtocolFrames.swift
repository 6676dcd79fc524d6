import PartyProtocol

/// Frames the server sends outside any request.
enum PartyProtocolFrames {
    static let serverFull = Outbound.error(WireError(.serverFull, "the server is at its connection limit; try again later"), re: nil)
    static let tooManyConnections = Outbound.error(WireError(.tooManyConnections, "your address already has as many connections as one address may; close one and try again"), re: nil)
}
