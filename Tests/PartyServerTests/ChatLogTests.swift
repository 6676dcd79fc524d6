import PartyCore
import Testing
@testable import PartyServer

/// ``ChatLog``, the room's chat component: what it keeps and what a guesser may read.
@Suite("Chat log")
struct ChatLogTests {
    @Test("it keeps the last lines only and returns the event that carries a kept line")
    func keepsRecent() {
        var log = ChatLog()
        for n in 0..<(ChatLog.limit + 5) { _ = log.keep(from: "p1", name: "ann", text: "line \(n)", at: Int64(n)) }
        #expect(log.recent().count == ChatLog.limit)
        #expect(log.recent().first?.text == "line 5")
        #expect(log.recent(2).map(\.text) == ["line \(ChatLog.limit + 3)", "line \(ChatLog.limit + 4)"])
        let event = log.keep(from: "p2", name: "bob", text: "hi", at: 99)
        #expect(event.player_id == "p2" && event.name == "bob" && event.text == "hi")
        #expect(log.recent(1) == [ChatLog.Line(player_id: "p2", name: "bob", text: "hi", at_ms: 99)])
    }

    @Test("a hidden word's reader gets no line that says it, matched as guesses are")
    func hidesSecret() {
        var log = ChatLog()
        for text in ["it's an ÉLÉPHANT!", "big and grey", "ele phant"] { _ = log.keep(from: "p1", name: "ann", text: text, at: 0) }
        #expect(log.recent(hiding: "elephant").map(\.text) == ["big and grey"])
        #expect(log.recent(hiding: nil).count == 3)
    }
}
