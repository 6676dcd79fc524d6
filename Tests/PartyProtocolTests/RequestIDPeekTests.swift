import Testing
@testable import PartyProtocol

@Suite("RequestID.peek")
struct RequestIDPeekTests {
    @Test(arguments: [
        (#"{"type":"ping","id":7}"#, RequestID.int(7)),
        (#"{"id":"a-1","type":"x"}"#, .string("a-1")),
        (#"{ "x": {"id": 1}, "id" : -3 }"#, .int(-3)),
        (#"{"x":"\"id\":9","id":"z"}"#, .string("z")),
        (#"{"text":"id","id":5,"#, .int(5)),
    ] as [(String, RequestID)])
    func findsTheTopLevelID(line: String, id: RequestID) {
        #expect(RequestID.peek(in: Array(line.utf8)) == id)
    }

    @Test(arguments: [#"{"type":"ping"}"#, #"{"x":{"id":1}}"#, #"["id",1]"#, #"{"id":1.5}"#, #"{"id":"a\"b"}"#, "", "[[[[[["])
    func nilWithoutAPlainTopLevelID(line: String) {
        #expect(RequestID.peek(in: Array(line.utf8)) == nil)
    }
}
