import Testing
@testable import PartyProtocol

/// Helpers that read a parse outcome.
extension TextModeSession.Outcome {
    var request: Request? { if case .request(let r) = self { r } else { nil } }
    var localLines: [String]? { if case .local(let l) = self { l } else { nil } }
    var isQuit: Bool { if case .quit = self { true } else { false } }
}

func line(_ s: String) -> [UInt8] { Array(s.utf8) }

/// A session that has created a room through a real round trip of parse + render.
func sessionInRoom() -> TextModeSession {
    var s = TextModeSession()
    let r = s.parse(line("create Alice")).request!
    _ = s.render(line(#"{"type":"ok","re":"\#(r.id!.description)","room":"QWER","player_id":"p1","token":"tok_0123456789abcdef","snapshot":{"room":"QWER","host":"p1","members":[]}}"#))
    return s
}

@Suite("TextModeSession parse")
struct TextModeParseTests {
    @Test(arguments: [
        ("create Alice", "room.create", ["name": JSONValue.string("Alice")]),
        ("create   Ann Marie  ", "room.create", ["name": .string("Ann Marie")]),
        ("CREATE Zed", "room.create", ["name": .string("Zed")]),
        ("create Ayşe in tr", "room.create", ["name": .string("Ayşe"), "lang": .string("tr")]),
        ("create Li Wei in ZH", "room.create", ["name": .string("Li Wei"), "lang": .string("zh-Hans")]),
        ("create Cat in hat", "room.create", ["name": .string("Cat in hat")]),
        ("join abcd Bob", "room.join", ["room": .string("abcd"), "name": .string("Bob"), "role": .string("player")]),
        ("join ABCD Eve as audience", "room.join", ["room": .string("ABCD"), "name": .string("Eve"), "role": .string("audience")]),
        ("resume ABCD tok_123", "room.resume", ["room": .string("ABCD"), "token": .string("tok_123")]),
        ("ping", "ping", [:]),
    ])
    func commandsOutsideARoom(input: String, type: String, params: [String: JSONValue]) throws {
        var s = TextModeSession()
        let r = try #require(s.parse(line(input)).request)
        #expect(r.type == type)
        #expect(r.params.fields == params)
        #expect(r.id != nil)
    }

    @Test(arguments: [
        ("say hello there", "chat.send", ["text": JSONValue.string("hello there")]),
        ("hello there", "chat.send", ["text": .string("hello there")]),
        ("who", "room.snapshot", [:]),
        ("leave", "room.leave", [:]),
        ("kick p2", "room.kick", ["player_id": .string("p2")]),
        ("lock room", "room.lock", ["locked": .bool(true)]),
        ("unlock room", "room.lock", ["locked": .bool(false)]),
        ("lock 2", "dice.lock", ["index": .int(1), "locked": .bool(true)]),
        ("roll", "dice.roll", [:]),
        ("roll 3 d20", "dice.roll", ["count": .int(3), "sides": .int(20)]),
        ("flip", "coin.flip", [:]),
        ("spin Lunch", "wheel.spin", ["wheel": .string("Lunch")]),
        ("vote A", "wyr.vote", ["choice": .string("a")]),
        ("guess giraffe", "gop.guess", ["text": .string("giraffe")]),
        ("start gop Animals", "game.start", ["game": .string("guess_or_pass"), "category": .string("animals")]),
        ("start wyr", "game.start", ["game": .string("would_you_rather")]),
        ("stop", "game.stop", [:]),
        ("lang es", "room.set_lang", ["lang": .string("es")]),
        ("lang zh", "room.set_lang", ["lang": .string("zh-Hans")]),
        ("word Ada Lovelace", "gop.add", ["word": .string("Ada Lovelace")]),
        ("start gop custom", "game.start", ["game": .string("guess_or_pass"), "category": .string("custom")]),
        ("end", "dice.end_turn", [:]),
    ])
    func commandsInsideARoom(input: String, type: String, params: [String: JSONValue]) throws {
        var s = sessionInRoom()
        let r = try #require(s.parse(line(input)).request)
        #expect(r.type == type)
        #expect(r.params.fields == params)
    }

    @Test func requestIDsAreUnique() {
        var s = TextModeSession()
        let ids = (0..<5).compactMap { _ in s.parse(line("ping")).request?.id }
        #expect(Set(ids).count == 5)
    }

    @Test func unknownCommandOutsideARoomSaysHowToGetHelp() throws {
        var s = TextModeSession()
        let lines = try #require(s.parse(line("hello everyone")).localLines)
        #expect(lines.count == 1)
        #expect(lines[0].contains("unknown command 'hello'"))
        #expect(lines[0].contains("help"))
    }

    @Test func roomCommandOutsideARoomIsRefusedLocally() throws {
        var s = TextModeSession()
        let lines = try #require(s.parse(line("say hi")).localLines)
        #expect(lines.count == 1)
        #expect(lines[0].contains("not in a room"))
    }

    @Test(arguments: ["create", "join ABCD", "resume ABCD", "lock x", "vote c", "roll many", "start chess", "correct"])
    func usageErrorsAreOneLineWithUsage(input: String) throws {
        var s = sessionInRoom()
        let lines = try #require(s.parse(line(input)).localLines, "\(input)")
        #expect(lines.count == 1)
        #expect(lines[0].contains("Usage:") || lines[0].contains("help"))
    }

    @Test func helpListsTheCoreCommands() throws {
        var s = TextModeSession()
        let lines = try #require(s.parse(line("help")).localLines)
        let all = lines.joined(separator: "\n")
        for command in ["create NAME", "join CODE NAME", "resume CODE TOKEN", "say TEXT", "roll", "lock I", "flip",
                        "spin WHEEL", "vote a|b", "guess WORD", "correct", "pass", "start gop", "stop", "who", "quit"] {
            #expect(all.contains(command), "help should mention \(command)")
        }
    }

    @Test func quitAndExit() {
        var s = TextModeSession()
        #expect(s.parse(line("quit")).isQuit)
        #expect(s.parse(line("exit")).isQuit)
    }
}

@Suite("TextModeSession render")
struct TextModeRenderTests {
    @Test func welcomeShowsTheMotd() {
        var s = TextModeSession()
        #expect(s.render(line(#"{"type":"welcome","protocol":1,"server":"partyd/0.1.0","motd":"Hi! Type 'help'."}"#)) == ["Hi! Type 'help'.\n"])
    }

    @Test func createReplyShowsRoomCodeAndToken() throws {
        var s = TextModeSession()
        let r = try #require(s.parse(line("create Alice")).request)
        let lines = s.render(line(#"{"type":"ok","re":"\#(r.id!.description)","room":"KMPQ","player_id":"p1","token":"0123456789abcdef0123","snapshot":{"room":"KMPQ","host":"p1","locked":false,"members":[{"player_id":"p1","name":"Alice","role":"player","connected":true,"score":0}],"game":null}}"#))
        let all = lines.joined()
        #expect(all.contains("room KMPQ"))
        #expect(all.contains("0123456789abcdef0123"))
        #expect(all.contains("resume KMPQ 0123456789abcdef0123"))
        #expect(all.contains("Alice (p1) [host]"))
        #expect(lines.allSatisfy { $0.hasSuffix("\n") && $0.dropLast().contains("\n") == false })
        #expect(!all.contains("{"))
        // Now in a room: free text is chat.
        #expect(s.parse(line("hi all")).request?.type == "chat.send")
    }

    /// A large audience comes as a count (issue 24): `who` says how many are not listed.
    @Test func whoCountsALargeAudienceItDoesNotList() throws {
        var s = sessionInRoom()
        let r = try #require(s.parse(line("who")).request)
        let lines = s.render(line(#"{"type":"ok","re":"\#(r.id!.description)","snapshot":{"room":"QWER","host":"p1","locked":false,"audience":250,"members":[{"player_id":"p1","name":"Alice","role":"player","connected":true,"score":0},{"player_id":"p9","name":"Zed","role":"audience","connected":true,"score":0}],"game":null}}"#))
        #expect(lines == ["Members: Alice (p1) [host], Zed (p9) [audience], 249 more in the audience\n"])
        let small = try #require(s.parse(line("who")).request)
        let all = s.render(line(#"{"type":"ok","re":"\#(small.id!.description)","snapshot":{"room":"QWER","host":"p1","locked":false,"audience":1,"members":[{"player_id":"p1","name":"Alice","role":"player","connected":true,"score":0},{"player_id":"p9","name":"Zed","role":"audience","connected":true,"score":0}],"game":null}}"#))
        #expect(all == ["Members: Alice (p1) [host], Zed (p9) [audience]\n"])
    }

    @Test func replyToAnUnknownRequestRendersNothing() {
        var s = TextModeSession()
        #expect(s.render(line(#"{"type":"ok","re":"zzz","room":"ABCD"}"#)).isEmpty)
    }

    @Test func chatMessageIsAHumanLine() {
        var s = sessionInRoom()
        #expect(s.render(line(#"{"type":"chat.message","room":"QWER","seq":4,"player_id":"p2","name":"Bob","text":"hi there"}"#)) == ["Bob: hi there\n"])
    }

    @Test func errorShowsMessageAndCode() {
        var s = TextModeSession()
        let lines = s.render(line(#"{"type":"error","re":"t1","code":"room_not_found","message":"no room with code ABCD"}"#))
        #expect(lines == ["! no room with code ABCD (room_not_found)\n"])
    }

    @Test func roomEventsRender() {
        var s = sessionInRoom()
        #expect(s.render(line(#"{"type":"room.player_joined","room":"QWER","seq":1,"player_id":"p2","name":"Bob","role":"player"}"#)) == ["* Bob joined.\n"])
        #expect(s.render(line(#"{"type":"room.player_left","room":"QWER","seq":2,"player_id":"p2","name":"Bob","reason":"kicked"}"#)) == ["* Bob left (kicked).\n"])
        #expect(s.render(line(#"{"type":"pong","re":"t9"}"#)) == ["pong\n"])
    }

    @Test func kickedLeavesTheRoomSoFreeTextIsUnknownAgain() {
        var s = sessionInRoom()
        #expect(s.parse(line("hello")).request?.type == "chat.send")
        _ = s.render(line(#"{"type":"room.kicked","room":"QWER","seq":3,"player_id":"p1","by":"p2"}"#))
        #expect(s.parse(line("hello")).localLines != nil)
    }

    @Test func garbageFramesRenderNothing() {
        var s = TextModeSession()
        #expect(s.render(line("not json")).isEmpty)
        #expect(s.render(line(#"{"no_type":1}"#)).isEmpty)
        #expect(s.render(line(#"{"type":"some.future_event","room":"ABCD","seq":1}"#)).isEmpty)
    }
}

/// Text-mode commands and lines added after a game night (issue 11, item 9).
@Suite("TextModeSession game night")
struct TextModeGameNightTests {
    @Test(arguments: [
        ("question Fly | Be invisible", "wyr.add", ["a": JSONValue.string("Fly"), "b": .string("Be invisible")]),
        ("question Tea|Coffee|Daily_Life", "wyr.add", ["a": .string("Tea"), "b": .string("Coffee"), "category": .string("daily_life")]),
        ("rotate", "fair.rotate", [:]),
        ("reveal", "fair.rotate", [:]),
        ("dice turns 3 d20", "dice.config", ["mode": .string("turns"), "count": .int(3), "sides": .int(20)]),
        ("dice turns 5d6", "dice.config", ["mode": .string("turns"), "count": .int(5), "sides": .int(6)]),
        ("dice free", "dice.config", ["mode": .string("free")]),
        ("start wyr vote 30 results 5", "game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(30), "results_seconds": .int(5)]),
        ("start wyr silly fantasy vote 15", "game.start", ["game": .string("would_you_rather"), "vote_seconds": .int(15),
                                                          "categories": .array([.string("silly"), .string("fantasy")])]),
        ("start gop food 45", "game.start", ["game": .string("guess_or_pass"), "category": .string("food"), "round_seconds": .int(45)]),
        ("start gop animals classic", "game.start", ["game": .string("guess_or_pass"), "category": .string("animals"), "mode": .string("classic")]),
    ])
    func newCommands(input: String, type: String, params: [String: JSONValue]) throws {
        var s = sessionInRoom()
        let r = try #require(s.parse(line(input)).request, "\(input)")
        #expect(r.type == type)
        #expect(r.params.fields == params)
    }

    @Test(arguments: ["question only one side", "question | B", "dice sometimes", "dice turns lots", "start wyr vote", "start wyr results soon"])
    func newCommandsExplainBadArguments(input: String) throws {
        var s = sessionInRoom()
        let lines = try #require(s.parse(line(input)).localLines, "\(input)")
        #expect(lines.count == 1 && lines[0].contains("Usage:"), "\(lines)")
    }

    @Test func helpTellsTheGuesserToPassOrGuessAndListsTheNewCommands() throws {
        var s = sessionInRoom()
        let all = try #require(s.parse(line("help")).localLines).joined(separator: "\n")
        #expect(all.contains("pass — skip the current card (guesser or clue-giver)"))
        #expect(all.contains("correct — the guesser said the word (clue-givers, and the guesser in classic mode)"))
        for command in ["question A | B", "rotate (or reveal)", "dice turns [N] [dSIDES] | dice free", "start wyr [CATEGORY...] [vote S] [results S]"] {
            #expect(all.contains(command), "help should mention \(command)")
        }
    }

    @Test func resumeShowsTheTimeLeftAndTheRecentChat() throws {
        var s = TextModeSession(now: { 100_000 })
        let r = try #require(s.parse(line("resume QWER tok_0123456789abcdef")).request)
        let lines = s.render(line(#"{"type":"ok","re":"\#(r.id!.description)","room":"QWER","player_id":"p2","snapshot":{"room":"QWER","host":"p1","members":[{"player_id":"p1","name":"Ann","role":"player","connected":true,"score":0}],"game":{"game":"would_you_rather","phase":"voting","round":3,"ends_at_ms":112500,"question":{"question_id":"q1","a":"Fly","b":"Swim"}}},"chat":[{"player_id":"p1","name":"Ann","text":"where did you go?","at_ms":99000}]}"#)).map { $0.dropLast() }
        #expect(lines.contains("A game is running: Would You Rather, round 3 (13s left)."))
        #expect(lines.contains("Recent chat:"))
        #expect(lines.contains("Ann: where did you go?"))
        let gop = s.renderGame(TextFields(["game": .string("guess_or_pass"), "phase": .string("countdown"), "round": .int(1),
                                           "guesser": .string("p1"), "category": .string("food"), "ends_at_ms": .int(103_000)]))
        #expect(gop.first == "A game is running: Guess or Pass, round 1, Ann guesses (food) (starts in 3s).")
    }

    @Test func aRunningGameTextModeHasNoViewForIsNamedNotMistakenForAnother() {
        var s = TextModeSession(now: { 100_000 })
        let lines = s.renderGame(TextFields(["game": .string("coin_race"), "ends_at_ms": .int(112_500)]))
        #expect(lines == ["A game is running: coin_race (13s left)."])
        #expect(TextModeSession.gameName("would_you_rather") == "Would You Rather")
    }

    @Test func theGuesserPassesOrGuessesButCannotSayCorrect() throws {
        var s = sessionInRoom()
        _ = s.render(line(#"{"type":"gop.card_hidden","room":"QWER","seq":3,"index":0}"#))
        let refused = try #require(s.parse(line("correct")).localLines)
        #expect(refused.count == 1 && refused[0].contains("only clue-givers say correct"), "\(refused)")
        #expect(s.parse(line("pass")).request?.params.fields == ["index": .int(0)])
        #expect(s.parse(line("guess tiger")).request?.type == "gop.guess")
        // Next round this person gives clues: correct works again.
        _ = s.render(line(#"{"type":"gop.card","room":"QWER","seq":9,"index":0,"word":"lion"}"#))
        #expect(s.parse(line("correct")).request?.type == "gop.correct")
    }

    @Test func theClassicGuesserIsToldTheySeeTheWord() throws {
        var s = sessionInRoom()
        #expect(s.render(line(#"{"type":"game.started","room":"QWER","seq":1,"game":"guess_or_pass","options":{"mode":"classic"},"by":"p1"}"#))
                == ["* Game started: Guess or Pass (classic: the guesser sees the word)\n"])
        let started = s.render(line(#"{"type":"gop.round_started","room":"QWER","seq":2,"guesser":"p1","category":"food","round":1,"ends_at_ms":9,"duration_ms":9}"#))
        #expect(started.joined().contains("you see the word (classic)"), "\(started)")
        #expect(s.render(line(#"{"type":"gop.card","room":"QWER","seq":3,"index":0,"word":"lion"}"#)) == ["CARD 1: lion\n"])
        #expect(s.parse(line("correct")).request?.type == "gop.correct")
    }

    @Test func gamesAndNewsHaveHumanNames() {
        var s = sessionInRoom()
        #expect(s.render(line(#"{"type":"game.started","room":"QWER","seq":5,"game":"guess_or_pass","options":{},"by":"p1"}"#)) == ["* Game started: Guess or Pass\n"])
        #expect(s.render(line(#"{"type":"game.stopped","room":"QWER","seq":6,"game":"would_you_rather","reason":"stopped"}"#)) == ["* Would You Rather stopped.\n"])
        #expect(s.render(line(#"{"type":"dice.config","room":"QWER","seq":7,"mode":"turns","count":3,"sides":20,"turn":"p1"}"#)) == ["* Dice table: turns mode, 3d20, p1's turn\n"])
        #expect(s.render(line(#"{"type":"wyr.question_added","room":"QWER","seq":8,"question_id":"c1","player_id":"p1","category":"custom","queued":2}"#)) == ["* p1 added a question (2 waiting).\n"])
        let hex = String(repeating: "ab", count: 32), next = String(repeating: "cd", count: 32)
        #expect(s.render(line(#"{"type":"fair.rotated","room":"QWER","seq":9,"revealed_server_seed":"\#(hex)","previous_commitment":"\#(next)","commitment":"\#(next)"}"#))
            == ["* Server seed revealed: \(hex) — new commitment \(next)\n"])
        let q = s.parse(line("question Fly | Swim")).request!
        #expect(s.render(line(#"{"type":"ok","re":"\#(q.id!.description)","question_id":"c1"}"#)) == ["Question added (c1); it is asked before the bank runs out.\n"])
    }
}
