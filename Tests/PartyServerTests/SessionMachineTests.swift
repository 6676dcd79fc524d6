import PartyProtocol
import Testing
@testable import PartyServer

/// ``SessionMachine`` as transcripts: inputs in, the exact actions out, no sockets and no clock.
@Suite("Session machine")
struct SessionMachineTests {
    let roomA = FakeRoom("A")
    let roomB = FakeRoom("B")

    static func json(_ object: String) -> String { object + "\n" }

    // MARK: - Mode

    @Test("a first line starting with { picks JSON mode; a ping is answered at once")
    func jsonMode() {
        var h = MachineHarness()
        #expect(h.receive(#"{"type":"ping","id":1}"# + "\n") == ["mode json", "count ping", "pong re 1", "idle deadline 60000 ms"])
        #expect(h.machine.mode == .json)
    }

    @Test("any other first line picks text mode for good; a line that is not a command is answered locally")
    func textMode() {
        var h = MachineHarness()
        #expect(h.receive("hello\n") == ["mode text", "say ? unknown command 'hello'. Type 'help' for the list of commands.",
                                         "idle deadline 60000 ms"])
        #expect(h.receive(#"{"type":"ping"}"# + "\n").first?.hasPrefix("say ? unknown command") == true,
                "a JSON line later is still read as text")
    }

    @Test("text mode routes a command as a request with its own id, and quit says bye and closes")
    func textCommands() {
        var h = MachineHarness()
        #expect(h.receive("create ann\n") == ["mode text", "count room.create", "enter room.create: create ann", "no idle deadline"])
        _ = h.answered(.bound(roomA, "p1"))
        #expect(h.receive("quit\nhelp\n") == ["say bye", "close: closed by server"], "nothing after quit is read")
    }

    @Test("empty and blank lines are skipped and do not decide the mode")
    func blankLines() {
        var h = MachineHarness()
        #expect(h.receive("\n  \r\n") == [])
        #expect(h.machine.mode == .undecided)
    }

    @Test("a TLS ClientHello on the plain port closes at once; on the TLS port or a relay link it is just bytes")
    func tlsOnPlainPort() {
        var plain = MachineHarness()
        #expect(plain.receive("\u{16}\u{03}\u{01}") == ["close: tls on the plain port"])
        var secure = MachineHarness(secure: true)
        #expect(secure.receive("\u{16}") == ["line deadline 10000 ms"])
        var relayed = MachineHarness(relayed: true)
        #expect(relayed.receive("\u{16}") == ["line deadline 10000 ms"])
    }

    // MARK: - Bad input

    @Test("bad JSON, unknown types and room requests without a seat get their codes; the next line is read")
    func badInput() {
        var h = MachineHarness()
        #expect(h.receive("{oops\n" + #"{"type":"nope","id":"x"}"# + "\n" + #"{"type":"chat.send","id":3,"text":"hi"}"# + "\n") == [
            "mode json", "error bad_json",
            "count nope", "error unknown_type re x",
            "count chat.send", "error not_in_room re 3",
            "idle deadline 60000 ms",
        ])
    }

    @Test("a line over the limit gets frame_too_large and closes; nothing more is read")
    func frameTooLarge() {
        var h = MachineHarness()
        #expect(h.receive(String(repeating: "a", count: 100)) == ["error frame_too_large", "close: closed by server"])
        #expect(h.receive("ping\n") == [])
    }

    @Test("a joined session asking to join again gets already_in_room")
    func alreadyInRoom() {
        var h = MachineHarness()
        h.seat(in: roomA)
        #expect(h.receive(#"{"type":"room.create","id":5,"name":"x"}"# + "\n") == ["count room.create", "error already_in_room re 5"])
    }

    @Test("a night request outside a room goes to its service, seated or not, alone: nothing overtakes it")
    func serverRequests() {
        var h = MachineHarness()
        let get = #"{"type":"night.get","id":1,"night":"ABCD"}"# + "\n"
        #expect(h.receive(get + #"{"type":"ping","id":2}"# + "\n") == [
            "mode json", "count night.get", "serve night.get", "no idle deadline",
        ])
        #expect(h.answered() == ["count ping", "pong re 2", "idle deadline 60000 ms"], "the idle clock stood while it waited")
        h.seat(in: roomA)
        #expect(h.receive(#"{"type":"chat.send","text":"hi"}"# + "\n" + #"{"type":"night.rsvp","id":3}"# + "\n") == [
            "count chat.send", "pipeline chat.send to A as p1",
        ])
        #expect(h.roomFinishedOne() == ["count night.rsvp", "serve night.rsvp"], "it waits for the room's answers before it")
    }

    @Test("planning a night costs what opening a room costs")
    func nightCreateCost() {
        var h = MachineHarness { $0.requestBurst = 12 }
        #expect(h.receive(#"{"type":"night.create","id":1}"# + "\n") == ["mode json", "count night.create", "serve night.create",
                                                                          "no idle deadline"])
        _ = h.answered()
        #expect(h.receive(#"{"type":"night.create","id":2}"# + "\n") == ["count night.create", "error rate_limited re 2",
                                                                          "idle deadline 60000 ms"])
    }

    // MARK: - Rate limit

    @Test("past the burst a line gets rate_limited with its id, in its turn; the bucket refills with time")
    func rateLimit() {
        var h = MachineHarness { $0.requestBurst = 2 }
        #expect(h.receive((1...3).map { #"{"type":"ping","id":\#($0)}"# + "\n" }.joined()) == [
            "mode json", "count ping", "pong re 1", "count ping", "pong re 2", "error rate_limited re 3", "idle deadline 60000 ms",
        ])
        h.now = 1000
        #expect(h.receive(#"{"type":"ping","id":4}"# + "\n") == ["count ping", "pong re 4", "idle deadline 60000 ms"])
    }

    @Test("opening a room costs roomCreateCost tokens and a seat change seatChangeCost: short of them, rate_limited")
    func costlyRequests() {
        var h = MachineHarness { $0.requestBurst = 12 }
        #expect(h.receive(#"{"type":"room.create","id":1,"name":"ann"}"# + "\n") == [
            "mode json", "count room.create", #"enter room.create: {"type":"room.create","id":1,"name":"ann"}"#, "no idle deadline",
        ])
        #expect(h.answered(.bound(roomA, "p1")) == [])
        #expect(h.receive(#"{"type":"room.leave","id":2}"# + "\n") == ["count room.leave", "error rate_limited re 2"],
                "one token left after the leave's own: a seat change needs four more")
    }

    // MARK: - Pipeline

    @Test("nothing overtakes a request that runs alone: a ping behind a create waits for its answer")
    func seatChangesRunAlone() {
        var h = MachineHarness()
        #expect(h.receive(#"{"type":"room.create","id":1,"name":"ann"}"# + "\n" + #"{"type":"ping","id":2}"# + "\n") == [
            "mode json", "count room.create", #"enter room.create: {"type":"room.create","id":1,"name":"ann"}"#, "no idle deadline",
        ])
        #expect(h.answered(.bound(roomA, "p1")) == ["count ping", "pong re 2"])
    }

    @Test("a member's requests go to the room without waiting; the session's own answer waits for the room's")
    func memberRequestsPipeline() {
        var h = MachineHarness()
        h.seat(in: roomA)
        let chat = #"{"type":"chat.send","text":"hi"}"# + "\n"
        #expect(h.receive(chat + chat + chat + #"{"type":"ping","id":9}"# + "\n") == [
            "count chat.send", "pipeline chat.send to A as p1",
            "count chat.send", "pipeline chat.send to A as p1",
            "count chat.send", "pipeline chat.send to A as p1",
        ])
        #expect(h.roomFinishedOne() == nil)
        #expect(h.roomFinishedOne() == nil)
        #expect(h.roomFinishedOne() == ["count ping", "pong re 9"], "the last answer wakes the session")
    }

    @Test("at most maxAtRoom requests wait at the room; the rest go once it has answered them")
    func atRoomLimit() {
        var h = MachineHarness { $0.maxAtRoom = 2 }
        h.seat(in: roomA)
        let chat = #"{"type":"chat.send","text":"hi"}"# + "\n"
        #expect(h.receive(chat + chat + chat) == [
            "count chat.send", "pipeline chat.send to A as p1",
            "count chat.send", "pipeline chat.send to A as p1",
        ])
        #expect(h.machine.ledger.count == 2)
        #expect(h.roomFinishedOne() == nil)
        #expect(h.roomFinishedOne() == ["count chat.send", "pipeline chat.send to A as p1"])
    }

    @Test("room.leave waits for the member's requests before it and holds back those after it")
    func leaveRunsAlone() {
        var h = MachineHarness()
        h.seat(in: roomA)
        #expect(h.receive(#"{"type":"chat.send","text":"bye"}"# + "\n" + #"{"type":"room.leave","id":2}"# + "\n"
                          + #"{"type":"chat.send","id":3,"text":"hello?"}"# + "\n") == [
            "count chat.send", "pipeline chat.send to A as p1",
        ])
        #expect(h.roomFinishedOne() == ["count room.leave", "submit room.leave to A as p1"])
        #expect(h.answered(.unbound) == ["count chat.send", "error not_in_room re 3", "idle deadline 60000 ms"])
    }

    @Test("a pipelined request that finds the seat gone unbinds the session")
    func pipelinedUnbind() {
        var h = MachineHarness()
        h.seat(in: roomA)
        _ = h.receive(#"{"type":"chat.send","text":"hi"}"# + "\n")
        #expect(h.roomFinishedOne(.unbound) == ["idle deadline 60000 ms"])
        #expect(h.receive(#"{"type":"dice.roll","id":4}"# + "\n") == ["count dice.roll", "error not_in_room re 4", "idle deadline 60000 ms"])
    }

    @Test("the backlog pauses reading when full and resumes at half")
    func backlogCap() {
        var h = MachineHarness { $0.maxBacklog = 4 }
        let pings = (2...5).map { #"{"type":"ping","id":\#($0)}"# + "\n" }.joined()
        #expect(h.receive(#"{"type":"room.create","id":1,"name":"ann"}"# + "\n" + pings) == [
            "mode json", "count room.create", #"enter room.create: {"type":"room.create","id":1,"name":"ann"}"#,
            "pause reading", "no idle deadline",
        ])
        #expect(h.answered(.bound(roomA, "p1")) == [
            "count ping", "pong re 2", "resume reading", "count ping", "pong re 3",
            "count ping", "pong re 4", "count ping", "pong re 5",
        ])
    }

    @Test("at the end of input everything sent is answered, then the connection closes")
    func endOfInput() {
        var h = MachineHarness()
        _ = h.receive(#"{"type":"room.create","id":1,"name":"ann"}"# + "\n")
        #expect(h.machine.endOfInput(now: 0).map(\.transcript) == [])
        #expect(h.answered(.bound(roomA, "p1")) == ["close: peer closed"])
    }

    // MARK: - Deadlines and seats

    @Test("a started line must end within the line timeout; a complete one brings back the idle deadline")
    func lineDeadline() {
        var h = MachineHarness()
        #expect(h.receive(#"{"type":"#) == ["line deadline 10000 ms"])
        #expect(h.receive(#""ping"}"#) == [], "trickling bytes do not extend it")
        #expect(h.receive("\n") == ["mode json", "count ping", "pong", "idle deadline 60000 ms"])
    }

    @Test("a seated member's lines disarm the deadline once, not after every line; a started line's deadline is disarmed when it ends")
    func seatedDeadlines() {
        var h = MachineHarness()
        h.seat(in: roomA)
        let chat = #"{"type":"chat.send","text":"hi"}"#
        #expect(h.receive(chat + "\n") == ["count chat.send", "pipeline chat.send to A as p1"], "nothing armed, nothing to disarm")
        #expect(h.receive(#"{"type":"#) == ["line deadline 10000 ms"])
        #expect(h.receive(#""chat.send","text":"hi"}"# + "\n") == ["count chat.send", "pipeline chat.send to A as p1", "no idle deadline"])
        #expect(h.receive(chat + "\n") == ["count chat.send", "pipeline chat.send to A as p1"])
        #expect(h.answered(.unbound) == ["idle deadline 60000 ms"], "without a seat the idle deadline is armed again")
    }

    @Test("an idle deadline says why in the connection's mode")
    func idleFarewell() {
        var h = MachineHarness()
        _ = h.receive("hello\n")
        guard case let .deadline(_, _, farewell)? = h.machine.established().first else {
            Issue.record("no deadline")
            return
        }
        #expect(farewell.map { String(decoding: $0, as: UTF8.self) } == "! no request for 60 s; closing (idle_timeout)\n")
    }

    @Test("a request being answered stops the idle deadline and a seat keeps it off; a detach from that room (not another) brings it back; a close releases the seat")
    func seatAndDetach() {
        var h = MachineHarness()
        #expect(h.receive(#"{"type":"room.resume","room":"ABCD","token":"tttttttttttttttt"}"# + "\n").last == "no idle deadline",
                "a resume waiting for a slow room is not idle")
        #expect(h.answered(.bound(roomA, "p1")) == [])
        #expect(h.machine.detached(from: roomB).isEmpty)
        #expect(h.machine.detached(from: roomA).map(\.transcript) == ["idle deadline 60000 ms"])
        h.seat(in: roomB, as: "p2")
        #expect(h.machine.connectionClosed().map(\.transcript) == ["release p2 in B"])
        #expect(h.receive(#"{"type":"ping"}"# + "\n") == [], "nothing is read after the close")
    }

    // MARK: - WebSocket

    @Test("a WebSocket message is one line: never split again, line breaks read as spaces, blank ones skipped")
    func webSocketMessages() {
        var h = MachineHarness(webSocket: true)
        #expect(h.message("{\"type\":\r\n\"ping\",\"id\":1}") == ["count ping", "pong re 1", "idle deadline 60000 ms"],
                "JSON from the start: no mode to choose")
        #expect(h.message(" \t ") == [])
        #expect(h.message(#"{"type":"ping"}"# + "\n" + #"{"type":"ping"}"#) == ["error bad_json", "idle deadline 60000 ms"])
        #expect(h.message(String(repeating: " ", count: 10) + String(repeating: "x", count: 60)) == [
            "error frame_too_large", "close: closed by server",
        ])
    }

    @Test("an unfinished WebSocket message has the line deadline")
    func webSocketProgress() {
        var h = MachineHarness(webSocket: true)
        #expect(h.machine.messageProgress(unfinished: true).map(\.transcript) == ["line deadline 10000 ms"])
        #expect(h.machine.messageProgress(unfinished: true).isEmpty)
        #expect(h.machine.messageProgress(unfinished: false).map(\.transcript) == ["idle deadline 60000 ms"])
    }

    // MARK: - Relay

    @Test("a relay takes the lines behind the routed join and any partial line, then pipes bytes; a lost link reads them again")
    func relayHandOff() {
        var h = MachineHarness()
        let join = #"{"type":"room.join","id":1,"room":"ABCD","name":"ann"}"#
        #expect(h.receive(join + "\n" + #"{"type":"ping","id":2}"# + "\n" + #"{"ty"#) == [
            "mode json", "count room.join", "enter room.join: \(join)", "line deadline 10000 ms",
        ])
        let (pending, actions) = h.machine.relayBegan()
        #expect(String(decoding: pending, as: UTF8.self) == #"{"type":"ping","id":2}"# + "\n" + #"{"ty"#)
        #expect(actions.map(\.transcript) == ["resume reading", "no relay deadline"])
        #expect(h.receive("pe\":\"ping\"}\n") == [#"forward "pe\":\"ping\"}\n""#])
        #expect(h.message("{}") == [#"forward "{}\n""#], "a relayed WebSocket message goes on as one line")
        #expect(h.machine.endOfInput(now: 0).map(\.transcript) == ["finish relay writing"])
        let held = Array((#"{"type":"ping","id":3}"# + "\n").utf8)
        #expect(h.machine.relayLost(held: held, now: 0).map(\.transcript) == ["resume reading"],
                "the join is routed again; the held ping waits behind it")
        #expect(h.answered() == ["count ping", "pong re 3", "close: peer closed"], "input had ended: answered, then closed")
    }
}
