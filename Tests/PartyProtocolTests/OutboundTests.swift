import Foundation
import Testing
@testable import PartyProtocol

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// The frame decoded (key order ignored).
private func value(_ bytes: [UInt8]) throws -> JSONValue {
    #expect(bytes.last == 0x0A, "a frame ends with a newline")
    #expect(bytes.dropLast().contains(0x0A) == false, "a frame is one line")
    return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
}

private func object(_ text: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
}

/// The keys of a JSON object line, in the order they appear on the wire.
private func keyOrder(_ line: [UInt8]) throws -> [String] {
    guard case .object(let fields) = try value(line) else { return [] }
    let s = text(line)
    return fields.keys.sorted { a, b in
        s.range(of: "\"\(a)\":")!.lowerBound < s.range(of: "\"\(b)\":")!.lowerBound
    }
}

@Suite("Outbound")
struct OutboundTests {
    @Test func replyCarriesReAndPayload() throws {
        let line = Outbound.reply(re: .int(3), Fields(["room": "ABCD", "player_id": "p1"]))
        #expect(try value(line) == object(#"{"type":"ok","re":3,"room":"ABCD","player_id":"p1"}"#))
        #expect(try value(Outbound.reply(re: .string("x/1"))) == object(#"{"type":"ok","re":"x/1"}"#))
        #expect(text(Outbound.reply(re: .string("x/1"))).contains("x/1"))  // slashes are not escaped
    }

    @Test func errorWithAndWithoutID() throws {
        let with = Outbound.error(WireError(.notHost, "only the host"), re: .string("a"))
        #expect(try value(with) == object(#"{"type":"error","re":"a","code":"not_host","message":"only the host"}"#))
        let without = Outbound.error(WireError.badRequest("name", "is required"), re: nil)
        #expect(try value(without) == object(#"{"type":"error","code":"bad_request","message":"name: is required"}"#))
        #expect(!text(without).contains("\"re\""))
        #expect(!text(without).contains("null"))
    }

    @Test func eventCarriesRoomAndSeqButNoRe() throws {
        let line = Outbound.event("chat.message", room: "WXYZ", seq: 17, Fields(["player_id": "p2", "name": "Bo", "text": "hi"]))
        #expect(try value(line) == object(#"{"type":"chat.message","room":"WXYZ","seq":17,"player_id":"p2","name":"Bo","text":"hi"}"#))
        #expect(!text(line).contains("\"re\""))
    }

    @Test func frameWithoutIDHasNoRe() throws {
        #expect(try value(Outbound.frame("pong")) == object(#"{"type":"pong"}"#))
        #expect(!text(Outbound.frame("pong")).contains("re"))
        #expect(try value(Outbound.frame("pong", re: .int(0))) == object(#"{"type":"pong","re":0}"#))
    }

    @Test func fieldsOmitNilAndReplace() throws {
        var f = Fields(["a": 1, "b": nil as Int?, "c": "x"])
        f.set("a", 2)
        f.set("c", nil as String?)
        #expect(try value(Outbound.frame("t", f)) == object(#"{"type":"t","a":2}"#))
    }

    @Test func controlCharactersInPayloadStayInsideOneLine() throws {
        let line = Outbound.event("chat.message", room: "ABCD", seq: 1, Fields(["text": "a\nb\r\u{1B}"]))
        guard case .object(let f) = try value(line) else { Issue.record("not an object"); return }
        #expect(f["text"] == .string("a\nb\r\u{1B}"))
    }

    /// Envelope first (type, re, room, seq), then the payload's fields sorted: stable logs.
    @Test
    func envelopeFieldsComeFirstInOrder() throws {
        #expect(try keyOrder(Outbound.reply(re: .int(3), Fields(["room": "ABCD", "player_id": "p1"])))
                == ["type", "re", "player_id", "room"])
        #expect(try keyOrder(Outbound.error(WireError(.notHost, "x"), re: .int(1))) == ["type", "re", "code", "message"])
        #expect(try keyOrder(Outbound.event("chat.message", room: "WXYZ", seq: 17, Fields(["player_id": "p2", "name": "Bo", "text": "hi"])))
                == ["type", "room", "seq", "name", "player_id", "text"])
        #expect(try keyOrder(Outbound.frame("welcome", Fields(["protocol": 1, "server": "partyd/x", "motd": "m"])))
                == ["type", "motd", "protocol", "server"])
    }

    @Test func errorCodesAreSnakeCaseAndUnique() {
        let raw = ErrorCode.allCases.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        for code in raw { #expect(code.allSatisfy { $0.isLowercase || $0 == "_" }, "\(code)") }
        for required in ["bad_json", "bad_request", "unknown_type", "frame_too_large", "rate_limited", "not_in_room",
                         "already_in_room", "room_not_found", "room_full", "room_locked", "name_taken", "not_host",
                         "not_your_turn", "not_allowed", "wrong_phase", "dice_rolling", "invalid_token", "not_found",
                         "server_shutting_down"] {
            #expect(raw.contains(required), "\(required)")
        }
    }
}
