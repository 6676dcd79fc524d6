import PartyProtocol
import Testing
@testable import PartyServer

/// The chat line's hand-written fields are byte for byte what the generic encoder writes.
@Suite struct ChatMessageEncodingTests {
    private struct Generic: Encodable {
        var player_id: String
        var name: String
        var text: String
    }

    @Test(arguments: ["hi", "quote\" back\\slash /slash", "tab\tnl\n\u{1}", "é 😀 中文", ""])
    func directFieldsMatchTheEncoder(text: String) {
        let direct = Outbound.event("chat.message", room: "ABCD", seq: 9, ChatMessage(player_id: "p2", name: "Bö \"B\"", text: text))
        let generic = Outbound.event("chat.message", room: "ABCD", seq: 9, Generic(player_id: "p2", name: "Bö \"B\"", text: text))
        #expect(direct == generic)
    }
}
