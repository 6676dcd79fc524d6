import PartyClient
import PartyProtocol
@testable import PartyTerminal

/// Decodes a JSON line into a frame (the test fails loudly through a placeholder frame if it is not one).
func frame(_ json: String) -> ServerFrame {
    ServerFrame(line: Array(json.utf8)) ?? ServerFrame(line: Array(#"{"type":"invalid_test_frame"}"#.utf8))!
}

/// A state seated in room ABCD as p1 (Alice, host) with Bob (p2) and an audience member Cleo (p3).
func seatedState(language: Language = .en) -> ClientState {
    var s = ClientState(language: language)
    s.enterRoom(frame(#"""
    {"type":"ok","re":1,"room":"ABCD","player_id":"p1","token":"tok","snapshot":{"room":"ABCD","host":"p1","locked":false,
     "members":[{"player_id":"p1","name":"Alice","role":"player","connected":true,"score":0},
                {"player_id":"p2","name":"Bob","role":"player","connected":true,"score":2},
                {"player_id":"p3","name":"Cleo","role":"audience","connected":false,"score":0}],"game":null}}
    """#), now: 0)
    return s
}

extension ClientState {
    /// Applies frames in order, returning every effect.
    @discardableResult
    mutating func apply(_ lines: String..., now: Int64 = 0) -> [ClientEffect] {
        lines.flatMap { reduce(frame: frame($0), now: now) }
    }

    /// Types text and presses keys.
    @discardableResult
    mutating func type(_ text: String, enter: Bool = true, now: Int64 = 0) -> [ClientEffect] {
        var effects = text.flatMap { reduce(key: .char($0), now: now) }
        if enter { effects += reduce(key: .enter, now: now) }
        return effects
    }
}

/// Renders at 80×24.
func screen(_ state: ClientState, now: Int64 = 0, width: Int = 80, height: Int = 24) -> String {
    ScreenRenderer.render(state, width: width, height: height, now: now).text
}
