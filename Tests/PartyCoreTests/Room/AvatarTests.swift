import Foundation
import Testing
@testable import PartyCore

@Suite("Avatars: one emoji and a #RRGGBB colour")
struct AvatarTests {
    @Test("single emoji are accepted, including sequences, flags, keycaps and modifiers",
          arguments: ["🦊", "❤️", "👍🏽", "👩‍👩‍👧‍👦", "🇹🇷", "1️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"])
    func acceptsEmoji(_ emoji: String) throws {
        #expect(Avatar.isOneEmoji(emoji), "\(emoji.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test("anything else is refused", arguments: ["", "a", "1", "#", "🦊🦊", "ab", "❤", "\u{1B}[31m", "🦊\u{200B}", "©",
                                                  String(repeating: "👍🏽", count: 1) + "\u{0301}"])
    func refusesNonEmoji(_ text: String) {
        #expect(!Avatar.isOneEmoji(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test("colours are #RRGGBB, normalised to upper case; a wrong part is a bad_request naming avatar")
    func validation() throws {
        #expect(try Avatar.validated(emoji: "🦊", color: "#ff8800") == Avatar(emoji: "🦊", color: "#FF8800"))
        #expect(try Avatar.validated(emoji: nil, color: nil) == nil)
        #expect(try Avatar.validated(emoji: nil, color: "#000000") == Avatar(emoji: nil, color: "#000000"))
        for (emoji, color) in [("🦊", "red"), ("🦊", "#12345"), ("🦊", "#12345G"), ("fox", "#123456")] {
            do {
                _ = try Avatar.validated(emoji: emoji, color: color)
                Issue.record("\(emoji) \(color) was accepted")
            } catch {
                guard case let .badRequest(field, _) = error else { Issue.record("\(error)"); continue }
                #expect(field == "avatar")
            }
        }
    }

    @Test("the avatar rides on the member and player_joined; rooms saved before avatars still decode")
    func roomCarriesAvatar() throws {
        var room = Room(code: "ABCD")
        let fox = Avatar(emoji: "🦊", color: "#FF8800")
        let (member, events) = try room.join(name: "Ann", role: .player, profileKey: "k1", avatar: fox)
        #expect(member.avatar == fox)
        #expect(events.first?.event == .playerJoined(id: "p1", name: "Ann", role: .player, avatar: fox))
        let old = #"{"id":"p1","name":"Ann","role":"player","connected":true,"score":0,"profileKey":"k","joinOrder":1}"#
        #expect(try JSONDecoder().decode(Member.self, from: Data(old.utf8)).avatar == nil)
        let saved = try JSONDecoder().decode(Room.self, from: JSONEncoder().encode(room))
        #expect(saved.member("p1")?.avatar == fox)
    }
}
