import PartyProtocol

extension Session {
    /// Why a `room.join` or `room.resume` may not go ahead now, if it may not: an address that
    /// failed too many joins or resumes (unknown rooms, wrong tokens) waits before trying again.
    /// (What opening a room or changing seats costs is the machine's: ``SessionMachine``.)
    func joinProbeRefusal() -> WireError? {
        guard server.addresses.mayTryJoin(address, now: server.clock.now()) else {
            server.abuseLog.notice("join/resume refused: too many failed attempts", kind: "join_probe",
                                   metadata: ["conn.address": "\(address)"])
            return WireError(.rateLimited, "too many failed joins from your address; wait a few seconds")
        }
        return nil
    }

    /// Counts a failed join or resume against the client's address.
    func noteOutcome(of request: Request?, _ error: WireError) {
        guard let request, server.requests[request.type]?.entersExistingRoom == true,
              error.code == .roomNotFound || error.code == .invalidToken else { return }
        server.addresses.recordFailedJoin(address, now: server.clock.now())
    }
}
