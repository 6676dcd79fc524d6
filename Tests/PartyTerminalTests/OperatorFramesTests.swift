import PartyProtocol
import Testing
@testable import PartyTerminal

/// Issue 31 in the terminal client: what the server's operator says reaches the player, in
/// the interface language, and a closed room lets the client go with the operator's words.
@Suite struct OperatorFramesTests {
    @Test func aNoticeIsALineInTheChat() {
        var s = seatedState()
        s.apply(#"{"type":"server.notice","text":"The server restarts in 5 minutes"}"#)
        #expect(s.chat.last?.text == "Notice from the server: The server restarts in 5 minutes")
        var tr = seatedState(language: .tr)
        tr.apply(#"{"type":"server.notice","text":"Yakında"}"#)
        #expect(tr.chat.last?.text == "Sunucudan duyuru: Yakında")
    }

    @Test func aRoomTheOperatorClosedSaysWhyWithTheirWordsForgetsTheSeatAndExits() {
        var s = seatedState()
        let effects = s.apply(#"{"type":"room.closed","room":"ABCD","reason":"operator","message":"Please play nice"}"#)
        let text = "The server's operator closed room ABCD: “Please play nice”"
        #expect(effects == [.forgetSeat(room: "ABCD"), .exit(text)])
        #expect(s.chat.last?.text == text && s.connection == .offline && s.roomCode == nil)
        var quiet = seatedState(language: .es)
        #expect(quiet.apply(#"{"type":"room.closed","room":"ABCD","reason":"operator"}"#)
                == [.forgetSeat(room: "ABCD"), .exit("El administrador del servidor ha cerrado la sala ABCD.")])
        var night = seatedState()
        #expect(night.apply(#"{"type":"room.closed","room":"ABCD","reason":"night_ended"}"#).last
                == .exit("The night is over and room ABCD has closed. Recap: /n/ABCD/recap"))
    }

    @Test func theOperatorsKickSaysSo() {
        var s = seatedState()
        #expect(s.apply(#"{"type":"room.kicked","player_id":"p1","by":"operator"}"#).last
                == .exit("You were removed from room ABCD by the server's operator."))
    }

    @Test func maintenanceIsExplainedInFourLanguages() {
        for (language, start) in [(Language.en, "The server is under maintenance"), (.tr, "Sunucu bakımda"),
                                  (.es, "El servidor está en mantenimiento"), (.zh, "服务器正在维护")] {
            var s = seatedState(language: language)
            s.apply(#"{"type":"error","code":"maintenance","message":"the server is not opening new rooms right now"}"#)
            let line = s.chat.last?.text ?? ""
            #expect(line.contains(start) && !line.contains("not opening new rooms right now (maintenance)"), "\(language): \(line)")
            #expect(s.serverErrorText(code: "room_full", message: "full") == "room_full: full")
        }
    }
}
