import Testing
@testable import PartyTerminal

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneColumn() { #expect(DisplayWidth.of("Alice") == 5) }
}
