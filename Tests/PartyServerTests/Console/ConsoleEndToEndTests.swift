import Foundation
import PartyClient
import PartyConsole
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

extension EndToEnd {
    /// Issue 31 on one server: every endpoint of the operator console (contract §9) with real
    /// members over TCP, text mode and WebSocket, and what each member sees.
    @Suite("Operator console: one server")
    struct ConsoleEndToEndTests {
        static func configure(_ config: inout ServerConfig) {
            config.requestsPerSecond = 10_000
            config.requestBurst = 10_000
            config.web = WebConfig(httpPort: 0, httpsPort: nil, publicURL: nil, allowedOrigins: nil)
            ConsoleAccess.configure(&config)
        }

        @Test("the room list and a room's details show every member, role and transport, never a token")
        func roomsAndDetails() async throws {
            try await ServerHarness.run(Self.configure) { s in
                let host = try await s.client()
                let seat = try await host.create("Ann")
                let code = seat.room
                _ = try await (try await s.client()).join(code, "Ben")
                _ = try await (try await s.client()).join(code, "Cat", role: "audience")
                let text = try s.rawSocket()
                _ = try await text.readLine()
                #expect(text.send("join \(code) Dee\n"))
                _ = try await text.readLine(timeout: 10) { $0.contains("You are in room \(code)") }
                let browser = try await WebSocketTestClient(port: s.httpPort)
                defer { browser.close() }
                _ = try await browser.nextText(containing: "welcome")
                browser.send(#"{"type":"room.join","id":1,"room":"\#(code)","name":"Eve"}"#)
                _ = try await browser.nextText(containing: "\"re\":1")
                let tv = try await s.client()
                _ = try await tv.request("room.join", ["room": .string(code), "role": .string("screen")])
                let other = try await (try await s.client()).create("Zed")
                try await host.request("game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(60)])

                let list = try await s.console.get("/admin/api/rooms")
                let rooms = list["rooms"]?.array ?? []
                #expect(rooms.map { $0["code"]?.text } == [code, other.room], "most members first")
                let room = try #require(list.roomsByCode[code])
                #expect(room["players"]?.int == 4 && room["audience"]?.int == 1 && room["members"]?.int == 5)
                #expect(room["screens"]?.int == 1 && room["moderators"]?.int == 0)
                #expect(room["game"]?.text == "would_you_rather" && room["locked"]?.bool == false)
                #expect(room["settings"]?["filter"]?.text == "moderate")
                #expect(room["node"]?.text == ProcessInfo.processInfo.hostName)
                #expect((room["created_at_ms"]?.int ?? 0) > 0 && (room["last_activity_ms"]?.int ?? 0) >= (room["created_at_ms"]?.int ?? 0))
                #expect(list.roomsByCode[other.room]?["game"] == .null, "a room with no game says null")

                let details = try await s.console.get("/admin/api/rooms/\(code.lowercased())")
                let members = (details["members"]?.array ?? []).map { m in
                    [m["name"]?.text ?? "", m["role"]?.text ?? "", m["transport"]?.text ?? "-", m["host"]?.bool == true ? "host" : ""]
                }
                #expect(members == [["Ann", "player", "tcp", "host"], ["Ben", "player", "tcp", ""], ["Cat", "audience", "tcp", ""],
                                    ["Dee", "player", "text", ""], ["Eve", "player", "ws", ""]])
                #expect(details["screens"]?.array.count == 1)
                #expect(details["game"]?["game"]?.text == "would_you_rather" && details["game"]?["phase"]?.text == "voting")
                #expect(details["bans"] == .array([]) && details["moderators"] == .array([]))
                let raw = String(decoding: try await s.console.call("GET", "/admin/api/rooms/\(code)").0.body, as: UTF8.self)
                #expect(!raw.contains("token") && !raw.contains("127.0.0.1"), "no token or address in a room's details: \(raw)")
                let (missing, body) = try await s.console.call("GET", "/admin/api/rooms/QQQQ")
                #expect(missing.status == 404 && body?["error"]?.text == "room_not_found")
                let (bad, badBody) = try await s.console.call("GET", "/admin/api/rooms/AB1")
                #expect(bad.status == 400 && badBody?["error"]?.text == "bad_request")
            }
        }

        @Test("a room's details list its moderators and bans (never a key or an address); a notice reaches the moderators too")
        func moderatorsAndBans() async throws {
            try await ServerHarness.run(Self.configure) { s in
                let host = try await s.client()
                let seat = try await host.create("Ann")
                let invitation = try await host.modInvite()
                let mod = try await s.client()
                let modSeat = try await mod.moderate(seat.room, "Mia", invitation: invitation)
                let troll = try await s.client()
                let trollSeat = try await troll.join(seat.room, "Troll")
                try await host.request("room.ban", ["player_id": .string(trollSeat.playerID), "address": .bool(true)])

                let list = try await s.console.get("/admin/api/rooms")
                #expect(list.roomsByCode[seat.room]?["moderators"]?.int == 1)
                let details = try await s.console.get("/admin/api/rooms/\(seat.room)")
                let mods = details["moderators"]?.array ?? []
                #expect(mods.count == 1)
                #expect(mods.first?["player_id"]?.text == modSeat.playerID && mods.first?["name"]?.text == "Mia")
                #expect(mods.first?["role"]?.text == "moderator" && mods.first?["connected"]?.bool == true && mods.first?["transport"]?.text == "tcp")
                let bans = details["bans"]?.array ?? []
                #expect(bans.count == 1)
                #expect(bans.first?["name"]?.text == "Troll" && bans.first?["address"]?.bool == true)
                #expect((bans.first?["ban_id"]?.text ?? "").hasPrefix("b") && (bans.first?["at_ms"]?.int ?? 0) > 0)
                let raw = String(decoding: try await s.console.call("GET", "/admin/api/rooms/\(seat.room)").0.body, as: UTF8.self)
                #expect(!raw.contains("key") && !raw.contains("127.0.0.1") && !raw.contains("token"), "no key, token or address: \(raw)")

                let result = try await s.console.post("/admin/api/notice", #"{"text":"Last round in 5 minutes"}"#)
                #expect(result["count"]?.int == 2, "the host and the moderator")
                #expect(try await mod.next("server.notice")[string: "text"] == "Last round in 5 minutes")
            }
        }

        @Test("close sends room.closed with the operator's message to members on every transport and to the TV; the room is gone")
        func closeWithAMessage() async throws {
            try await ServerHarness.run(Self.configure) { s in
                let ann = try await s.client()
                let seat = try await ann.create("Ann")
                let ben = try await s.client()
                let benSeat = try await ben.join(seat.room, "Ben")
                let text = try s.rawSocket()
                _ = try await text.readLine()
                #expect(text.send("join \(seat.room) Dee\n"))
                _ = try await text.readLine(timeout: 10) { $0.contains("You are in room") }
                let tv = try await s.client()
                _ = try await tv.request("room.join", ["room": .string(seat.room), "role": .string("screen")])

                let result = try await s.console.post("/admin/api/rooms/\(seat.room)/close", #"{"message":"Closed: this room broke the rules"}"#)
                #expect(result["action"]?.text == "close" && result["room"]?.text == seat.room)
                for client in [ann, ben, tv] {
                    let closed = try await client.next("room.closed")
                    #expect(closed[string: "room"] == seat.room && closed[string: "reason"] == "operator")
                    #expect(closed[string: "message"] == "Closed: this room broke the rules")
                }
                _ = try await text.readLine(timeout: 10) { $0 == "* The server's operator closed room \(seat.room): Closed: this room broke the rules" }
                await #expect(throws: ClientError.self) { try await ben.request("chat.send", ["text": .string("still here?")]) }
                let again = try await s.client()
                do {
                    _ = try await again.resume(seat.room, token: try #require(benSeat.token))
                    Issue.record("a closed room took a resume")
                } catch let error as ClientError {
                    #expect(error.code == "room_not_found")
                }
                let list = try await s.console.get("/admin/api/rooms")
                #expect(list.roomsByCode[seat.room] == nil)
                let (gone, _) = try await s.console.call("POST", "/admin/api/rooms/\(seat.room)/close")
                #expect(gone.status == 404, "closing it again: no such room")
            }
        }

        @Test("kick removes a member as the host's kick does, by the operator; an unknown member is 404 and changes nothing")
        func kick() async throws {
            try await ServerHarness.run(Self.configure) { s in
                let ann = try await s.client()
                let seat = try await ann.create("Ann")
                let ben = try await s.client()
                let benSeat = try await ben.join(seat.room, "Ben")
                let (missing, body) = try await s.console.call("POST", "/admin/api/rooms/\(seat.room)/kick", json: #"{"player_id":"p9"}"#)
                #expect(missing.status == 404 && body?["error"]?.text == "not_found")
                let (noPlayer, noBody) = try await s.console.call("POST", "/admin/api/rooms/\(seat.room)/kick", json: "{}")
                #expect(noPlayer.status == 400 && noBody?["message"]?.text?.hasPrefix("player_id") == true)
                let result = try await s.console.post("/admin/api/rooms/\(seat.room)/kick", #"{"player_id":"\#(benSeat.playerID)"}"#)
                #expect(result["player_id"]?.text == benSeat.playerID)
                let kicked = try await ben.next("room.kicked")
                #expect(kicked[string: "player_id"] == benSeat.playerID && kicked[string: "by"] == "operator")
                let left = try await ann.next("room.player_left")
                #expect(left[string: "player_id"] == benSeat.playerID && left[string: "reason"] == "kicked")
                let details = try await s.console.get("/admin/api/rooms/\(seat.room)")
                #expect(details["members"]?.array.map { $0["name"]?.text } == ["Ann"])
            }
        }

        @Test("a notice reaches every member and screen of every room, in JSON and in text mode")
        func notice() async throws {
            try await ServerHarness.run(Self.configure) { s in
                let ann = try await s.client()
                let a = try await ann.create("Ann")
                let bob = try await s.client()
                _ = try await bob.create("Bob")
                let tv = try await s.client()
                _ = try await tv.request("room.join", ["room": .string(a.room), "role": .string("screen")])
                let text = try s.rawSocket()
                _ = try await text.readLine()
                #expect(text.send("join \(a.room) Dee\n"))
                _ = try await text.readLine(timeout: 10) { $0.contains("You are in room") }
                let lobby = try await s.client()  // connected, in no room: not a member of any room

                let result = try await s.console.post("/admin/api/notice", #"{"text":"The server restarts in 5 minutes"}"#)
                #expect(result["count"]?.int == 4)
                for client in [ann, bob, tv] {
                    let notice = try await client.next("server.notice")
                    #expect(notice[string: "text"] == "The server restarts in 5 minutes" && notice.fields["room"] == nil)
                }
                _ = try await text.readLine(timeout: 10) { $0 == "* Notice from the server: The server restarts in 5 minutes" }
                try await lobby.request("ping")
                #expect(!lobby.frames.contains { $0.type == "server.notice" })
                for body in ["{}", #"{"text":""}"#, #"{"text":"   "}"#, #"{"text":5}"#, "not json", #"["text"]"#] {
                    let (response, json) = try await s.console.call("POST", "/admin/api/notice", json: body)
                    #expect(response.status == 400, "\(body)")
                    #expect(["bad_request", "bad_json"].contains(json?["error"]?.text ?? ""), "\(body)")
                }
                let long = String(repeating: "x", count: 501)
                #expect(try await s.console.call("POST", "/admin/api/notice", json: #"{"text":"\#(long)"}"#).0.status == 400)
            }
        }

        @Test("maintenance refuses new rooms and night openings with `maintenance`; open rooms play on; off lets them open again")
        func maintenance() async throws {
            try await ServerHarness.run(Self.configure) { s in
                let ann = try await s.client()
                let seat = try await ann.create("Ann")
                let planner = try await s.client()
                let night = try await planner.request("night.create", ["title": .string("Friday"),
                                                                       "starts_at_ms": .int(Int(Date().timeIntervalSince1970 * 1000) + 3_600_000)])
                let on = try await s.console.post("/admin/api/maintenance", #"{"on":true}"#)
                #expect(on["on"]?.bool == true)
                #expect(try await s.console.get("/admin/api/stats")["maintenance"]?.bool == true)
                let bob = try await s.client()
                do {
                    _ = try await bob.create("Bob")
                    Issue.record("room.create during maintenance was accepted")
                } catch let error as ClientError {
                    #expect(error.code == "maintenance")
                }
                do {
                    _ = try await planner.request("night.open", ["night": try #require(night.fields["night"]), "token": try #require(night.fields["token"])])
                    Issue.record("night.open during maintenance was accepted")
                } catch let error as ClientError {
                    #expect(error.code == "maintenance")
                }
                let text = try s.rawSocket()
                _ = try await text.readLine()
                #expect(text.send("create Cid\n"))
                _ = try await text.readLine(timeout: 10) { $0.hasPrefix("! ") && $0.hasSuffix("(maintenance)") }
                _ = try await bob.join(seat.room, "Bob")  // open rooms play on
                try await ann.chat("still playing")
                _ = try await bob.nextChat("still playing")
                let (bad, _) = try await s.console.call("POST", "/admin/api/maintenance", json: #"{"on":"yes"}"#)
                #expect(bad.status == 400)
                #expect(try await s.console.get("/admin/api/stats")["maintenance"]?.bool == true, "a bad request changed nothing")
                try await s.console.post("/admin/api/maintenance", #"{"on":false}"#)
                _ = try await (try await s.client()).create("Dan")
            }
        }

        @Test("stats: connections, rooms, members, memory, store and the server itself as its only node; drain is 409 here")
        func statsAndDrainOnASingleServer() async throws {
            try await ServerHarness.run(Self.configure) { s in
                let ann = try await s.client()
                let seat = try await ann.create("Ann")
                _ = try await (try await s.client()).join(seat.room, "Ben")
                let stats = try await s.console.get("/admin/api/stats")
                #expect(stats["rooms"]?.int == 1 && stats["members"]?.int == 2)
                #expect((stats["connections"]?.int ?? 0) >= 2)
                #expect((stats["rss_bytes"]?.int ?? 0) > 1_000_000 && stats["uptime_s"]?.int != nil)
                #expect(stats["store"]?.text == "ok" && stats["cluster"]?.bool == false)
                let nodes = stats["nodes"]?.array ?? []
                #expect(nodes.count == 1 && nodes.first?["up"]?.bool == true && nodes.first?["rooms"]?.int == 1)
                let (drain, body) = try await s.console.call("POST", "/admin/api/drain")
                #expect(drain.status == 409 && body?["error"]?.text == "not_a_cluster")
                let (metrics, _) = try await s.console.call("GET", "/metrics")
                #expect(metrics.status == 200 && String(decoding: metrics.body, as: UTF8.self).contains("partyline_rooms 1"))
            }
        }

        @Test("auth: no token, a wrong one, an empty one, another scheme, a token in the query string: 401 and no data")
        func authFailures() async throws {
            try await ServerHarness.run({ config in
                Self.configure(&config)
                ConsoleAccess.configure(&config, failures: 50)  // every refusal here counts; the lockout has its own test
            }) { s in
                let seat = try await (try await s.client()).create("Ann")
                let right = ConsoleAccess.token
                let attempts: [(String, String?, [(String, String)])] = [
                    ("/admin/api/rooms", nil, []),
                    ("/admin/api/rooms", "wrong-token-0123456789abcdef", []),
                    ("/admin/api/rooms", nil, [("Authorization", "Bearer ")]),
                    ("/admin/api/rooms", nil, [("Authorization", "Bearer")]),
                    ("/admin/api/rooms", nil, [("Authorization", "Basic \(right)")]),
                    ("/admin/api/rooms?token=\(right)", nil, []),
                    ("/admin/api/rooms?access_token=\(right)", nil, [("Authorization", "Bearer nope")]),
                    ("/admin/api/rooms", nil, [("Authorization", "Bearer \(right)"), ("Authorization", "Bearer \(right)")]),
                    ("/admin/api/rooms/\(seat.room)", String(right.dropLast()), []),
                    ("/metrics", nil, []),
                ]
                for (path, token, headers) in attempts {
                    let (response, _) = try await s.console.call("GET", path, token: token, headers: headers)
                    #expect(response.status == 401, "\(path) \(headers.map(\.0))")
                    #expect(response.body.isEmpty, "a refusal carries no data")
                    #expect(response.header("www-authenticate") == "Bearer realm=\"partyline-admin\"")
                }
                let (closed, _) = try await s.console.call("POST", "/admin/api/rooms/\(seat.room)/close", token: "x-\(right)")
                #expect(closed.status == 401)
                #expect(try await s.console.get("/admin/api/rooms").roomsByCode[seat.room] != nil, "a refused close closed nothing")
                let (ok, _) = try await s.console.call("GET", "/admin/api/rooms", token: nil, headers: [("Authorization", "bearer \(right)")])
                #expect(ok.status == 200, "the scheme is case-insensitive")
            }
        }

        @Test("failed attempts are rate limited per address: past the burst even the right token gets 429")
        func failedAttemptsAreRateLimited() async throws {
            try await ServerHarness.run({ config in
                Self.configure(&config)
                ConsoleAccess.configure(&config, failures: 3)
            }) { s in
                for _ in 0..<3 {
                    #expect(try await s.console.call("GET", "/admin/api/stats", token: "guess-0123456789abcdef").0.status == 401)
                }
                let (limited, body) = try await s.console.call("GET", "/admin/api/stats", token: "guess-0123456789abcdef")
                #expect(limited.status == 429 && body?["error"]?.text == "rate_limited")
                #expect(Int(limited.header("retry-after") ?? "") ?? 0 >= 1)
                #expect(try await s.console.call("GET", "/admin/api/stats").0.status == 429, "locked out: the token is not even looked at")
            }
        }

        @Test("HTTP hygiene: no CORS, no cookies, OPTIONS and PUT refused, bodies capped, wrong methods named")
        func httpHygiene() async throws {
            try await ServerHarness.run(Self.configure) { s in
                let (preflight, _) = try await s.console.call("OPTIONS", "/admin/api/rooms", headers: [
                    ("Origin", "https://evil.example"), ("Access-Control-Request-Method", "POST"),
                    ("Access-Control-Request-Headers", "authorization")])
                #expect(preflight.status == 405)
                let (rooms, _) = try await s.console.call("GET", "/admin/api/rooms", headers: [("Origin", "https://evil.example")])
                #expect(rooms.status == 200)
                for response in [preflight, rooms] {
                    #expect(!response.headers.contains { $0.name.hasPrefix("access-control-") || $0.name == "set-cookie" })
                }
                #expect(rooms.header("cache-control") == "no-store" && rooms.header("content-type") == "application/json; charset=utf-8")
                let (put, _) = try await s.console.call("PUT", "/admin/api/rooms")
                #expect(put.status == 405)
                let (getClose, body) = try await s.console.call("GET", "/admin/api/notice")
                #expect(getClose.status == 405 && getClose.header("allow") == "POST" && body?["error"]?.text == "method_not_allowed")
                let big = #"{"text":""# + String(repeating: "y", count: 17 * 1024) + #""}"#
                #expect(try await s.console.call("POST", "/admin/api/notice", json: big).0.status == 413)
                #expect(try await s.console.call("GET", "/admin/api/nothing").0.status == 404)
                let (page, _) = try await s.console.call("GET", "/admin", token: nil)
                #expect(page.status == 200 && String(decoding: page.body, as: UTF8.self).contains("PartyLine console"))
                #expect(page.header("content-security-policy")?.contains("script-src 'self'") == true)
                let (root, _) = try await s.console.call("GET", "/", token: nil)
                #expect(root.status == 303 && root.header("location") == "/admin")
                let (players, _) = try await ConsoleAccess(port: s.httpPort).call("GET", "/admin/api/rooms")
                #expect(players.status == 404, "the players' HTTP port has no console")
            }
        }
    }
}
