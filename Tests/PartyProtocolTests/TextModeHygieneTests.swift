import Testing
@testable import PartyProtocol

/// Text mode refuses what it cannot represent faithfully instead of repairing it.
@Suite("Text mode hygiene")
struct TextModeHygieneTests {
    @Test("a line of invalid UTF-8 is refused locally, not sent as chat with replacement characters")
    func invalidUTF8() throws {
        var s = sessionInRoom()
        for bytes: [UInt8] in [[0x68, 0x69, 0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x73, 0x61, 0x79, 0x20, 0xC0, 0xAF]] {
            let lines = try #require(s.parse(bytes).localLines, "\(bytes) was sent")
            #expect(lines.count == 1)
            #expect(lines[0].contains("not valid UTF-8"))
        }
        #expect(s.parse(line("héllo")).request?.type == "chat.send", "valid UTF-8 is still chat")
    }

    @Test("a wheel weight out of range, however many digits, is refused and nothing is sent", arguments: [
        "wheel Lunch: a*99999999999999999999, b", "wheel Lunch: a*0, b", "wheel Lunch: a, b*1001",
    ])
    func weightOutOfRange(input: String) throws {
        var s = sessionInRoom()
        let lines = try #require(s.parse(line(input)).localLines, "\(input) was sent")
        #expect(lines[0].contains("weight must be a whole number from 1 to 1000"))
    }

    @Test("weights in range and labels with a star but no number still work")
    func weightsInRange() throws {
        var s = sessionInRoom()
        let request = try #require(s.parse(line("wheel Lunch: a*1000, b*x, c")).request)
        #expect(request.params.fields["options"] == .array([
            .object(["label": .string("a"), "weight": .int(1000)]),
            .object(["label": .string("b*x"), "weight": .int(1)]),
            .object(["label": .string("c"), "weight": .int(1)]),
        ]))
    }

    @Test("a page that is not the whole list says so")
    func moreLine() throws {
        var s = sessionInRoom()
        let r = try #require(s.parse(line("history")).request)
        let lines = s.render(line(#"{"type":"ok","re":"\#(r.id!.description)","questions":[{"a":"x","b":"y","a_votes":1,"b_votes":0}],"offset":0,"total":3,"next_offset":1}"#))
        #expect(lines.joined().contains("(showing the first 1 of 3 questions)"))
    }
}
