import Testing
@testable import PartyProtocol

/// Text mode's game-night commands and lines.
@Suite("Text mode: game nights")
struct TextModeNightTests {
    @Test("night TITLE @ WHEN @ PLACE plans a night; +MINUTES counts from the server's clock")
    func plan() throws {
        var s = TextModeSession(now: { 1_000_000 })
        let r = try #require(s.parse(line("night Board games @ +90 @ Ali's flat")).request)
        #expect(r.type == "night.create")
        #expect(r.params.fields["title"] == .string("Board games"))
        #expect(r.params.fields["starts_at_ms"] == .int(1_000_000 + 90 * 60_000))
        #expect(r.params.fields["place"] == .string("Ali's flat"))
        let dated = try #require(s.parse(line("night Friday @ 2026-11-27 19:30")).request)
        #expect(dated.params.fields["starts_at_ms"] == .int(1_795_807_800_000))
        #expect(s.parse(line("night Friday @ tomorrow")).localLines?.first?.hasPrefix("? 'tomorrow' is not a time") == true)
    }

    @Test("night CODE, night open CODE TOKEN and rsvp outside a room")
    func lookUp() throws {
        var s = TextModeSession()
        #expect(s.parse(line("night ABCD")).request?.type == "night.get")
        let open = try #require(s.parse(line("night open ABCD tok_0123456789abcdef")).request)
        #expect(open.type == "night.open" && open.params.fields["token"] == .string("tok_0123456789abcdef"))
        let rsvp = try #require(s.parse(line("rsvp ABCD Maybe Cara Jones")).request)
        #expect(rsvp.params.fields["answer"] == .string("maybe") && rsvp.params.fields["name"] == .string("Cara Jones"))
        #expect(s.parse(line("queue gop")).localLines?.first?.hasPrefix("? you are not in a room") == true)
    }

    @Test("queue uses start's words; next and scores in a room")
    func inRoom() throws {
        var s = sessionInRoom()
        let gop = try #require(s.parse(line("queue gop animals 45 classic")).request)
        #expect(gop.type == "playlist.add")
        #expect(gop.params.fields["game"] == .string("guess_or_pass"))
        #expect(gop.params.fields["category"] == .string("animals"))
        #expect(gop.params.fields["round_seconds"] == .int(45))
        let wyr = try #require(s.parse(line("queue wyr silly vote 30")).request)
        #expect(wyr.params.fields["categories"] == .array([.string("silly")]))
        #expect(s.parse(line("next")).request?.type == "playlist.next")
        #expect(s.parse(line("scores")).request?.type == "night.scoreboard")
        #expect(s.parse(line("night end")).request?.type == "night.end")
        #expect(s.parse(line("queue chess")).localLines?.first?.hasPrefix("? queue gop or queue wyr") == true)
    }

    @Test("events read as lines")
    func events() {
        var s = sessionInRoom()
        #expect(s.render(line(#"{"type":"night.scoreboard","room":"QWER","seq":3,"standings":[{"player_id":"p2","name":"Bob","points":4},{"player_id":"p3","name":"Cy","points":1,"kicked":true}]}"#))
                == ["* Night scores: Bob 4, Cy 1 (kicked)\n"])
        #expect(s.render(line(#"{"type":"playlist.changed","room":"QWER","seq":4,"items":[{"item_id":"i2","game":"would_you_rather","options":{}},{"item_id":"i3","game":"guess_or_pass","options":{}}],"current":null,"auto_advance":false}"#))
                == ["* Up next: Would You Rather (1 more queued)\n"])
        #expect(s.render(line(#"{"type":"night.ended","room":"QWER","seq":5,"night":"QWER","recap":{}}"#))
                == ["* The night is over — recap at /n/QWER/recap\n"])
    }

    @Test("rsvp prints the key that may change the answer; key=KEY sends it back")
    func rsvpKey() throws {
        var s = TextModeSession()
        let first = try #require(s.parse(line("rsvp ABCD yes Cara Jones")).request)
        #expect(first.params.fields["rsvp_token"] == nil)
        let lines = s.render(line(#"{"type":"ok","re":"\#(first.id!.description)","night":"ABCD","name":"Cara Jones","answer":"yes","rsvp_token":"k_0123456789abcdef"}"#))
        #expect(lines.first == "RSVP saved: Cara Jones — yes.\n")
        #expect(lines.contains { $0.contains("rsvp ABCD yes|maybe|no Cara Jones key=k_0123456789abcdef") })
        let change = try #require(s.parse(line("rsvp ABCD no Cara Jones key=k_0123456789abcdef")).request)
        #expect(change.params.fields["name"] == .string("Cara Jones"))
        #expect(change.params.fields["rsvp_token"] == .string("k_0123456789abcdef"))
        let taken = s.parse(line("rsvp ABCD no Cara")).request!
        #expect(s.render(line(#"{"type":"error","re":"\#(taken.id!.description)","code":"name_taken","message":"x"}"#)).first?.contains("name_taken") == true)
    }

    @Test("the room closing (the night ended) reads as a line and leaves the room")
    func roomClosed() {
        var s = sessionInRoom()
        #expect(s.render(line(#"{"type":"room.closed","room":"QWER","reason":"night_ended","message":"The night is over: the recap is at /n/QWER/recap"}"#))
                == ["* The game night is over; room QWER has closed.\n"])
        #expect(s.parse(line("next")).localLines?.first?.hasPrefix("? you are not in a room") == true)
    }

    @Test("the plan's reply gives the code and the host token")
    func created() {
        var s = TextModeSession()
        let r = s.parse(line("night Fun @ +5")).request!
        let lines = s.render(line(#"{"type":"ok","re":"\#(r.id!.description)","night":"WXYZ","token":"tok_0123456789abcdef","url":"/n/WXYZ"}"#))
        #expect(lines.first == "Night WXYZ planned: its page is /n/WXYZ.\n")
        #expect(lines.contains { $0.contains("night open WXYZ tok_0123456789abcdef") })
    }
}
