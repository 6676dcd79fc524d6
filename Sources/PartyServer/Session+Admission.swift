import PartyProtocol

extension Session {
    /// Why a `room.create`, `room.join` or `room.resume` may not go ahead now, if it may not:
    /// opening a room costs `roomCreateCost` rate-limit tokens, a join or resume `seatChangeCost`,
    /// and an address that failed too many joins or resumes (unknown rooms, wrong tokens) waits
    /// before trying again.
    func admission(for request: Request, _ route: RequestRoute) -> WireError? {
        let now = server.clock.now()
        if route.cost == .roomCreate {
            guard takeTokens(server.config.roomCreateCost - 1, now: now) else {
                return WireError(.rateLimited, "rooms are opened at most a few a second; wait a moment")
            }
            return nil
        }
        if let refusal = seatChangeRefusal(now: now) { return refusal }
        guard server.addresses.mayTryJoin(address, now: now) else {
            server.abuseLog.notice("join/resume refused: too many failed attempts", kind: "join_probe",
                                   metadata: ["conn.address": "\(address)"])
            return WireError(.rateLimited, "too many failed joins from your address; wait a few seconds")
        }
        return nil
    }

    /// `rate_limited` when the connection cannot pay for a seat change (`room.join`,
    /// `room.resume`, `room.leave`: `seatChangeCost` tokens, the request's own included):
    /// each costs the room a snapshot and news for every member, so joining and leaving in a
    /// loop must not be as cheap as chatting.
    func seatChangeRefusal(now: Int64) -> WireError? {
        guard !takeTokens(server.config.seatChangeCost - 1, now: now) else { return nil }
        return WireError(.rateLimited, "joining and leaving cost more than other requests; wait a moment")
    }

    /// Counts a failed join or resume against the client's address.
    func noteOutcome(of request: Request?, _ error: WireError) {
        guard let request, server.requests[request.type]?.entersExistingRoom == true,
              error.code == .roomNotFound || error.code == .invalidToken else { return }
        server.addresses.recordFailedJoin(address, now: server.clock.now())
    }
}
