import Testing
@testable import PartyProtocol

private func parse(_ text: String) -> Result<Request, RequestParseFailure> { Request.parse(Array(text.utf8)) }

private func failure(_ text: String) throws -> RequestParseFailure {
    switch parse(text) {
    case .success(let r): Issue.record("expected a failure, got \(r.type)"); throw ParseExpectation.unexpectedSuccess
    case .failure(let f): return f
    }
}

private enum ParseExpectation: Error { case unexpectedSuccess }

@Suite("Request.parse")
struct RequestParseTests {
    @Test func validRequestWithIntegerID() throws {
        let r = try parse(#"{"type":"room.join","id":7,"room":"ABCD","name":"Bob","extra":[1,2]}"#).get()
        #expect(r.type == "room.join")
        #expect(r.id == .int(7))
        #expect(r.params.fields["room"] == .string("ABCD"))
        #expect(r.params.fields["type"] == nil)
        #expect(r.params.fields["id"] == nil)
        #expect(r.params.fields["extra"] == .array([.int(1), .int(2)]))  // unknown fields are kept, ignored later
    }

    @Test func stringIDAndNullID() throws {
        #expect(try parse(#"{"type":"ping","id":"abc-1"}"#).get().id == .string("abc-1"))
        #expect(try parse(#"{"type":"ping","id":null}"#).get().id == nil)
        #expect(try parse(#"{"type":"ping"}"#).get().id == nil)
    }

    @Test(arguments: [
        #"{"type":"ping","id":1.5}"#, #"{"type":"ping","id":true}"#,
        #"{"type":"ping","id":[1]}"#, #"{"type":"ping","id":{"a":1}}"#,
    ])
    func invalidIDIsABadRequestNamingID(line: String) throws {
        let f = try failure(line)
        #expect(f.error.code == .badRequest)
        #expect(f.error.message.hasPrefix("id"))
        #expect(f.id == nil)
    }

    @Test(arguments: ["not json", "{", "{\"type\":\"ping\"", "{'type':'ping'}", "{\"type\":\"ping\"}}", ""])
    func invalidJSONIsBadJSON(line: String) throws {
        let f = try failure(line)
        #expect(f.error.code == .badJSON)
        #expect(f.id == nil)
    }

    /// RFC 8259 is strict: what a lenient parser would let through is `bad_json` here.
    @Test(arguments: [#"{"type":"ping","id":1,}"#, #"{"type":"ping","x":[1,]}"#, #"{"type":"ping","id":01}"#])
    func trailingCommasAndLeadingZerosAreBadJSON(line: String) throws {
        let f = try failure(line)
        #expect(f.error.code == .badJSON)
    }

    @Test(arguments: ["[1,2]", "\"ping\"", "42", "null", "true", "[{\"type\":\"ping\"}]"])
    func nonObjectJSONIsBadJSON(line: String) throws {
        let f = try failure(line)
        #expect(f.error.code == .badJSON)
        #expect(f.error.message.contains("object"))
    }

    @Test func invalidUTF8IsBadJSON() throws {
        let bytes: [UInt8] = Array(#"{"type":"chat.send","text":""#.utf8) + [0xC3, 0x28, 0xFF] + Array(#""}"#.utf8)
        guard case .failure(let f) = Request.parse(bytes) else {
            Issue.record("invalid UTF-8 was accepted")
            return
        }
        #expect(f.error.code == .badJSON)
    }

    @Test func missingTypeIsBadRequestNamingTypeWithRe() throws {
        let f = try failure(#"{"id":9,"name":"x"}"#)
        #expect(f.error.code == .badRequest)
        #expect(f.error.message.hasPrefix("type"))
        #expect(f.id == .int(9))
        let g = try failure(#"{"id":"s","type":5}"#)
        #expect(g.error.code == .badRequest)
        #expect(g.error.message.hasPrefix("type"))
        #expect(g.id == .string("s"))
    }
}

@Suite("Params")
struct ParamsTests {
    let params = Params([
        "name": .string("Ann"), "count": .int(3), "half": .double(2.5), "whole": .double(4.0),
        "flag": .bool(true), "list": .array([.int(1)]), "nothing": .null,
    ])

    private func message(_ body: () throws -> Void) -> WireError? {
        do { try body(); return nil } catch { return error as? WireError }
    }

    @Test func readsValidValues() throws {
        #expect(try params.string("name") == "Ann")
        #expect(try params.int("count", in: 0...10) == 3)
        #expect(try params.int("whole", in: 0...10) == 4)
        #expect(try params.bool("flag"))
        #expect(try params.array("list") == [.int(1)])
        #expect(try params.optionalString("nothing") == nil)
        #expect(try params.optionalInt("absent", in: 0...1) == nil)
        #expect(params.has("name"))
        #expect(!params.has("nothing"))
        #expect(!params.has("absent"))
        #expect(try params.choice("name", ["Ann", "Bo"]) == "Ann")
        #expect(try params.optionalChoice("absent", ["x"]) == nil)
    }

    @Test func everyFailureIsABadRequestNamingTheField() {
        let cases: [(String, WireError?)] = [
            ("absent", message { _ = try params.string("absent") }),
            ("count", message { _ = try params.string("count") }),
            ("name", message { _ = try params.int("name", in: 0...1) }),
            ("half", message { _ = try params.int("half", in: 0...10) }),
            ("count", message { _ = try params.int("count", in: 5...10) }),
            ("absent", message { _ = try params.int("absent", in: 0...1) }),
            ("name", message { _ = try params.bool("name") }),
            ("absent", message { _ = try params.bool("absent") }),
            ("flag", message { _ = try params.array("flag") }),
            ("absent", message { _ = try params.array("absent") }),
            ("name", message { _ = try params.choice("name", ["x", "y"]) }),
            ("name", message { _ = try params.optionalChoice("name", ["x"]) }),
            ("nothing", message { _ = try params.string("nothing") }),
        ]
        for (field, error) in cases {
            #expect(error?.code == .badRequest, "field \(field)")
            #expect(error?.message.hasPrefix(field + ":") == true, "\(error?.message ?? "no error") should name \(field)")
        }
    }

    @Test func rangeMessageGivesTheBounds() {
        let e = message { _ = try params.int("count", in: 5...10) }
        #expect(e?.message.contains("5") == true && e?.message.contains("10") == true)
    }
}
