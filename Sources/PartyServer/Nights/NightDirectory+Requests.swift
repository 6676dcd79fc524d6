import PartyCore
import PartyProtocol
import PartyStore

extension NightDirectory {
    /// The night named by the request's `night`, from the store.
    /// - Throws: `bad_request` for a malformed code, `not_found` for an unknown night.
    func stored(_ request: Request) throws(WireError) -> (GameNight, [NightRSVP]) {
        let code = try NightCode.parse(try request.params.string("night"))
        let stored: StoredNight?
        do { stored = try context.store.night(code: code) } catch {
            throw WireError(.storageFailed, "the server could not read night \(code); try again")
        }
        guard let stored, let night = NightCodec.night(stored) else { throw WireError(.notFound, "no night with code \(code)") }
        return (night, stored.rsvps)
    }

    // The requests a session hands here, seated or not (rows in `RequestTable+Nights.swift`):
    // each answers, or throws its refusal, and then the session goes on (``Session/finish(_:pipelined:)``).
    // A change is answered only once the store has committed it.

    /// `night.create` {title, starts_at_ms, length_minutes?, place?, host_name?, token?, auto_advance?, playlist?}
    /// → ok {night, token}. Costs what a `room.create` costs (its row's cost).
    func create(_ request: Request, from session: Session) throws(WireError) {
        let p = request.params
        let now = context.clock.now()
        let title = try p.string("title"), place = try p.optionalString("place")
        let startsAt = Int64(try p.int("starts_at_ms", in: Int.min...Int.max))
        let length = try p.optionalInt("length_minutes", in: Int.min...Int.max)
        let plan = try rule { () throws(RuleViolation) in
            try NightPlan.validated(title: title, place: place, startsAtMs: startsAt, lengthMinutes: length, now: now)
        }
        let hostName = try p.optionalString("host_name").map { raw throws(WireError) in
            try rule { () throws(RuleViolation) in try DisplayName.validated(raw, field: "host_name") }
        }
        try checkText([("title", title), ("place", place), ("host_name", hostName)])
        let token = try p.optionalString("token") ?? Token.generate()
        guard Token.isWellFormed(token) else { throw .badRequest("token", "must be 16–128 characters of letters, digits, '-' or '_'") }
        var playlist = NightPlaylist()
        playlist.autoAdvance = try p.optionalBool("auto_advance") ?? false
        for (game, options) in try plannedItems(p) { _ = try rule { () throws(RuleViolation) in try playlist.add(game: game, options: options) } }
        guard let code = drawCode() else { throw WireError(.serverBusy, "no night code is free right now; try again later") }
        var night = GameNight(code: code, plan: plan, hostKey: Token.profileKey(token), hostName: hostName, createdAt: now)
        night.playlist = playlist
        track(night)
        context.store.write([NightCodec.save(night)]) { [self] result in
            if case .failure = result {
                ended(code)
                session.fail(request, WireError(.storageFailed, "the server could not save the night; try again"))
            } else {
                session.reply(request, Fields(["night": code, "token": token, "url": "/n/\(code)"]))
            }
            session.finish(nil)
        }
    }

    /// `night.create`'s `playlist`: at most ``NightLimits/playlistItems`` objects {game, ...options},
    /// each checked by its game as a `game.start` would be (nobody is in the room yet: a refusal
    /// about who is there, like a `guesser`, is the game's own).
    private func plannedItems(_ p: Params) throws(WireError) -> [(String, GameOptionSet)] {
        guard let raw = try p.optionalArray("playlist") else { return [] }
        guard raw.count <= NightLimits.playlistItems else {
            throw .badRequest("playlist", "at most \(NightLimits.playlistItems) games")
        }
        let games = context.config.games
        let setup = GameSetup(roster: [RosterEntry(id: "p1", name: "Host", role: .player)], now: context.clock.now(),
                              library: context.config.content)
        var items: [(String, GameOptionSet)] = []
        for (index, value) in raw.enumerated() {
            let prefix = "playlist[\(index)]."
            guard case let .object(fields) = value else { throw .badRequest("playlist[\(index)]", "must be an object {game, ...options}") }
            guard case let .string(game)? = fields["game"] else { throw .badRequest(prefix + "game", "is required") }
            let options = try GameOptionSet.from(fields, field: prefix)
            do { try games.validate(game: game, options: options, setup: setup) } catch {
                if case let .badRequest(field, reason) = error { throw .badRequest(prefix + field, reason) }
                throw WireError(error)
            }
            items.append((game, options))
        }
        return items
    }

    /// `night.get` {night} → ok {night, title, starts_at_ms, place, host_name, rsvps, playlist, current, auto_advance, state, recap_ready}.
    func get(_ request: Request, from session: Session) throws(WireError) {
        let (night, rsvps) = try stored(request)
        session.reply(request, NightInfo(night: night, rsvps: rsvps))
        session.finish(nil)
    }

    /// `night.rsvp` {night, name, answer, rsvp_token?, token?} → ok {night, name, answer,
    /// rsvp_token?}. Rate-limited per address; at most ``NightLimits/rsvps`` names per night
    /// (`limit_reached`). A new name gets a new `rsvp_token`; the same name again changes its
    /// answer only with that token, or the host's `token` (else `name_taken`).
    func rsvp(_ request: Request, from session: Session) throws(WireError) {
        let now = context.clock.now()
        let answer = try request.params.choice("answer", RSVPAnswer.allCases.map(\.rawValue))
        let rawName = try request.params.string("name")
        let presented = try request.params.optionalString("rsvp_token")
        let hostToken = try request.params.optionalString("token")
        // Before the store is read: a flood costs a token check per request. Every RSVP that gets
        // this far counts, a refused name too.
        guard allowRSVP(from: session.address, now: now) else {
            context.abuseLog.notice("night.rsvp refused: too many from one address", kind: "rsvp_flood",
                                    metadata: ["conn.address": "\(session.address)"])
            throw WireError(.rateLimited, "too many RSVPs from your address; wait a minute")
        }
        try checkText([("name", rawName)])
        let (night, rsvps) = try stored(request)
        guard night.state != .ended else { throw WireError(.wrongPhase, "night \(night.code) is over") }
        if let hostToken, !(Token.isWellFormed(hostToken) && Token.profileKey(hostToken) == night.hostKey) {
            throw WireError(.invalidToken, "that is not the host's token of night \(night.code)")
        }
        var guests = NightGuestList(rsvps)
        let issued = Token.generate()
        let (stored, claimed) = try rule { () throws(RuleViolation) in
            try guests.answer(name: rawName, RSVPAnswer(rawValue: answer) ?? .maybe, at: now,
                              presentedKey: presented.map(Token.profileKey), host: hostToken != nil,
                              newTokenKey: Token.profileKey(issued))
        }
        let token = claimed ? issued : hostToken == nil ? presented : nil
        context.store.write([.night(.rsvp(code: night.code, key: stored.key, stored))]) { result in
            if case .failure = result {
                session.fail(request, WireError(.storageFailed, "the server could not save your answer; try again"))
            } else {
                session.reply(request, Fields(["night": night.code, "name": stored.name, "answer": stored.answer.rawValue,
                                               "rsvp_token": token]))
            }
            session.finish(nil)
        }
    }

    /// `night.open` {night, token} (the host's token) → ok {night, room}: the night's room opens
    /// under its code; `room.join` with that code then works (with the host's token, as host).
    /// The reply leaves once the night is saved as open (`storage_failed` otherwise).
    func open(_ request: Request, from session: Session) throws(WireError) {
        let (night, _) = try stored(request)
        let token = try request.params.string("token")
        guard Token.isWellFormed(token), Token.profileKey(token) == night.hostKey else {
            throw WireError(.invalidToken, "that is not the host's token of night \(night.code)")
        }
        if context.rooms.lookup(night.code) == nil, let refusal = context.newRoomRefusal() { throw refusal }
        try openRoom(night.code) { room, write in
            room.reply(session, request, Fields(["night": night.code, "room": night.code]), after: write)
            room.outbox.run { session.finish(nil) }
        }
    }

    /// Each text through the word filter at the level for text outside rooms
    /// (``WordFilter/levelOutsideRooms``): `filtered` naming the first field it blocks.
    private func checkText(_ fields: [(String, String?)]) throws(WireError) {
        for case let (field, text?) in fields {
            try context.config.wordFilter.check(text, field: field, level: WordFilter.levelOutsideRooms)
        }
    }

    private func rule<T>(_ body: () throws(RuleViolation) -> T) throws(WireError) -> T {
        do { return try body() } catch { throw WireError(error) }
    }
}

/// Night codes: room codes (4 letters without I and O), case-insensitive on input.
enum NightCode {
    static func parse(_ raw: String) throws(WireError) -> String {
        do { return try RoomCode.parse(raw) } catch { throw .badRequest("night", "must be a 4-letter night code (letters A–Z without I and O)") }
    }
}
