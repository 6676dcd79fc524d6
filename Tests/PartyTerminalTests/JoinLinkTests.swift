import PartyQR
import Testing
@testable import PartyTerminal

@Suite("Join link and QR code")
struct JoinLinkTests {
    static let welcome = frame(#"{"type":"welcome","protocol":1,"server":"partyd/0.1.0","motd":"hi","web":"http://192.168.1.20:8080"}"#)

    /// Seated in ABCD, after a welcome that announced the web client.
    func linked() -> ClientState {
        var s = seatedState()
        s.noteWelcome(Self.welcome)
        return s
    }

    @Test func theHeaderShowsTheRoomsJoinLink() {
        let s = linked()
        #expect(s.joinURL == "http://192.168.1.20:8080/ABCD")
        #expect(screen(s, width: 100).split(separator: "\n").first?.contains("http://192.168.1.20:8080/ABCD") == true)
    }

    @Test func hashOrSlashQRShowsTheCodeAndAnyCloseKeyHidesIt() throws {
        var s = linked()
        #expect(s.reduce(key: .char("#"), now: 0).isEmpty)
        #expect(s.overlay == .joinQR)
        let rendered = screen(s, width: 100, height: 40)
        #expect(rendered.contains("█"))
        let code = try #require(QRCode("http://192.168.1.20:8080/ABCD"))
        for line in code.halfBlockLines(lightOnDark: true) {
            #expect(rendered.contains(line))
        }
        _ = s.reduce(key: .escape, now: 0)
        #expect(s.overlay == nil)
        s.type("/qr")
        #expect(s.overlay == .joinQR)
    }

    @Test func aSmallTerminalGetsTheLinkWithoutTheCode() {
        var s = linked()
        s.overlay = .joinQR
        let rendered = screen(s, width: 60, height: 12)
        #expect(rendered.contains("http://192.168.1.20:8080/ABCD"))
        #expect(!rendered.contains("▀"))
    }

    @Test func withoutAWebClientThereIsNoLinkAndHashIsJustText() {
        var s = seatedState()
        s.noteWelcome(frame(#"{"type":"welcome","protocol":1,"server":"partyd/0.1.0","motd":"hi"}"#))
        #expect(s.joinURL == nil)
        _ = s.reduce(key: .char("#"), now: 0)
        #expect(s.overlay == nil)
        #expect(s.input.text == "#")
        var lobby = ClientState()
        lobby.noteWelcome(Self.welcome)
        #expect(lobby.joinURL == nil, "no room yet")
        var odd = seatedState()
        odd.noteWelcome(frame(#"{"type":"welcome","protocol":1,"server":"partyd/0.1.0","motd":"hi","web":"javascript:alert(1)"}"#))
        #expect(odd.joinURL == nil)
    }
}
