import Foundation
import Testing
@testable import PartyTerminal

@Suite struct InputTests {
    @Test func keyDecoderHandlesUTF8ArrowsAndSplitSequences() {
        var d = KeyDecoder()
        #expect(d.feed(Array("a你".utf8)) == [.char("a"), .char("你")])
        #expect(d.feed([0x1B, 0x5B]) == [])
        #expect(d.hasPending)
        #expect(d.feed([0x41]) == [.up])
        #expect(d.feed([0x1B, 0x5B, 0x33, 0x7E, 0x7F, 0x0D, 0x09, 0x03]) == [.delete, .backspace, .enter, .tab, .interrupt])
        let e = Array("é".utf8)
        #expect(d.feed([e[0]]) == [])
        #expect(d.feed([e[1]]) == [.char("é")])
        #expect(d.feed([0x1B]) == [])
        #expect(d.flush() == [.escape])
    }

    @Test func inputLineEditsAndRemembersHistory() {
        var line = InputLine()
        for c in "helo" { line.insert(c) }
        line.move(-1)
        line.insert("l")
        #expect(line.text == "hello")
        line.home()
        line.deleteForward()
        #expect(line.text == "ello")
        #expect(line.submit() == "ello")
        #expect(line.isEmpty)
        line.insert("x")
        _ = line.submit()
        line.previous()
        #expect(line.text == "x")
        line.previous()
        #expect(line.text == "ello")
        line.next()
        line.next()
        #expect(line.text == "")
    }

    @Test func inputLineScrollsWideTextToKeepTheCursorVisible() {
        let line = InputLine("你好世界你好世界")
        let (text, column) = line.visible(columns: 9)
        #expect(DisplayWidth.of(text) <= 9)
        #expect(column <= 8)
        #expect(text.hasSuffix("世界"))
    }

    @Test func backoffDoublesToEightSeconds() {
        var b = Backoff()
        #expect((0..<7).map { _ in b.next() } == [500, 1000, 2000, 4000, 8000, 8000, 8000])
        b.reset()
        #expect(b.next() == 500)
    }

    @Test func seatStoreRoundTripsThroughAFile() throws {
        let dir = NSTemporaryDirectory() + "party-seats-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var store = SeatStore()
        let key = SeatStore.key(host: "LocalHost", port: 7777)
        store.remember(server: key, room: "abcd", seat: .init(token: "t0k3n-abcdefghijkl", name: "Alice", playerID: "p1"))
        try store.save(to: dir)
        let loaded = SeatStore.load(from: dir)
        #expect(loaded == store)
        #expect(loaded.seat(server: "localhost:7777", room: "ABCD")?.token == "t0k3n-abcdefghijkl")
        let mode = try FileManager.default.attributesOfItem(atPath: SeatStore.file(in: dir))[.posixPermissions] as? Int
        #expect(mode == 0o600)
        var forgotten = loaded
        forgotten.forget(server: key, room: "ABCD")
        #expect(forgotten.seat(server: key, room: "ABCD") == nil)
        #expect(forgotten.servers[key]?.token == "t0k3n-abcdefghijkl")
        #expect(SeatStore.load(from: dir + "/missing") == SeatStore())
    }

    @Test func chineseInterfaceFitsEightyColumns() {
        var s = seatedState(language: .zh)
        s.apply(#"{"type":"chat.message","player_id":"p2","name":"小明","text":"你好，大家好！今天我们玩什么游戏呢？我觉得猜词游戏很有意思，大家觉得怎么样？"}"#)
        let rendered = ScreenRenderer.render(s, width: 80, height: 24, now: 0)
        for row in rendered.rows { #expect(row.width == 80) }
        #expect(rendered.text.contains("房间 ABCD"))
        #expect(rendered.text.contains("小明: 你好"))
    }

    @Test func biggerTerminalsGetBiggerPanes() {
        let s = ScreenFixtures.gopClueGiver()
        let rendered = ScreenRenderer.render(s, width: 120, height: 40, now: 0)
        #expect(rendered.rows.count == 40)
        #expect(rendered.rows.allSatisfy { $0.width == 120 })
        #expect(rendered.text.contains("Players (3)"))
    }
}
