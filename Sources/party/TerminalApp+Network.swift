import Dispatch
import PartyClient
import PartyProtocol
import PartyTLS
import PartyTerminal

extension TerminalApp {
    /// Connects (retrying with backoff unless this is the first attempt of a `create`), then
    /// takes the seat: `room.resume` for a remembered or current seat, else create or join.
    func connect(first: Bool) {
        dispatchPrecondition(condition: .onQueue(queue))
        reconnecting = true
        generation += 1
        let gen = generation
        let delay = first ? 0 : backoff.next()
        if !first { state.connection = .reconnecting(attempt: backoff.attempt) }
        queue.asyncAfter(deadline: .now() + .milliseconds(delay)) { [self] in
            guard !stopped, gen == generation else { return }
            Task { [self] in await attempt(gen: gen, first: first) }
        }
    }

    private func attempt(gen: Int, first: Bool) async {
        let s = settings
        do {
            var tls: PartyClient.TLSOptions?
            if s.tls { tls = .init(context: try TLSContext.client(caFile: s.caFile, verify: !s.insecure)) }
            let client = try await PartyClient.connect(host: s.host, port: s.port, tls: tls, timeout: .seconds(5))
            if let welcome = client.frames.first(where: { $0.type == "welcome" }) { queue.async { [self] in state.noteWelcome(welcome) } }
            client.onFrame { [weak self] frame in
                guard let self else { return }
                queue.async { [self] in
                    guard gen == generation, !stopped else { return }
                    perform(state.reduce(frame: frame, now: Self.nowMs()))
                    render()
                }
            }
            let plan = queue.sync { seatPlan() }
            let reply: ServerFrame
            do {
                if let (room, token) = plan.resume {
                    reply = try await client.request("room.resume", ["room": .string(room), "token": .string(token)])
                } else {
                    reply = try await client.request(plan.fallback.type, plan.fallback.params)
                }
            } catch let ClientError.server(code, message) where plan.resume != nil && (code == "invalid_token" || code == "room_not_found") {
                queue.sync { log.log("resume refused: \(code) \(message)") }
                if let (room, _) = plan.resume, !queue.sync(execute: { state.roomCode != nil }) {
                    // Not seated yet in this run: the remembered seat is gone, so take a new one as asked.
                    queue.sync {
                        seats.forget(server: s.serverKey, room: room)
                        saveSeats()
                    }
                    reply = try await client.request(plan.fallback.type, plan.fallback.params)
                } else {
                    queue.async { [self] in
                        forgetSeat()
                        noReconnect = true
                        state.connection = .offline
                        state.append(ChatEntry(.error, state.t(.sysSeatLost, "\(code): \(message)")))
                        render()
                    }
                    client.close()
                    return
                }
            }
            queue.async { [self] in
                guard gen == generation, !stopped else { client.close(); return }
                self.client = client
                everSeated = true
                reconnecting = false
                backoff.reset()
                lastPingMs = Self.nowMs()
                state.night.hostToken = seats.servers[settings.serverKey]?.token  // /night plan names it the host's
                state.enterRoom(reply, now: Self.nowMs())
                remember(reply)
                log.log("seated in \(state.roomCode ?? "?") as \(state.me ?? "?")")
                perform([.request("wheel.list", [:])] + state.nightLookups())
                render()
            }
        } catch {
            queue.async { [self] in
                guard gen == generation, !stopped else { return }
                log.log("connect failed: \(error)")
                guard everSeated else {
                    // Nothing to come back to yet: a wrong code, a taken name, a refused
                    // certificate or no server at all will not fix itself by retrying.
                    exitMessage = ConnectAdvice.message(server: settings.serverKey, error: "\(error)", tls: settings.tls,
                                                        caFile: settings.caFile, language: settings.language)
                    stop()
                    return
                }
                if case let ClientError.server(code, message) = error {
                    state.append(ChatEntry(.error, state.t(.sysError, state.serverErrorText(code: code, message: message))))
                    if state.roomCode == nil { state.connection = .offline; reconnecting = false; render(); return }
                }
                connect(first: false)
                render()
            }
        }
    }

    /// What to send after connecting: a resume when a seat is known, and the create/join to fall back on.
    private func seatPlan() -> (resume: (String, String)?, fallback: (type: String, params: [String: JSONValue])) {
        let server = seats.servers[settings.serverKey]
        var fallback: (type: String, params: [String: JSONValue])
        var room: String?
        switch settings.entry {
        case let .create(name):
            fallback = ("room.create", ["name": .string(name), "lang": .string(settings.language.contentLanguage)])
            room = settings.rejoinRoom
        case let .join(code, name, audience):
            fallback = ("room.join", ["room": .string(code), "name": .string(name), "role": .string(audience ? "audience" : "player")])
            room = code
        case let .moderate(code, invitation, name):
            fallback = ("room.join", ["room": .string(code), "name": .string(name), "role": .string("moderator"),
                                      "mod_token": .string(invitation)])
            room = code
        }
        if let token = server?.token { fallback.params["token"] = .string(token) }
        if let current = state.roomCode { room = current }
        if let room, let seat = seats.seat(server: settings.serverKey, room: room) { return ((room, seat.token), fallback) }
        return (nil, fallback)
    }

    private func remember(_ reply: ServerFrame) {
        guard let room = state.roomCode else { return }
        let previous = seats.seat(server: settings.serverKey, room: room)
        guard let token = reply[string: "token"] ?? previous?.token else { return }
        // The name the room knows (a resumed seat keeps its own), else the one asked for.
        let name: String = state.me.flatMap { id in state.members.first { $0.id == id }?.name } ?? {
            switch settings.entry {
            case let .create(name), let .join(_, name, _), let .moderate(_, _, name): name
            }
        }()
        seats.remember(server: settings.serverKey, room: room,
                       seat: .init(token: token, name: name, playerID: state.me, savedAtMs: Self.nowMs()))
        saveSeats()
    }
}
