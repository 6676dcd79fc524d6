/// Where a connection's outgoing bytes go instead of its own socket. A cluster node's relay link
/// for one member reads that member's requests from its socket, but the member's frames ride the
/// node pair's shared event link (PartyServer's `EventLinkSender`), which carries a room event
/// once per node however many of its members sit there.
///
/// Installed with ``Connection/redirectOutput(_:)``. Both calls come from any queue, in the order
/// the connection's own sends and close would have happened.
public protocol RedirectedOutput: AnyObject, Sendable {
    /// Bytes the connection was asked to send (whole protocol lines).
    func send(_ bytes: [UInt8])
    /// The connection closed (for any reason): nothing more follows.
    func closed()
}
