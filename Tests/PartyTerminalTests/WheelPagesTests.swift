import PartyProtocol
import Testing
@testable import PartyTerminal

/// `wheel.list` comes a page at a time; the client reads every page, and refuses weights out of range.
@Suite struct WheelPagesTests {
    static func page(_ ids: ClosedRange<Int>, offset: Int, total: Int, next: Int?) -> String {
        let wheels = ids.map { #"{"wheel_id":"w\#($0)","name":"W\#($0)","owner":"p1","options":[{"label":"a","weight":1},{"label":"b","weight":1}]}"# }
        let nextField = next.map { #","next_offset":\#($0)"# } ?? ""
        return #"{"type":"ok","re":1,"wheels":[\#(wheels.joined(separator: ","))],"offset":\#(offset),"total":\#(total)\#(nextField)}"#
    }

    @Test func followsNextOffsetAndKeepsEveryPage() {
        var s = seatedState()
        let more = s.reduce(reply: frame(Self.page(1...20, offset: 0, total: 23, next: 20)), to: "wheel.list", now: 0)
        #expect(more == [.request("wheel.list", ["offset": .int(20)])])
        #expect(s.reduce(reply: frame(Self.page(21...23, offset: 20, total: 23, next: nil)), to: "wheel.list", now: 0).isEmpty)
        #expect(s.wheels.map(\.id) == (1...23).map { "w\($0)" })
        // A fresh first page replaces the list.
        _ = s.reduce(reply: frame(Self.page(1...2, offset: 0, total: 2, next: nil)), to: "wheel.list", now: 0)
        #expect(s.wheels.map(\.id) == ["w1", "w2"])
    }

    @Test func aHugeWeightIsRefusedBeforeSending() {
        var s = seatedState()
        #expect(s.type("/wheel create Lunch: a*99999999999999999999, b").isEmpty)
        guard case let .wheelForm(form)? = s.overlay else { Issue.record("no form"); return }
        #expect(form.messages.map(\.key) == [.errWeight])
    }
}
