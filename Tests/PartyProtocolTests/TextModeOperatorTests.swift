import Testing
@testable import PartyProtocol

/// Issue 31 in text mode: the operator's notice, a room they closed and their kick are lines a
/// person at `nc` reads; after a close the lines are chat no more.
@Suite("TextModeSession: the operator")
struct TextModeOperatorTests {
    @Test func aNoticeIsOneLine() {
        var s = sessionInRoom()
        #expect(s.render(line(#"{"type":"server.notice","text":"Restart in 5 minutes"}"#)) == ["* Notice from the server: Restart in 5 minutes\n"])
    }

    @Test func aClosedRoomSaysWhyAndLeavesTheRoom() {
        var s = sessionInRoom()
        #expect(s.render(line(#"{"type":"room.closed","room":"QWER","reason":"operator","message":"Closed for abuse"}"#))
                == ["* The server's operator closed room QWER: Closed for abuse\n"])
        #expect(s.parse(line("hi all")).request?.type != "chat.send", "out of the room, a line is no longer chat")
        var quiet = sessionInRoom()
        #expect(quiet.render(line(#"{"type":"room.closed","room":"QWER","reason":"operator"}"#)) == ["* The server's operator closed room QWER.\n"])
        var night = sessionInRoom()
        #expect(night.render(line(#"{"type":"room.closed","room":"QWER","reason":"night_ended"}"#)) == ["* The game night is over; room QWER has closed.\n"])
    }

    @Test func theOperatorsKickNamesTheOperator() {
        var s = sessionInRoom()
        #expect(s.render(line(#"{"type":"room.kicked","room":"QWER","seq":3,"player_id":"p1","by":"operator"}"#))
                == ["* You were removed from the room by the server's operator.\n"])
        var h = sessionInRoom()
        #expect(h.render(line(#"{"type":"room.kicked","room":"QWER","seq":3,"player_id":"p1","by":"p2"}"#))
                == ["* You were removed from the room by the host.\n"])
    }
}
