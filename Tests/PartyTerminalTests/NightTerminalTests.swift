import Foundation
import PartyClient
import PartyProtocol
import Testing
@testable import PartyTerminal

/// Game nights in the terminal client (issue 23): `/night`, `/queue`, `/next`, the playlist and
/// the night's scoreboard, from recorded frames.
@Suite struct NightTerminalTests {
    /// A seated host (Alice, p1) whose machine's clock reads in `zone`.
    func host(zone: String = "UTC") -> ClientState {
        var s = seatedState()
        s.night.timeZone = TimeZone(identifier: zone)!
        return s
    }

    /// The queue after Guess or Pass started: Would You Rather next, then a game without a screen.
    let playlist = #"{"type":"playlist.changed","room":"ABCD","seq":5,"items":[{"item_id":"i2","game":"would_you_rather","options":{"categories":["silly"]}},{"item_id":"i3","game":"quiz","options":{}},{"item_id":"i4","game":"guess_or_pass","options":{"category":"food"}}],"current":{"item_id":"i1","game":"guess_or_pass","options":{"category":"animals"}},"auto_advance":true}"#

    @Test func planningReadsTheDateInTheMachinesTimezone() {
        var s = host(zone: "Europe/Istanbul")
        let effects = s.type(#"/night plan "Friday games" 2026-11-27 20:00 Ana's place"#)
        #expect(effects == [.request("night.create", [
            "title": .string("Friday games"), "starts_at_ms": .int(1_795_798_800_000),
            "place": .string("Ana's place"), "host_name": .string("Alice"),
        ])], "20:00 in Istanbul (UTC+3) is 17:00 UTC")
        var utc = host()
        #expect(utc.type("/night plan Games 2026-11-27 20:00") == [.request("night.create", ["title": .string("Games"), "starts_at_ms": .int(1_795_809_600_000), "host_name": .string("Alice")])])
        for bad in ["/night plan", "/night plan Games 2026-11-27", "/night plan Games 27/11/2026 20:00", "/night plan Games 2026-02-30 20:00", #"/night plan "" 2026-11-27 20:00"#] {
            var t = host()
            #expect(t.type(bad).isEmpty, "\(bad)")
            #expect(t.chat.last?.text.contains("/night plan") == true, "\(bad) says how")
        }
    }

    @Test func wordsKeepQuotedTitlesTogether() {
        #expect(NightPlanCommand.words(#"night plan "Friday games" 2026-11-27"#) == ["night", "plan", "Friday games", "2026-11-27"])
        #expect(NightPlanCommand.words("night plan “Cumartesi gecesi” x") == ["night", "plan", "Cumartesi gecesi", "x"])
        #expect(NightPlanCommand.words(#"a "" b"#) == ["a", "", "b"])
        #expect(NightPlanCommand.startsAtMs(date: "2026-03-29", time: "02:30", timeZone: TimeZone(identifier: "UTC")!) == 1_774_751_400_000)
        #expect(NightPlanCommand.startsAtMs(date: "2026-11-27", time: "24:00", timeZone: .current) == nil)
    }

    @Test func queueTakesTheStartCommandsWordsAndAnyGamesOptions() {
        var s = host()
        #expect(s.type("/queue gop animals 45") == [.send("playlist.add", ["game": .string("guess_or_pass"), "category": .string("animals"), "round_seconds": .int(45)])])
        #expect(s.type("/queue wyr silly") == [.send("playlist.add", ["game": .string("would_you_rather"), "categories": .array([.string("silly")])])])
        #expect(s.type("/queue quiz rounds=3 hard=true topic=maps") == [.send("playlist.add", ["game": .string("quiz"), "rounds": .int(3), "hard": .bool(true), "topic": .string("maps")])])
        #expect(s.type("/queue quiz rounds").isEmpty)
        #expect(s.type("/queue").isEmpty)
        #expect(ClientState.playlistItem(["gop", "food"]) == ["game": .string("guess_or_pass"), "category": .string("food")])
        #expect(ClientState.playlistItem(["quiz", "x"]) == nil)
    }

    @Test func playlistCommandsNameItemsByTheirPosition() {
        var s = host()
        s.apply(playlist)
        #expect(s.night.playlist.map(\.id) == ["i2", "i3", "i4"])
        #expect(s.night.current?.id == "i1" && s.night.autoAdvance)
        #expect(s.night.next?.game == "would_you_rather")
        #expect(s.type("/unqueue 2") == [.send("playlist.remove", ["item_id": .string("i3")])])
        #expect(s.type("/move 3 1") == [.send("playlist.move", ["item_id": .string("i4"), "index": .int(0)])])
        #expect(s.type("/move 1 9") == [.send("playlist.move", ["item_id": .string("i2"), "index": .int(2)])], "past the end: to the end")
        #expect(s.type("/unqueue 4").isEmpty)
        #expect(s.type("/next") == [.send("playlist.next", [:])])
        #expect(s.type("/auto on") == [.send("playlist.auto", ["enabled": .bool(true)])])
        #expect(s.type("/auto maybe").isEmpty)
        #expect(s.type("/night end") == [.send("night.end", [:])])
        #expect(s.type("/night open abcd k3y") == [.request("night.open", ["night": .string("ABCD"), "token": .string("k3y")])])
    }

    @Test func theScoreboardIsSortedAndKeepsRemovedPlayersGreyed() {
        var s = host()
        s.apply(playlist)
        s.apply(#"{"type":"night.scoreboard","room":"ABCD","seq":9,"standings":[{"player_id":"p2","name":"Bob","points":3},{"player_id":"p1","name":"Alice","points":5},{"player_id":"p9","name":"Zed","points":3,"kicked":true}]}"#)
        #expect(s.night.standings.map(\.name) == ["Alice", "Bob", "Zed"])
        #expect(s.chat.last?.text == "Night scoreboard: Alice 5 · Bob 3 · Zed 3")
        let rows = ScreenRenderer(state: s, now: 0).boardRows(width: 40, limit: 5)
        #expect(rows[0].text.hasPrefix(" 1. Alice") && rows[0].text.hasSuffix("5 pts"))
        #expect(rows[1].text.hasPrefix(" 2. Bob"))
        #expect(rows[2].text.hasPrefix(" 2. Zed (removed)"), "equal points share a rank")
        #expect(rows[2].spans.first?.style == .dim && rows[0].spans.first?.style == .bold)
        let lobby = screen(s, width: 100, height: 30)
        #expect(lobby.contains("Game night: ABCD"))
        #expect(lobby.contains("Next: Would You Rather"))
        #expect(lobby.contains("/queue gop animals"), "the host sees the playlist commands")
    }

    @Test func aRoomThatIsNoNightAsksNothing() {
        var s = host()
        #expect(s.nightLookups().isEmpty, "the snapshot names no night")
        #expect(!s.night.isNight)
        #expect(!screen(s).contains("Game night"))
        #expect(s.type("/night") == [.request("night.get", ["night": .string("ABCD")])])
        s.reduce(failure: "not_found", message: "no such night", to: "night.get")
        #expect(s.chat.last?.text.hasPrefix("This room is no game night") == true)
        s.reduce(failure: "not_host", message: "host only", to: "playlist.next")
        #expect(s.chat.last?.kind == .error && s.chat.last?.text.contains("not_host") == true)
    }

    @Test func aNightsRoomIsKnownFromItsSnapshot() {
        var s = ClientState()
        s.enterRoom(frame(#"""
        {"type":"ok","re":1,"room":"WXYZ","player_id":"p2","token":"t","snapshot":{"room":"WXYZ","host":"p1","members":[
         {"player_id":"p1","name":"Alice","role":"player","connected":true,"score":0},{"player_id":"p2","name":"Bob","role":"player","connected":true,"score":0}],
         "game":null,"night":{"night":"WXYZ","title":"Friday games","starts_at_ms":1795809600000,"place":"","host_name":"Alice","state":"open",
         "playlist":[{"item_id":"i1","game":"would_you_rather","options":{}}],"current":null,"auto_advance":false}}}
        """#), now: 0)
        #expect(s.night.info?.title == "Friday games")
        #expect(s.night.next?.game == "would_you_rather")
        #expect(s.nightLookups() == [.request("night.scoreboard", [:])])
        let lobby = screen(s, width: 100, height: 30)
        #expect(lobby.contains("Game night: Friday games"))
        #expect(lobby.contains("Next: Would You Rather"))
        #expect(!lobby.contains("/queue gop animals"), "playlist commands are the host's")
        s.apply(#"{"type":"night.scoreboard","room":"WXYZ","seq":9,"standings":[{"player_id":"p1","name":"Alice","points":0},{"player_id":"p2","name":"Bob","points":0}]}"#)
        #expect(screen(s, width: 100, height: 30).contains("No points yet."), "nobody has scored: no ranks of zeros")
        s.overlay = .help
        let help = screen(s, width: 100, height: 40)
        #expect(help.contains("/night plan"), "help says how to plan a night")
        #expect(help.contains("/queue gop animals"), "and in a night, the playlist's commands")
        s.apply(#"{"type":"night.ended","room":"WXYZ","seq":30,"night":"WXYZ","recap":{}}"#)
        #expect(s.chat.last?.text == "The night is over. Recap: /n/WXYZ/recap")
    }

    @Test func nightShowsTheDetailsPlaylistAndScoreboard() {
        var s = host()
        s.apply(#"{"type":"game.started","game":"guess_or_pass","options":{}}"#)
        s.apply(playlist)
        #expect(s.type("/night") == [.request("night.get", ["night": .string("ABCD")])])
        let reply = frame(#"{"type":"ok","re":3,"night":"ABCD","title":"Friday games","starts_at_ms":1795809600000,"place":"Ana's","host_name":"Alice","state":"open","rsvps":[{"name":"Bob","answer":"yes"},{"name":"Cleo","answer":"maybe"},{"name":"Dan","answer":"no"},{"name":"Eve","answer":"yes"}],"playlist":[{"item_id":"i2","game":"would_you_rather","options":{"categories":["silly"]}},{"item_id":"i3","game":"quiz","options":{"rounds":3}}],"current":{"item_id":"i1","game":"guess_or_pass","options":{}},"auto_advance":false}"#)
        _ = s.reduce(reply: reply, to: "night.get", now: 0)
        #expect(s.overlay == .night)
        #expect(s.night.info?.rsvps.count == 4)
        let text = screen(s, width: 100, height: 30)
        #expect(text.contains("Game night: Friday games"))
        #expect(text.contains("Starts Fri 2026-11-27 20:00"))
        #expect(text.contains("Place: Ana's"))
        #expect(text.contains("Coming: Bob, Eve · maybe: Cleo · not coming: Dan"))
        #expect(text.contains("▶ Playing: Guess or Pass"))
        #expect(text.contains("1. Would You Rather  categories silly"))
        #expect(text.contains("2. quiz  rounds 3"))
        #expect(text.contains("No points yet."))
        s.enterRoom(frame(#"{"type":"ok","re":9,"room":"ABCD","player_id":"p1","snapshot":{"room":"ABCD","host":"p1","members":[],"game":null,"night":{"night":"ABCD","title":"Friday games","starts_at_ms":1795809600000,"place":"Ana's","state":"open","playlist":[],"current":null,"auto_advance":false}}}"#), now: 0)
        #expect(s.night.info?.rsvps.count == 4, "a snapshot's night has no RSVPs: the known ones stay")
    }

    @Test func planningPrintsTheLinksAndTheHostKeyOnce() {
        var s = host()
        s.night.hostToken = "profile-token-123456"
        #expect(s.type("/night plan Games 2026-11-27 20:00") == [.request("night.create", [
            "title": .string("Games"), "starts_at_ms": .int(1_795_809_600_000), "token": .string("profile-token-123456"), "host_name": .string("Alice"),
        ])], "the profile token names the host; the host's name goes along")
        s.noteWelcome(frame(#"{"type":"welcome","protocol":1,"server":"partyd/1","motd":"","web":"http://party.lan:8080"}"#))
        _ = s.reduce(reply: frame(#"{"type":"ok","re":4,"night":"WXYZ","token":"s3cret"}"#), to: "night.create", now: 0)
        let lines = s.chat.suffix(2).map(\.text)
        #expect(lines[0] == "Night WXYZ planned: WXYZ. Page: http://party.lan:8080/n/WXYZ · calendar: http://party.lan:8080/n/WXYZ.ics")
        #expect(lines[1] == "Host key (secret; /night open WXYZ KEY opens the room): s3cret")
    }

    @Test(arguments: Language.allCases)
    func everyNightStringIsTranslated(language: Language) {
        let placeholders = { (s: String) in Set((0..<4).map { "{\($0)}" }.filter { s.contains($0) }) }
        for key in NightKey.allCases {
            let text = Localization.nightTable(language)[key] ?? ""
            #expect(!text.isEmpty, "\(language).\(key)")
            #expect(placeholders(text) == placeholders(Localization.nightTable(.en)[key] ?? ""), "\(language).\(key)")
        }
    }
}
