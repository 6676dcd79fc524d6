import Testing
@testable import PartyProtocol

/// Helpers that read a parse outcome.
extension TextModeSession.Outcome {
    var request: Request? { if case .request(let r) = self { r } else { nil } }
    var localLines: [String]? { if case .local(let l) = self { l } else { nil } }
    var isQuit: Bool { if case .quit = self { true } else { false } }
}

private func line(_ s: String) -> [UInt8] { Array(s.utf8) }

/// A session that has created a room through a real round trip of parse + render.
private func sessionInRoom() -> TextModeSession {
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
