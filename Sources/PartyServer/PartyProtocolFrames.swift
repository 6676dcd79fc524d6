import PartyProtocol

/// Frames the server sends outside any request.
enum PartyProtocolFrames {
    static let serverFull = Outbound.error(WireError(.serverFull, "the server is at its connection limit; try again later"), re: nil)
}
