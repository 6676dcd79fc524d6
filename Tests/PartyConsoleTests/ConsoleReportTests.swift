import PartyConsole
import PartyProtocol
import Testing

private func json(_ text: String) throws -> JSONValue { try JSONReader.parse(Array(text.utf8)) }

/// What `partyd admin` prints: tables and lines from the console's JSON (pure).
@Suite("partyd admin output")
struct ConsoleReportTests {
    @Test func roomsAreATableWithTheirNodeAndCounts() throws {
        let body = try json("""
            {"rooms":[{"code":"ABCD","node":"n1","node_name":"node1","players":3,"audience":12,"members":15,"screens":1,"moderators":0,
            "game":"would_you_rather","locked":false,"settings":{},"created_at_ms":0,"last_activity_ms":58000},
            {"code":"WXYZ","node":"n2","node_name":"node2","players":1,"audience":0,"members":1,"screens":0,"moderators":0,
            "game":null,"locked":true,"settings":{},"created_at_ms":0,"last_activity_ms":0}],"unreachable":["node3"]}
            """)
        let lines = ConsoleReport.lines(for: "rooms", body, now: 60_000)
        #expect(lines[0] == "CODE  NODE   PLAYERS  AUDIENCE  SCREENS  GAME              LOCKED  ACTIVE")
        #expect(lines[1] == "ABCD  node1        3        12        1  would_you_rather  no      just now")
        #expect(lines[2] == "WXYZ  node2        1         0        0  -                 yes     1m ago")
        #expect(lines[3] == "2 rooms")
        #expect(lines[4] == "no answer from node3: their rooms are missing")
        #expect(ConsoleReport.lines(for: "rooms", try json(#"{"rooms":[],"unreachable":[]}"#), now: 0) == ["no rooms"])
    }

    @Test func aRoomListsItsMembersWithoutEscapesFromTheirNames() throws {
        let body = try json("""
            {"code":"ABCD","node":"n1","node_name":"node1","locked":false,"game":{"game":"guess_or_pass","phase":"round"},
            "settings":{"filter":"moderate","review":false,"hide_code":false,"timer_scale":1.5,"audience_chat":true},
            "created_at_ms":0,"last_activity_ms":0,"moderators":[],"bans":[],"screens":[{"screen_id":"s1","transport":"ws"}],
            "members":[{"player_id":"p1","name":"Ann","role":"player","connected":true,"transport":"tcp","secure":false,"host":true,"score":4},
            {"player_id":"p2","name":"Bo\\u001b[31m","role":"audience","connected":false,"transport":null,"secure":false,"host":false,"score":0}]}
            """)
        let lines = ConsoleReport.lines(for: "room", body, now: 0)
        #expect(lines.contains("game: guess_or_pass (round)"))
        #expect(lines.contains("settings: filter moderate, review off, code shown, timers x1.5, audience chat on"))
        #expect(lines.contains("p1      Ann   player    yes   yes        tcp            4"))
        #expect(lines.contains { $0.hasPrefix("p2      Bo[31m") || $0.hasPrefix("p2      Bo ") }, "\(lines)")
        #expect(!lines.joined().contains("\u{1B}"), "a name never writes an escape sequence to the operator's terminal")
        #expect(lines.contains("screens: s1 (ws)"))
        #expect(lines.contains("bans: none"))
    }

    @Test func statsShowTheFiguresAndEveryNode() throws {
        let body = try json("""
            {"connections":12,"rooms":3,"members":9,"uptime_s":3725,"rss_bytes":52428800,"store":"ok","maintenance":true,"draining":false,
            "cluster":true,"node":"n1","nodes":[{"node":"n1","node_name":"node1","up":true,"reachable":true,"rooms":2,"connections":8,
            "members":6,"rss_bytes":52428800,"store":"ok","maintenance":true,"draining":false},
            {"node":"n2","node_name":"node2","up":false,"reachable":false,"rooms":1}]}
            """)
        let lines = ConsoleReport.lines(for: "stats", body, now: 0)
        #expect(Array(lines.prefix(7)) == ["connections: 12", "rooms: 3", "members: 9", "memory: 50.0 MB (this node)",
                                            "uptime: 1h 2m (this node)", "store: ok", "new rooms: maintenance"])
        #expect(lines.contains("NODE   ID  STATE        ROOMS  CONNECTIONS  MEMBERS  MEMORY   STORE"))
        #expect(lines.contains("node1  n1  maintenance      2            8        6  50.0 MB  ok"))
        #expect(lines.contains("node2  n2  down             1            -        -  -        -"))
    }

    @Test func actionsPrintTheirMessageAndRefusalsSayWhatToDo() throws {
        #expect(ConsoleReport.lines(for: "close", try json(#"{"action":"close","message":"room ABCD closed"}"#), now: 0) == ["room ABCD closed"])
        #expect(ConsoleReport.error(status: 401, nil).contains("--token-file"))
        #expect(ConsoleReport.error(status: 404, try json(#"{"error":"room_not_found","message":"no room with code ABCD"}"#))
                == "error: no room with code ABCD (404 room_not_found)")
    }

    @Test func urlsAreHttpHostAndPort() throws {
        let url = try ConsoleURL("http://127.0.0.1:9300/admin")
        #expect(url.host == "127.0.0.1" && url.port == 9300 && url.hostHeader == "127.0.0.1:9300")
        let v6 = try ConsoleURL("http://[::1]:9300")
        #expect(v6.host == "::1" && v6.hostHeader == "[::1]:9300")
        #expect(throws: ConsoleURL.Invalid.self) { try ConsoleURL("https://example.org:9300") }
        #expect(throws: ConsoleURL.Invalid.self) { try ConsoleURL("127.0.0.1:9300") }
        #expect(throws: ConsoleURL.Invalid.self) { try ConsoleURL("http://127.0.0.1:0") }
    }

    @Test func responsesAreReadFromTheBytesBeforeTheClose() throws {
        let raw = Array("HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Bearer realm=\"x\"\r\nContent-Length: 0\r\n\r\n".utf8)
        let response = try #require(ConsoleResponse.parse(raw))
        #expect(response.status == 401 && response.body.isEmpty && response.header("www-authenticate") == "Bearer realm=\"x\"")
        let ok = try #require(ConsoleResponse.parse(Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}".utf8)))
        #expect(ok.body == Array("{}".utf8))
        #expect(ConsoleResponse.parse(Array("garbage".utf8)) == nil)
    }
}
