import Testing
@testable import PartyTerminal

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneColumnPerCharacter() {
        #expect(DisplayWidth.of("Alice") == 5)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func cjkAndFullwidthTakeTwoColumns() {
        #expect(DisplayWidth.of("你好") == 4)
        #expect(DisplayWidth.of("猜词或跳过") == 10)
        #expect(DisplayWidth.of("ｈｉ") == 4)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("🎲") == 2)
    }

    @Test func combiningMarksTakeNoColumn() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("Çağrı") == 5)
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        #expect(DisplayWidth.truncate("你好世界", to: 5) == "你好…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("你好世界", to: 5)) == 5)
        #expect(DisplayWidth.truncate("你好世界", to: 4) == "你…")
        #expect(DisplayWidth.truncate("你好", to: 4) == "你好")
        #expect(DisplayWidth.prefix("a你好", 2) == "a")
        #expect(DisplayWidth.truncate("Alice", to: 0) == "")
    }

    @Test func padFillsToExactWidth() {
        #expect(DisplayWidth.pad("你", to: 5) == "你   ")
        #expect(DisplayWidth.of(DisplayWidth.pad("你好世界", to: 5)) == 5)
    }

    @Test func wrapBreaksAtSpacesAndSplitsLongWords() {
        #expect(DisplayWidth.wrap("one two three", to: 7) == ["one two", "three"])
        #expect(DisplayWidth.wrap("abcdefghij", to: 4) == ["abcd", "efgh", "ij"])
        #expect(DisplayWidth.wrap("你好世界你好", to: 5) == ["你好", "世界", "你好"])
        #expect(DisplayWidth.wrap("名: 你好世界你好", to: 8) == ["名: 你好", "世界你好"])
    }

    @Test func rowsFitWideTextExactly() {
        let row = Row("名字") + Row("你好世界", .bold)
        #expect(row.fitted(7).width == 7)
        #expect(row.fitted(7).text == "名字你 ")
    }
}
