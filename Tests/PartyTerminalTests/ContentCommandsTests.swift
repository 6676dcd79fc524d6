import PartyProtocol
import Testing
@testable import PartyTerminal

/// Issue 15 in the terminal client: the host adds custom words, picks the content language and
/// family mode; everyone sees the room's content change.
@Suite struct ContentCommandsTests {
    @Test func wordLangAndFamilyBecomeRequests() {
        var s = seatedState()
        #expect(s.command("/word Ice cream") == [.send("gop.add", ["word": .string("Ice cream")])])
        #expect(s.command("/lang TR") == [.send("room.set_lang", ["lang": .string("tr")])])
        #expect(s.command("/lang zh-hans") == [.send("room.set_lang", ["lang": .string("zh-Hans")])])
        #expect(s.command("/start gop custom family") == [.send("game.start", [
            "game": .string("guess_or_pass"), "category": .string("custom"), "family_safe": .bool(true),
        ])])
        #expect(s.command("/start wyr silly family") == [.send("game.start", [
            "game": .string("would_you_rather"), "categories": .array([.string("silly")]), "family_safe": .bool(true),
        ])])
    }

    @Test func badArgumentsGetUsageAndSendNothing() {
        var s = seatedState()
        #expect(s.command("/word").isEmpty)
        #expect(s.command("/lang fr").isEmpty)
        #expect(s.chat.last?.text.hasPrefix("Usage: /lang en|tr|es|zh-Hans") == true)
    }

    @Test func contentEventsLandInTheChat() {
        var s = seatedState()
        s.apply(#"{"type":"gop.word_added","room":"ABCD","seq":5,"player_id":"p1","count":3}"#)
        #expect(s.chat.last?.text == "Alice added a custom word (3 in the room; /start gop custom plays them)")
        s.apply(#"{"type":"room.lang_changed","room":"ABCD","seq":6,"player_id":"p1","lang":"es"}"#)
        #expect(s.chat.last?.text == "Words and questions are now in es")
    }
}
