import Foundation
import PartyClient
import PartyContent
import PartyCore
import PartyProtocol
import PartyServer
import PartyTestSupport
import Testing

/// Content over real sockets: a Turkish room playing Guess or Pass, the room language,
/// custom words and family mode.
@Suite("Content packs end to end")
struct ContentPacksEndToEndTests {
    typealias P = GameParam

    /// Opens a room whose `room.create` carries `lang`, then seats `players - 1` more players.
    static func room(_ h: ServerHarness, lang: String, players: Int, prefix: String) async throws -> [GameBot] {
        let client = try await h.connect()
        let token = ServerHarness.token(for: "\(prefix)1")
        let reply = try await client.request("room.create", ["name": .string("\(prefix)1"), "token": .string(token), "lang": .string(lang)])
        #expect(reply.json["snapshot"]["lang"].string == lang)
        let host = GameBot(client: client, id: try #require(reply[string: "player_id"]), name: "\(prefix)1", token: token,
                           room: try #require(reply[string: "room"]))
        var bots = [host]
        for i in stride(from: 2, through: players, by: 1) { bots.append(try await h.join(host.room, "\(prefix)\(i)")) }
        return bots
    }

    /// `word` typed in capitals the Turkish way (i → İ, ı → I).
    static func turkishCapitals(_ word: String) -> String {
        String(word.map { $0 == "i" ? "İ" : $0 == "ı" ? "I" : Character($0.uppercased()) })
    }

    @Test("a Turkish room plays a Guess or Pass round with Turkish words and Turkish matching")
    func turkishRound() async throws {
        let h = try ServerHarness.game(seed: 151)
        defer { h.stop() }
        let bots = try await Self.room(h, lang: "tr", players: 3, prefix: "Tr")
        let (guesser, cluers) = (bots[0], Array(bots[1...]))
        try await guesser.send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("animals"),
                                              "countdown_seconds": P.i(0), "break_seconds": P.i(0)])
        let started = try await GameStream.same(bots, "game.started")
        #expect(started.json["options"]["lang"].string == "tr")
        #expect(started.json["options"]["family_safe"].bool == false)
        #expect(started.json["options"]["category"].string == "animals")
        let turkish = Set(ShippedContent.library.words(language: .tr, category: .animals, familySafe: false))

        // Card 0: the word in Turkish capitals matches.
        var word = try await GameGuessOrPassEndToEndTests.deal(0, guesser: guesser, cluers: cluers)
        #expect(turkish.contains(word), "\(word) is not a Turkish animal")
        try await guesser.send("gop.guess", ["text": P.s(Self.turkishCapitals(word))])
        try await GameGuessOrPassEndToEndTests.resolved(bots, index: 0, word: word, outcome: "correct", by: guesser.id)
        // Card 1: an English plural is a miss, the Turkish plural a hit.
        word = try await GameGuessOrPassEndToEndTests.deal(1, guesser: guesser, cluers: cluers)
        #expect(turkish.contains(word))
        try await guesser.send("gop.guess", ["text": P.s(word + "es")])
        _ = try await GameStream.same(bots, "gop.guess_missed")
        let lastVowel = word.last(where: "aeıioöuü".contains) ?? "e"
        try await guesser.send("gop.guess", ["text": P.s(word + ("eiöü".contains(lastVowel) ? "ler" : "lar"))])
        try await GameGuessOrPassEndToEndTests.resolved(bots, index: 1, word: word, outcome: "correct", by: guesser.id)
        // Card 2: saying the word in chat is refused; the card is passed.
        word = try await GameGuessOrPassEndToEndTests.deal(2, guesser: guesser, cluers: cluers)
        await cluers[0].refused("chat.send", ["text": P.s("bence bu \(Self.turkishCapitals(word))")], code: "not_allowed")
        try await cluers[1].send("gop.pass", ["index": P.i(2)])
        try await GameGuessOrPassEndToEndTests.resolved(bots, index: 2, word: word, outcome: "pass", by: cluers[1].id)
        _ = try await GameGuessOrPassEndToEndTests.deal(3, guesser: guesser, cluers: cluers)
        try await guesser.send("game.stop")
        let ended = try await GameStream.same(bots, "gop.round_ended")
        #expect(ended.json["score"].int == 2)
    }

    @Test("the server plays the content it is given: an injected pack deals its words, an injected list filters its terms")
    func injectedContent() async throws {
        var library = ContentLibrary()
        library.load([PackSource(name: "tiny.json", text: """
            {"id": "tiny-animals", "language": "en", "game": "guess_or_pass", "category": "animals",
             "title": "Tiny", "items": ["zebu", "okapi", "quokka"]}
            """)])
        #expect(library.problems.map(\.description) == [])
        let h = try ServerHarness.game(seed: 153) {
            $0.content = library
            $0.wordFilter = WordFilter(terms: [FilterTerm("zorglub", level: .moderate)])
        }
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Inj")
        await bots[1].refused("chat.send", ["text": P.s("a zorglub here")], code: "filtered")
        _ = try await bots[1].send("chat.send", ["text": P.s("what the fuck")])  // not in the injected list
        await bots[0].refused("game.start", ["game": P.s("would_you_rather")], code: "bad_request")  // no questions given
        try await bots[0].send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("animals"),
                                              "countdown_seconds": P.i(0), "break_seconds": P.i(0)])
        _ = try await GameStream.same(bots, "game.started")
        var dealt: Set<String> = []
        for index in 0..<3 {
            let word = try await GameGuessOrPassEndToEndTests.deal(index, guesser: bots[0], cluers: [bots[1]])
            dealt.insert(word)
            try await bots[1].send("gop.pass", ["index": P.i(index)])
            try await GameGuessOrPassEndToEndTests.resolved(bots, index: index, word: word, outcome: "pass", by: bots[1].id)
        }
        #expect(dealt == ["zebu", "okapi", "quokka"])
    }

    @Test("room.set_lang: host only, known languages only, announced, and the next game plays it")
    func setLanguage() async throws {
        let h = try ServerHarness.game(seed: 152)
        defer { h.stop() }
        let bots = try await h.room(players: 2, prefix: "Lang")
        let snapshot = try await bots[1].send("room.snapshot")
        #expect(snapshot.json["snapshot"]["lang"].string == "en")
        await bots[1].refused("room.set_lang", ["lang": P.s("es")], code: "not_host")
        await bots[0].refused("room.set_lang", [:], code: "bad_request")
        let message = await bots[0].refused("room.set_lang", ["lang": P.s("klingon")], code: "bad_request")
        #expect(message.contains("zh-Hans"))
        try await bots[0].send("room.set_lang", ["lang": P.s("es")])
        let changed = try await GameStream.same(bots, "room.lang_changed")
        #expect(changed.json["lang"].string == "es" && changed.json["by"].string == bots[0].id)
        try await bots[0].send("game.start", ["game": P.s("would_you_rather"), "categories": P.strings(["fantasy"])])
        let started = try await GameStream.same(bots, "game.started")
        #expect(started.json["options"]["lang"].string == "es")
        let question = try await GameStream.same(bots, "wyr.question")
        #expect(question.json["question_id"].string?.hasPrefix("es-fa-") == true)

        let other = try await h.connect()
        do {
            _ = try await other.request("room.create", ["name": .string("Zed"), "lang": .string("fr")])
            Issue.record("room.create with lang fr was accepted")
        } catch let error as ClientError {
            #expect(error.code == "bad_request")
        }
    }

    @Test("gop.add: host only, checked like wyr.add, never broadcast; category custom deals the room's words")
    func customWords() async throws {
        let h = try ServerHarness.game(seed: 153)
        defer { h.stop() }
        let bots = try await h.room(players: 3, prefix: "Cw", recordRaw: true)
        let host = bots[0]
        let empty = await host.refused("game.start", ["game": P.s("guess_or_pass"), "category": P.s("custom")], code: "bad_request")
        #expect(empty.contains("gop.add"))
        await bots[1].refused("gop.add", ["word": P.s("Ada Lovelace")], code: "not_host")
        await host.refused("gop.add", ["word": P.s("   ")], code: "bad_request")
        await host.refused("gop.add", ["word": P.s(String(repeating: "x", count: 141))], code: "bad_request")
        await host.refused("gop.add", [:], code: "bad_request")
        let added = try await host.send("gop.add", ["word": P.s("Ada Lovelace")])
        #expect(added.json["count"].int == 1)
        let announced = try await GameStream.same(bots, "gop.word_added")
        #expect(announced.json["player_id"].string == host.id && announced.json["count"].int == 1)
        await host.refused("gop.add", ["word": P.s("ada-lovelace")], code: "bad_request")
        try await host.send("gop.add", ["word": P.s("Grace Hopper")])
        _ = try await GameStream.same(bots, "gop.word_added")
        let snapshot = try await bots[2].send("room.snapshot")
        #expect(snapshot.json["snapshot"]["custom_words"].int == 2)
        for bot in bots[1...] {
            #expect(!bot.client.frames.contains { $0.text.contains("Lovelace") || $0.text.contains("Hopper") })
        }

        try await host.send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("custom"),
                                           "countdown_seconds": P.i(0), "break_seconds": P.i(0)])
        let started = try await GameStream.same(bots, "game.started")
        #expect(started.json["options"]["category"].string == "custom")
        var dealt: [String] = []
        for index in 0..<2 {
            let word = try await GameGuessOrPassEndToEndTests.deal(index, guesser: host, cluers: Array(bots[1...]))
            dealt.append(word)
            try await host.send("gop.guess", ["text": P.s(word.lowercased())])
            try await GameGuessOrPassEndToEndTests.resolved(bots, index: index, word: word, outcome: "correct", by: host.id)
        }
        #expect(Set(dealt) == ["Ada Lovelace", "Grace Hopper"])
        let ended = try await GameStream.same(bots, "gop.round_ended")  // the deck ran out
        #expect(ended.json["score"].int == 2 && ended.json["category"].string == "custom")
    }

    @Test("family_safe: true is listed in game.started and leaves out every unsafe word")
    func familyGuessOrPass() async throws {
        let h = try ServerHarness.game(seed: 154)
        defer { h.stop() }
        let bots = try await Self.room(h, lang: "tr", players: 2, prefix: "Fam")
        let (guesser, cluer) = (bots[0], bots[1])
        try await guesser.send("game.start", ["game": P.s("guess_or_pass"), "category": P.s("animals"), "family_safe": P.b(true),
                                              "countdown_seconds": P.i(0), "round_seconds": P.i(300)])
        let started = try await GameStream.same(bots, "game.started")
        #expect(started.json["options"]["family_safe"].bool == true)
        let safe = ShippedContent.library.words(language: .tr, category: .animals, familySafe: true)
        var dealt: [String] = []
        for index in 0..<safe.count {
            let word = try await GameGuessOrPassEndToEndTests.deal(index, guesser: guesser, cluers: [cluer])
            dealt.append(word)
            try await cluer.send("gop.pass", ["index": P.i(index)])
        }
        _ = try await GameStream.same(bots, "gop.round_ended")  // every safe word was dealt once
        #expect(dealt.sorted() == safe.sorted())
        #expect(!dealt.contains("hamamböceği") && !dealt.contains("sümüklü böcek"))
    }

    @Test("a family-mode Would You Rather game in Spanish never asks an unsafe question")
    func familyWouldYouRather() async throws {
        let h = try ServerHarness.game(seed: 155)
        defer { h.stop() }
        let host = try await Self.room(h, lang: "es", players: 1, prefix: "Wf")[0]
        try await host.send("game.start", ["game": P.s("would_you_rather"), "categories": P.strings(["silly"]),
                                           "family_safe": P.b(true), "results_seconds": P.i(1)])
        let started = try await host.client.next("game.started")
        #expect(started.json["options"]["family_safe"].bool == true && started.json["options"]["lang"].string == "es")
        var asked: [String] = []
        var voted = false
        for _ in 0..<9 {
            let question = try await host.client.next("wyr.question")
            asked.append(try #require(question.json["question_id"].string))
            if !voted { try await host.send("wyr.vote", ["choice": P.s("a")]) }
            let results = try await host.client.next("wyr.results")
            voted = try await GameWouldYouRatherEndToEndTests.nextQuestion(h, after: results, poker: host, choice: "a")
        }
        #expect(asked.allSatisfy { $0.hasPrefix("es-si-") } && !asked.contains("es-si-009"))
        #expect(Set(asked.prefix(8)).count == 8)
    }
}
