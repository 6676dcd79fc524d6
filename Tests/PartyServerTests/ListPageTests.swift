import PartyProtocol
import Testing
@testable import PartyServer

/// Pages of `wheel.list` and `wyr.history`: `offset`/`limit` in, `offset`/`total`/`next_offset` out.
@Suite("List pages")
struct ListPageTests {
    static func page(_ fields: [String: JSONValue], size: Int = 20) throws(WireError) -> ListPage {
        try ListPage(Params(fields), pageSize: size)
    }

    /// The frame as text, without its line ending.
    static func json(_ fields: Fields) -> String { String(decoding: Outbound.frame("ok", fields).filter { $0 != 0x0A }, as: UTF8.self) }

    @Test func defaultsToTheFirstFullPage() throws {
        let page = try Self.page([:])
        #expect(page.offset == 0 && page.limit == 20)
        #expect(page.slice(Array(0..<45)) == Array(0..<20))
        #expect(Self.json(page.reply("items", [Int](), total: 45)) == #"{"type":"ok","items":[],"next_offset":20,"offset":0,"total":45}"#)
    }

    @Test func theLastPageHasNoNextOffset() throws {
        let page = try Self.page(["offset": .int(40), "limit": .int(10)])
        #expect(page.slice(Array(0..<45)) == Array(40..<45))
        #expect(Self.json(page.reply("items", [Int](), total: 45)) == #"{"type":"ok","items":[],"offset":40,"total":45}"#)
        #expect(try Self.page(["offset": .int(100)]).slice(Array(0..<45)).isEmpty, "past the end: an empty page")
    }

    @Test(arguments: [("limit", JSONValue.int(0)), ("limit", .int(21)), ("offset", .int(-1)), ("offset", .string("x")), ("limit", .double(1e30))])
    func outOfRangeNamesTheField(field: String, value: JSONValue) {
        #expect(throws: WireError.self) { _ = try Self.page([field: value]) }
        do { _ = try Self.page([field: value]) } catch { #expect(error.message.hasPrefix(field)) }
    }
}
