import Foundation
import PartyClient
import PartyCore
import PartyProtocol
import PartyServer
import PartyStore
import PartyTestSupport
import Testing

/// Game nights over real sockets: plan, RSVP, the calendar file, open, a playlist of Guess or
/// Pass then Would You Rather with players on TCP, WebSocket and text mode, the night's
/// scoreboard, the end, and a recap that a restart (SQLite) serves unchanged.
@Suite("Game nights end to end")
struct NightEndToEndTests {
    typealias P = GameParam

    @Test("plan → RSVP → .ics → open → playlist on TCP, WebSocket and text → scores → end → recap after a restart")
    func wholeNight() async throws {
        let dir = try DurabilityEnv.makeTempDir("night")
        defer { try? FileManager.default.removeItem(at: dir) }
        let clock = GameTestClock()
        var h = try NightHarness(clock: clock, store: try SQLiteStore(directory: dir))
        let hostToken = NightHarness.token("Host")
        let startsAt = clock.now + 2 * 3_600_000

        // Plan.
        let host = try await h.connect()
        let created = try await host.request("night.create", [
            "title": P.s("Friday, games; fun\nnight"), "starts_at_ms": P.i(Int(startsAt)), "place": P.s("Ali's flat, 2nd floor"),
            "token": P.s(hostToken), "host_name": P.s("Ali"),
        ])
        let code = try #require(created[string: "night"])
        #expect(created[string: "token"] == hostToken)
        #expect(created[string: "url"] == "/n/\(code)")

        // RSVP from another connection; the same name changes its answer with the rsvp_token its
        // first answer got (contract §8, 2026-11-28); anyone else typing the name gets name_taken.
        let guest = try await h.connect()
        let bobFirst = try await guest.request("night.rsvp", ["night": P.s(code.lowercased()), "name": P.s("Bob"), "answer": P.s("yes")])
        let bobKey = try #require(bobFirst[string: "rsvp_token"])
        try await guest.request("night.rsvp", ["night": P.s(code), "name": P.s("Cara"), "answer": P.s("maybe")])
        let changed = try await guest.request("night.rsvp", ["night": P.s(code), "name": P.s("BOB"), "answer": P.s("no"), "rsvp_token": P.s(bobKey)])
        #expect(changed[string: "answer"] == "no")
        #expect(changed[string: "rsvp_token"] == bobKey)
        await guest.refused("night.rsvp", ["night": P.s(code), "name": P.s("bob"), "answer": P.s("yes")], code: "name_taken")
        await guest.refused("night.rsvp", ["night": P.s(code), "name": P.s("Bob"), "answer": P.s("yes"), "rsvp_token": P.s(NightHarness.token("Mallory"))],
                            code: "name_taken")
        let planned = try await guest.request("night.get", ["night": P.s(code)])
        #expect(planned.json["state"].string == "planned")
        #expect(planned.json["title"].string == "Friday, games; fun night")
        #expect(planned.json["host_name"].string == "Ali")
        #expect(planned.json["rsvps"].array.map { "\($0["name"].string ?? "") \($0["answer"].string ?? "")" } == ["BOB no", "Cara maybe"])
        #expect(!planned.text.contains(hostToken))
        #expect(!planned.text.contains(bobKey), "nobody reads another guest's rsvp_token")
        #expect(planned.json["length_minutes"].int == 180, "a night lasts 3 hours unless the host says otherwise")

        // The calendar file, field by field.
        let ics = try await h.get("/n/\(code).ics")
        #expect(ics.status == 200)
        #expect(ics.headers.contains("Content-Type: text/calendar; charset=utf-8"))
        #expect(!ics.body.contains(hostToken))
        #expect(ics.body.hasSuffix("\r\n") && !ics.body.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        for line in ics.body.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75, "\(line)") }
        let cal = ParsedCalendar(ics.body)
        #expect(cal.lines.first == "BEGIN:VCALENDAR" && cal.lines.last == "END:VCALENDAR")
        #expect(cal.value("VERSION") == "2.0")
        #expect(cal.lines.filter { $0 == "BEGIN:VEVENT" }.count == 1)
        #expect(cal.value("UID")?.hasPrefix("night-\(code)-") == true)
        #expect(cal.value("DTSTAMP") == ICalendarReference.utc(clock.now))
        #expect(cal.value("DTSTART") == ICalendarReference.utc(startsAt))
        #expect(cal.value("DTEND") == ICalendarReference.utc(startsAt + 3 * 3_600_000), "the night lasts its length (3 h by default)")
        #expect(cal.value("SUMMARY").map(ParsedCalendar.unescape) == "Friday, games; fun night")
        #expect(cal.value("SUMMARY") == "Friday\\, games\\; fun night")
        #expect(cal.value("LOCATION").map(ParsedCalendar.unescape) == "Ali's flat, 2nd floor")
        #expect(cal.value("URL") == "http://127.0.0.1:\(h.httpPort)/n/\(code)")
        let alarm = try #require(cal.lines.firstIndex(of: "BEGIN:VALARM"))
        #expect(Array(cal.lines[alarm...].prefix(3)) == ["BEGIN:VALARM", "TRIGGER:-PT1H", "ACTION:DISPLAY"])
        #expect(try await h.get("/n/\(code)").status == 200)
        #expect(try await h.get("/n/\(code)/recap.json").status == 404)
        #expect(try await h.get("/n/\(code)/recap.svg").status == 404)

        // The room opens only with the host's token.
        await guest.refused("room.join", ["room": P.s(code), "name": P.s("Early")], code: "room_not_found")
        await guest.refused("night.open", ["night": P.s(code), "token": P.s(NightHarness.token("Nope"))], code: "invalid_token")
        let opened = try await host.request("night.open", ["night": P.s(code), "token": P.s(hostToken)])
        #expect(opened[string: "room"] == code)

        // A guest arrives first; the host (with the night's token) takes the host role.
        let bobJoin = try await guest.request("room.join", ["room": P.s(code), "name": P.s("Bob"), "token": P.s(NightHarness.token("Bob"))])
        let bob = try #require(bobJoin[string: "player_id"])
        #expect(bobJoin.json["snapshot"]["night"]["title"].string == "Friday, games; fun night")
        #expect(bobJoin.json["snapshot"]["night"]["state"].string == "open")
        let hostJoin = try await host.request("room.join", ["room": P.s(code), "name": P.s("Ali"), "token": P.s(hostToken)])
        let ali = try #require(hostJoin[string: "player_id"])
        _ = try await guest.next("room.host_changed") { $0[string: "host"] == ali }

        // Cara on a WebSocket, Dan in text mode.
        let cara = try await WebSocketTestClient(port: h.httpPort)
        defer { cara.close() }
        _ = try await cara.nextText(containing: "\"welcome\"")
        cara.send(#"{"type":"room.join","id":1,"room":"\#(code)","name":"Cara","token":"\#(NightHarness.token("Cara"))"}"#)
        let caraJoin = try await cara.nextText(containing: "\"re\":1")
        let caraID = try #require(caraJoin.firstMatch(of: /"player_id":"(p\d+)"/)?.1).description
        let dan = try RawSocket(port: h.server.port)
        defer { dan.close() }
        _ = try await dan.readLine()
        #expect(dan.send("join \(code) Dan\n"))
        _ = try await dan.readLine { $0.hasPrefix("Type 'help'") }

        // The host queues games: Guess or Pass (Cara guesses), Would You Rather; one more moved and removed.
        await guest.refused("playlist.add", ["game": P.s("would_you_rather")], code: "not_host")
        let gop = try await host.request("playlist.add", ["game": P.s("guess_or_pass"), "category": P.s("animals"),
                                                           "countdown_seconds": P.i(0), "guesser": P.s(caraID)])
        #expect(gop[string: "item_id"] == "i1")
        try await host.request("playlist.add", ["game": P.s("would_you_rather"), "vote_seconds": P.i(60)])
        #expect(dan.send("queue gop food\n"))
        _ = try await dan.readLine { $0.hasPrefix("! ") }  // Dan is not the host
        try await host.request("playlist.add", ["game": P.s("guess_or_pass"), "category": P.s("music")])
        try await host.request("playlist.move", ["item_id": P.s("i3"), "index": P.i(0)])
        let moved = try await guest.next("playlist.changed") { $0.json["items"][0]["item_id"].string == "i3" }
        #expect(moved.json["items"].array.map { $0["item_id"].string ?? "" } == ["i3", "i1", "i2"])
        try await host.request("playlist.remove", ["item_id": P.s("i3")])
        let queued = try await guest.next("playlist.changed") { $0.json["items"].array.count == 2 }
        #expect(queued.json["items"][0]["options"]["category"].string == "animals")
        _ = try await cara.nextText(containing: "\"playlist.changed\"")

        // Game 1: Guess or Pass; Ali gives clues, Cara guesses two cards, then the host stops.
        let first = try await host.request("playlist.next")
        #expect(first[string: "item_id"] == "i1")
        _ = try await host.next("game.started") { $0[string: "game"] == "guess_or_pass" }
        for index in 0..<2 {
            let card = try await host.next("gop.card") { $0[int: "index"] == index }
            try await host.request("gop.correct", ["index": P.i(try #require(card[int: "index"]))])
        }
        try await host.request("game.stop")
        let afterGuess = try await guest.next("night.scoreboard")
        #expect(afterGuess.json["standings"][0]["player_id"].string == caraID)
        #expect(afterGuess.json["standings"][0]["points"].int == 2)
        _ = try await dan.readLine { $0.hasPrefix("* Night scores: Cara 2") }
        let midNight = try await guest.request("room.snapshot")
        #expect(midNight.json["snapshot"]["night"]["standings"][0]["points"].int == 2,
                "a snapshot taken mid-night carries the board, so a reloaded screen draws it at once")
        let offered = try await guest.next("playlist.changed") { $0.json["current"]["item_id"].string == "i1" }
        #expect(offered.json["items"][0]["game"].string == "would_you_rather")

        // Game 2: Would You Rather; Bob, Ali and Cara vote a, Dan votes b.
        #expect(dan.send("next\n"))
        _ = try await dan.readLine { $0.hasPrefix("! ") }  // only the host starts the next game
        try await host.request("playlist.next")
        _ = try await host.next("wyr.question")
        try await host.request("wyr.vote", ["choice": P.s("a")])
        try await guest.request("wyr.vote", ["choice": P.s("a")])
        cara.send(#"{"type":"wyr.vote","id":2,"choice":"a"}"#)
        _ = try await cara.nextText(containing: "\"re\":2")
        #expect(dan.send("vote b\n"))
        let results = try await host.next("wyr.results")
        #expect(results[int: "a_votes"] == 3 && results[int: "b_votes"] == 1)
        #expect(dan.send("roll 3\n"))
        let roll = try await host.next("dice.rolled")
        #expect(dan.send("scores\n"))
        _ = try await dan.readLine { $0.hasPrefix("Night scores: Cara 3, Bob 1, Ali 1, Dan 0") }
        let board = try await guest.request("night.scoreboard")
        #expect(board.json["standings"].array.map { "\($0["name"].string ?? "") \($0["points"].int ?? -1)" }
                == ["Cara 3", "Bob 1", "Ali 1", "Dan 0"])

        // The end: the recap, served and unchanged after a restart; the room closes as promised.
        clock.advance(by: 90 * 60_000)
        let ended = try await host.request("night.end")
        _ = try await guest.next("night.ended")
        let closed = try await guest.next("room.closed")
        #expect(closed[string: "reason"] == "night_ended" && closed[string: "room"] == code)
        _ = try await host.next("room.closed")
        _ = try await cara.nextText(containing: "\"room.closed\"")
        _ = try await dan.readLine { $0.hasPrefix("* The night is over") }
        _ = try await dan.readLine { $0.hasPrefix("* The game night is over; room \(code) has closed") }
        let recap = ended.json["recap"]
        #expect(recap["games"].array.map { $0["game"].string ?? "" } == ["guess_or_pass", "would_you_rather"])
        #expect(recap["games_played"].int == 2)
        let awards = Dictionary(uniqueKeysWithValues: recap["awards"].array.map { ($0["award"].string ?? "", $0) })
        #expect(awards["best_guesser"]?["player_id"].string == caraID)
        #expect(awards["best_guesser"]?["value"].int == 2)
        #expect(awards["in_sync"]?["player_id"].string == bob)  // Bob, Ali and Cara: 1 each, Bob (p1) counted first
        #expect(awards["free_spirit"]?["name"].string == "Dan")
        #expect(awards["luckiest_roller"]?["name"].string == "Dan")
        #expect(awards["luckiest_roller"]?["value"].int == roll[int: "total"])
        #expect(awards["wheel_winner"] == nil)
        #expect(recap["duration_ms"].int == 90 * 60_000)
        let served = try await h.get("/n/\(code)/recap.json")
        #expect(served.status == 200)
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(served.body.utf8)) == ended.fields["recap"])
        #expect(!served.body.contains(hostToken))
        let card = try await h.get("/n/\(code)/recap.svg")
        #expect(card.status == 200 && card.headers.contains("Content-Type: image/svg+xml"))
        #expect(card.body.contains("Friday, games; fun night") && card.body.contains("<svg"))
        #expect(try await h.get("/n/\(code)/recap").status == 200)
        await host.refused("playlist.add", ["game": P.s("guess_or_pass")], code: "not_in_room")
        await host.refused("game.start", ["game": P.s("would_you_rather")], code: "not_in_room")
        await guest.refused("room.join", ["room": P.s(code), "name": P.s("Late")], code: "room_not_found")
        await guest.refused("room.resume", ["room": P.s(code), "token": P.s(NightHarness.token("Bob"))], code: "room_not_found")

        h.stop()
        h = try NightHarness(clock: clock, store: try SQLiteStore(directory: dir))
        defer { h.stop() }
        let again = try await h.get("/n/\(code)/recap.json")
        #expect(again.body == served.body)
        let reader = try await h.connect()
        let after = try await reader.request("night.get", ["night": P.s(code)])
        #expect(after.json["state"].string == "ended")
        #expect(after.json["recap_ready"].bool == true)
        #expect(after.json["rsvps"].array.count == 2)
    }

    @Test("auto-advance starts the next game after the break")
    func autoAdvance() async throws {
        let h = try NightHarness { $0.playlistBreakSeconds = 0 }
        defer { h.stop() }
        let host = try await h.connect()
        let token = NightHarness.token("Auto")
        let created = try await host.request("night.create", [
            "title": P.s("Auto"), "starts_at_ms": P.i(Int(h.clock.now)), "token": P.s(token), "auto_advance": P.b(true),
            "playlist": .array([.object(["game": P.s("would_you_rather")]), .object(["game": P.s("would_you_rather"), "vote_seconds": P.i(20)])]),
        ])
        let code = try #require(created[string: "night"])
        try await host.request("night.open", ["night": P.s(code), "token": P.s(token)])
        try await host.request("room.join", ["room": P.s(code), "name": P.s("Host"), "token": P.s(token)])
        try await host.request("playlist.next")
        _ = try await host.next("game.started")
        try await host.request("game.stop")
        let second = try await host.next("game.started")
        #expect(second.json["options"]["vote_seconds"].int == 20)
        let playlist = try await host.request("night.get", ["night": P.s(code)])
        #expect(playlist.json["playlist"].array.isEmpty)
        #expect(playlist.json["current"]["item_id"].string == "i2")
    }

    @Test("a game added to the registry is queued, checked by its own options and played from the playlist")
    func registeredGame() async throws {
        let h = try NightHarness(checkSchema: false) { $0.games = GameRegistry.standard.adding(CoinRace.self) }
        defer { h.stop() }
        let host = try await h.connect()
        let token = NightHarness.token("Race")
        let tooFar = JSONValue.array([.object(["game": P.s("coin_race"), "target": P.i(99)])])
        #expect(await host.refused("night.create", ["title": P.s("Race"), "starts_at_ms": P.i(Int(h.clock.now)), "playlist": tooFar],
                                   code: "bad_request").hasPrefix("playlist[0].target:"))
        let code = try #require(try await host.request("night.create", [
            "title": P.s("Race"), "starts_at_ms": P.i(Int(h.clock.now)), "token": P.s(token),
            "playlist": .array([.object(["game": P.s("coin_race"), "target": P.i(2)])]),
        ])[string: "night"])
        try await host.request("night.open", ["night": P.s(code), "token": P.s(token)])
        try await host.request("room.join", ["room": P.s(code), "name": P.s("Host"), "token": P.s(token)])
        await host.refused("playlist.add", ["game": P.s("coin_race"), "seconds": P.i(0)], code: "bad_request")
        try await host.request("playlist.next")
        let started = try await host.next("game.started")
        #expect(started[string: "game"] == "coin_race")
        #expect(started.json["options"]["target"].int == 2)
        try await host.request("game.stop")
        let board = try await host.next("night.scoreboard")
        #expect(board.json["standings"][0]["points"].int == 0)  // Coin Race reports no night points: the default
    }

    @Test("an ended night is forgotten --night-retention-days after its end")
    func retention() async throws {
        let h = try NightHarness { $0.nightRetentionDays = 1 }
        defer { h.stop() }
        let host = try await h.connect()
        let token = NightHarness.token("Keep")
        let code = try #require(try await host.request("night.create", [
            "title": P.s("Short-lived"), "starts_at_ms": P.i(Int(h.clock.now)), "token": P.s(token),
        ])[string: "night"])
        try await host.request("night.open", ["night": P.s(code), "token": P.s(token)])
        try await host.request("room.join", ["room": P.s(code), "name": P.s("Host"), "token": P.s(token)])
        try await host.request("night.end")
        #expect(try await h.get("/n/\(code)/recap.json").status == 200)
        h.clock.advance(by: 23 * 3_600_000)
        try await Task.sleep(for: .milliseconds(1500))  // a sweep or two: still kept within the day
        #expect(try await h.get("/n/\(code)/recap.json").status == 200)
        h.clock.advance(by: 2 * 3_600_000)
        var status = 200
        for _ in 0..<60 where status == 200 {
            try await Task.sleep(for: .milliseconds(100))
            status = try await h.get("/n/\(code)/recap.json").status
        }
        #expect(status == 404)
        await host.refused("night.get", ["night": P.s(code)], code: "not_found")
    }

    @Test("a dropped player resumes with their points, a kicked one stays greyed, and the room emptying ends the night")
    func dropsKicksAndClosing() async throws {
        let h = try NightHarness()
        defer { h.stop() }
        let host = try await h.connect()
        let token = NightHarness.token("Kick")
        let code = try #require(try await host.request("night.create", [
            "title": P.s("Rowdy"), "starts_at_ms": P.i(Int(h.clock.now)), "token": P.s(token),
            "playlist": .array([.object(["game": P.s("would_you_rather")])]),
        ])[string: "night"])
        try await host.request("night.open", ["night": P.s(code), "token": P.s(token)])
        try await host.request("room.join", ["room": P.s(code), "name": P.s("Host"), "token": P.s(token)])
        var seats: [(PartyClient, String, String)] = []
        for name in ["Ann", "Ben"] {
            let client = try await h.connect()
            let tok = NightHarness.token(name)
            let id = try #require(try await client.request("room.join", ["room": P.s(code), "name": P.s(name), "token": P.s(tok)])[string: "player_id"])
            seats.append((client, id, tok))
        }
        try await host.request("playlist.next")
        _ = try await host.next("wyr.question")
        for client in [host, seats[0].0, seats[1].0] { try await client.request("wyr.vote", ["choice": P.s("a")]) }
        _ = try await host.next("wyr.results")
        try await host.request("game.stop")
        _ = try await host.next("night.scoreboard")

        // Ann drops and resumes on a new connection: same seat, same points.
        seats[0].0.close()
        let back = try await h.connect()
        let resumed = try await back.request("room.resume", ["room": P.s(code), "token": P.s(seats[0].2)])
        #expect(resumed[string: "player_id"] == seats[0].1)
        // Ben is kicked: his point stays, marked.
        try await host.request("room.kick", ["player_id": P.s(seats[1].1)])
        let board = try await back.request("night.scoreboard").json["standings"].array
        #expect(board.map { "\($0["name"].string ?? "") \($0["points"].int ?? -1) \($0["kicked"].bool ?? false)" }
                == ["Host 1 false", "Ann 1 false", "Ben 1 true"])

        // Everyone leaves: the room closes and the night ends with its recap.
        try await back.request("room.leave")
        try await host.request("room.leave")
        var state = ""
        for _ in 0..<50 where state != "ended" {
            state = try await host.request("night.get", ["night": P.s(code)])[string: "state"] ?? ""
            if state != "ended" { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(state == "ended")
        let recap = try await h.get("/n/\(code)/recap.json")
        #expect(recap.status == 200 && recap.body.contains("\"kicked\":true"))
    }

    @Test("a planned night opens by itself at its start")
    func opensAtStart() async throws {
        let h = try NightHarness()
        defer { h.stop() }
        let host = try await h.connect()
        let created = try await host.request("night.create", ["title": P.s("Soon"), "starts_at_ms": P.i(Int(h.clock.now + 60_000))])
        let code = try #require(created[string: "night"])
        await host.refused("room.join", ["room": P.s(code), "name": P.s("Eve")], code: "room_not_found")
        h.clock.advance(by: 60_000)
        var joined: ServerFrame?
        for _ in 0..<100 where joined == nil {
            try await Task.sleep(for: .milliseconds(50))
            joined = try? await host.request("room.join", ["room": P.s(code), "name": P.s("Eve")])
        }
        #expect(joined?.json["snapshot"]["night"]["state"].string == "open")
    }

    @Test("bad input gets stable codes and changes nothing")
    func badInput() async throws {
        let h = try NightHarness { $0.rsvpBurst = 10; $0.rsvpPerSecond = 0.001 }
        defer { h.stop() }
        let c = try await h.connect()
        let now = Int(h.clock.now), hour = 3_600_000, day = 24 * hour
        func create(_ extra: [String: JSONValue]) -> [String: JSONValue] {
            ["title": P.s("Night"), "starts_at_ms": P.i(now + hour)].merging(extra) { $1 }
        }
        #expect(await c.refused("night.create", create(["starts_at_ms": P.i(now - hour - 1)]), code: "bad_request").hasPrefix("starts_at_ms:"))
        #expect(await c.refused("night.create", create(["starts_at_ms": P.i(now + 367 * day)]), code: "bad_request").hasPrefix("starts_at_ms:"))
        #expect(await c.refused("night.create", create(["title": P.s(String(repeating: "t", count: 81))]), code: "bad_request").hasPrefix("title:"))
        #expect(await c.refused("night.create", create(["title": P.s("\u{1B}[0m")]), code: "bad_request").hasPrefix("title:"))
        #expect(await c.refused("night.create", create(["place": P.s(String(repeating: "p", count: 121))]), code: "bad_request").hasPrefix("place:"))
        #expect(await c.refused("night.create", create(["length_minutes": P.i(10)]), code: "bad_request").hasPrefix("length_minutes:"))
        #expect(await c.refused("night.create", create(["length_minutes": P.i(1441)]), code: "bad_request").hasPrefix("length_minutes:"))
        #expect(await c.refused("night.create", create(["length_minutes": P.s("3h")]), code: "bad_request").hasPrefix("length_minutes:"))
        let tooMany = JSONValue.array(Array(repeating: .object(["game": P.s("guess_or_pass")]), count: 51))
        #expect(await c.refused("night.create", create(["playlist": tooMany]), code: "bad_request").hasPrefix("playlist:"))
        let chess = JSONValue.array([.object(["game": P.s("chess")])])
        #expect(await c.refused("night.create", create(["playlist": chess]), code: "bad_request").hasPrefix("playlist[0].game:"))
        let badOption = JSONValue.array([.object(["game": P.s("would_you_rather")]), .object(["game": P.s("guess_or_pass"), "category": P.s("planets")])])
        #expect(await c.refused("night.create", create(["playlist": badOption]), code: "bad_request").hasPrefix("playlist[1].category:"))
        await c.refused("night.get", ["night": P.s("ZZZZ")], code: "not_found")
        await c.refused("night.get", ["night": P.s("12")], code: "bad_request")

        let token = NightHarness.token("Bad")
        let code = try #require(try await c.request("night.create", create(["token": P.s(token)]))[string: "night"])
        await c.refused("night.rsvp", ["night": P.s(code), "name": P.s("Ann"), "answer": P.s("perhaps")], code: "bad_request")
        await c.refused("night.rsvp", ["night": P.s(code), "name": P.s(" "), "answer": P.s("yes")], code: "bad_request")
        // The refused blank name took one of the address's 10; nine more go through, then the flood stops.
        for i in 0..<9 { try await c.request("night.rsvp", ["night": P.s(code), "name": P.s("Guest \(i)"), "answer": P.s("yes")]) }
        await c.refused("night.rsvp", ["night": P.s(code), "name": P.s("Flood"), "answer": P.s("yes")], code: "rate_limited")
        #expect(try await c.request("night.get", ["night": P.s(code)]).json["rsvps"].array.count == 9)

        // Not a night's room; playlist limits; the recap before the end.
        let other = try await h.connect()
        try await other.request("room.create", ["name": P.s("Solo")])
        await other.refused("playlist.add", ["game": P.s("guess_or_pass")], code: "not_found")
        try await c.request("night.open", ["night": P.s(code), "token": P.s(token)])
        try await c.request("room.join", ["room": P.s(code), "name": P.s("Host"), "token": P.s(token)])
        await c.refused("playlist.add", ["game": P.s("chess")], code: "bad_request")
        #expect(await c.refused("playlist.add", ["game": P.s("guess_or_pass"), "round_seconds": P.i(1)], code: "bad_request").hasPrefix("round_seconds:"))
        await c.refused("playlist.add", ["game": P.s("guess_or_pass"), "category": .object([:])], code: "bad_request")
        await c.refused("playlist.next", code: "wrong_phase")
        await c.refused("playlist.remove", ["item_id": P.s("i9")], code: "not_found")
        for _ in 0..<50 { try await c.request("playlist.add", ["game": P.s("guess_or_pass")]) }
        await c.refused("playlist.add", ["game": P.s("guess_or_pass")], code: "limit_reached")
        #expect(try await h.get("/n/\(code)/recap.json").status == 404)
        #expect(try await h.get("/n/ZZZZ.ics").status == 404)
    }

    @Test("an RSVP belongs to the browser that gave it (its rsvp_token) and to the host; a wrong host token is refused")
    func rsvpOwnership() async throws {
        let h = try NightHarness()
        defer { h.stop() }
        let host = try await h.connect()
        let token = NightHarness.token("Owner")
        let code = try #require(try await host.request("night.create", [
            "title": P.s("Mine"), "starts_at_ms": P.i(Int(h.clock.now + 3_600_000)), "token": P.s(token), "length_minutes": P.i(150),
        ])[string: "night"])
        let bea = try await h.connect(), mallory = try await h.connect()
        let first = try await bea.request("night.rsvp", ["night": P.s(code), "name": P.s("Bea"), "answer": P.s("yes")])
        let key = try #require(first[string: "rsvp_token"])
        #expect(key.count >= 16)
        await mallory.refused("night.rsvp", ["night": P.s(code), "name": P.s("BEA"), "answer": P.s("no")], code: "name_taken")
        await mallory.refused("night.rsvp", ["night": P.s(code), "name": P.s("Bea"), "answer": P.s("no"), "token": P.s(NightHarness.token("Fake"))],
                              code: "invalid_token")
        func answer() async throws -> String? {
            try await host.request("night.get", ["night": P.s(code)]).json["rsvps"].array.first { $0["name"].string == "Bea" }?["answer"].string
        }
        #expect(try await answer() == "yes", "a refused answer changes nothing")
        let byHost = try await mallory.request("night.rsvp", ["night": P.s(code), "name": P.s("bea"), "answer": P.s("maybe"), "token": P.s(token)])
        #expect(byHost[string: "answer"] == "maybe" && byHost[string: "rsvp_token"] == nil, "the host changes any answer, and gets no guest's token")
        let again = try await bea.request("night.rsvp", ["night": P.s(code), "name": P.s("Bea"), "answer": P.s("no"), "rsvp_token": P.s(key)])
        #expect(again[string: "answer"] == "no", "the host's change did not take Bea's answer from her")
        #expect(try await answer() == "no")
        let night = try await host.request("night.get", ["night": P.s(code)])
        #expect(night.json["length_minutes"].int == 150)
        #expect(!night.text.contains(key))
        let ics = ParsedCalendar(try await h.get("/n/\(code).ics").body)
        #expect(ics.value("DTEND") == ICalendarReference.utc(h.clock.now + 3_600_000 + 150 * 60_000))
    }

    @Test("ending the night stops the game, shows the recap to everyone (the TV too) and closes the room")
    func endClosesTheRoom() async throws {
        let h = try NightHarness()
        defer { h.stop() }
        let host = try await h.connect()
        let token = NightHarness.token("Closer")
        let code = try #require(try await host.request("night.create", [
            "title": P.s("Closing time"), "starts_at_ms": P.i(Int(h.clock.now)), "token": P.s(token),
            "playlist": .array([.object(["game": P.s("would_you_rather")]), .object(["game": P.s("guess_or_pass")])]),
        ])[string: "night"])
        try await host.request("night.open", ["night": P.s(code), "token": P.s(token)])
        try await host.request("room.join", ["room": P.s(code), "name": P.s("Host"), "token": P.s(token)])
        let guest = try await h.connect()
        try await guest.request("room.join", ["room": P.s(code), "name": P.s("Guest")])
        let tv = try await h.connect()
        try await tv.request("room.join", ["room": P.s(code), "role": P.s("screen")])
        try await host.request("playlist.next")
        _ = try await guest.next("wyr.question")
        let ended = try await host.request("night.end")
        #expect(ended.json["recap"]["title"].string == "Closing time")
        for client in [guest, tv] {
            let stopped = try await client.next("game.stopped")
            #expect(stopped[string: "reason"] == "night_ended")
            let over = try await client.next("night.ended")
            #expect(over.json["recap"]["night"].string == code, "the recap comes with the end, for every member and screen")
            let closed = try await client.next("room.closed")
            #expect(closed[string: "reason"] == "night_ended")
        }
        await guest.refused("chat.send", ["text": P.s("one more game?")], code: "not_in_room")
        await host.refused("playlist.next", code: "not_in_room")
        await tv.refused("room.snapshot", code: "not_in_room")
        await guest.refused("room.join", ["room": P.s(code), "name": P.s("Guest")], code: "room_not_found")
        let night = try await guest.request("night.get", ["night": P.s(code)])
        #expect(night.json["state"].string == "ended")
        #expect(night.json["playlist"].array.map { $0["game"].string } == ["guess_or_pass"], "the unplayed game stays listed, the night says it is over")
    }

    @Test("RSVPs stop at 200 names; a known name may still change its answer")
    func rsvpCap() async throws {
        let h = try NightHarness { $0.rsvpBurst = 1_000 }
        defer { h.stop() }
        let c = try await h.connect()
        let code = try #require(try await c.request("night.create", ["title": P.s("Big"), "starts_at_ms": P.i(Int(h.clock.now))])[string: "night"])
        var keys: [String] = []
        for i in 0..<200 {
            keys.append(try await c.request("night.rsvp", ["night": P.s(code), "name": P.s("G\(i)"), "answer": P.s("yes")])[string: "rsvp_token"] ?? "")
        }
        await c.refused("night.rsvp", ["night": P.s(code), "name": P.s("G200"), "answer": P.s("yes")], code: "limit_reached")
        try await c.request("night.rsvp", ["night": P.s(code), "name": P.s("g7"), "answer": P.s("no"), "rsvp_token": P.s(keys[7])])
        let night = try await c.request("night.get", ["night": P.s(code)])
        #expect(night.json["rsvps"].array.count == 200)
        #expect(night.json["rsvps"][7]["answer"].string == "no")
    }
}

/// The UTC form the calendar uses, computed independently of the server (Foundation's calendar).
enum ICalendarReference {
    static func utc(_ millis: Int64) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: Date(timeIntervalSince1970: Double(millis / 1000)))
    }
}
