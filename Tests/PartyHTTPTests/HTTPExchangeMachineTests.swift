import PartyTestSupport
import Testing
@testable import PartyHTTP

private typealias Action = HTTPExchangeMachine.Action

private func machine(maxBody: Int = 64) -> HTTPExchangeMachine {
    HTTPExchangeMachine(rules: .api(maxBodyBytes: maxBody), maxHeadBytes: 512) { error in
        var response = HTTPResponse.text(error.status, error.message)
        response.headers.add("Connection", "close")
        return response
    }
}

private func handled(_ actions: [Action]) -> [HTTPRequest] {
    actions.compactMap { if case let .handle(request) = $0 { request } else { nil } }
}

private func written(_ actions: [Action]) -> String {
    text(actions.flatMap { action -> [UInt8] in if case let .write(b) = action { b } else { [] } })
}

/// The HTTP exchange machine reads a request's body and waits for each answer before the next
/// request (the operator console's connections): a transcript of the protocol, no sockets.
@Suite("HTTPExchangeMachine")
struct HTTPExchangeMachineTests {
    @Test func aPostWithABodyArrivesWholeInAnySplit() throws {
        let wire = "POST /admin/api/notice HTTP/1.1\r\nHost: a\r\nContent-Length: 15\r\n\r\n{\"text\":\"hi!\"}\n"
        for split in [1, 7, wire.utf8.count] {
            var m = machine()
            var actions: [Action] = []
            var rest = bytes(wire)[...]
            while !rest.isEmpty {
                actions += m.receive(Array(rest.prefix(split)))
                rest = rest.dropFirst(split)
            }
            let requests = handled(actions)
            try #require(requests.count == 1)
            #expect(requests[0].head.method == "POST" && requests[0].head.path == "/admin/api/notice")
            #expect(text(requests[0].body) == "{\"text\":\"hi!\"}\n")
            #expect(actions.contains(.headDeadline(false)))
            #expect(m.phase == .handling)
        }
    }

    @Test func pipelinedRequestsWaitForEachAnswerInOrder() {
        var m = machine()
        let first = m.receive(bytes("GET /a HTTP/1.1\r\nHost: a\r\n\r\nPOST /b HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}"))
        #expect(handled(first).map(\.head.path) == ["/a"])
        let second = m.respond(HTTPResponse(status: .ok, body: bytes("one")))
        #expect(written(second).hasPrefix("HTTP/1.1 200 OK"))
        #expect(handled(second).map(\.head.path) == ["/b"])
        #expect(handled(second).first?.body == bytes("{}"))
        let third = m.respond(HTTPResponse(status: .ok))
        #expect(third.contains(.headDeadline(true)) && m.phase == .reading)
    }

    @Test func aHeadRequestIsAnsweredWithoutItsBody() {
        var m = machine()
        _ = m.receive(bytes("HEAD /admin HTTP/1.1\r\nHost: a\r\n\r\n"))
        let out = written(m.respond(HTTPResponse(status: .ok, body: bytes("<html>"))))
        #expect(out.contains("Content-Length: 6") && !out.contains("<html>"))
    }

    @Test func connectionCloseClosesAfterTheAnswer() {
        var m = machine()
        _ = m.receive(bytes("GET /x HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n"))
        let actions = m.respond(HTTPResponse(status: .ok))
        #expect(written(actions).contains("Connection: close"))
        #expect(actions.last == .close(reason: "Connection: close") && m.phase == .closed)
        #expect(m.receive(bytes("GET / HTTP/1.1\r\nHost: a\r\n\r\n")).isEmpty)
    }

    @Test func bodiesOverTheLimitAndOtherMethodsAreRefusedBeforeAnyBodyIsRead() {
        var big = machine(maxBody: 8)
        let tooLarge = big.receive(bytes("POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 9\r\n\r\n"))
        #expect(written(tooLarge).hasPrefix("HTTP/1.1 413") && big.phase == .closed)
        var hugeNumber = machine()
        #expect(written(hugeNumber.receive(bytes("POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999\r\n\r\n"))).hasPrefix("HTTP/1.1 413"))
        var put = machine()
        #expect(written(put.receive(bytes("PUT /x HTTP/1.1\r\nHost: a\r\n\r\n"))).hasPrefix("HTTP/1.1 405"))
        var options = machine()
        #expect(written(options.receive(bytes("OPTIONS /admin/api/rooms HTTP/1.1\r\nHost: a\r\n\r\n"))).hasPrefix("HTTP/1.1 405"))
        var getBody = machine()
        #expect(written(getBody.receive(bytes("GET /x HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}"))).hasPrefix("HTTP/1.1 413"))
        var chunked = machine()
        #expect(written(chunked.receive(bytes("POST /x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"))).hasPrefix("HTTP/1.1 400"))
    }

    @Test func aSlowBodyTimesOutWith408AndAnIdleConnectionJustCloses() {
        var slow = machine()
        #expect(handled(slow.receive(bytes("POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\n{\""))).isEmpty)
        let timedOut = slow.headTimedOut()
        #expect(written(timedOut).hasPrefix("HTTP/1.1 408") && slow.phase == .closed)
        var idle = machine()
        #expect(idle.headTimedOut() == [.close(reason: "idle HTTP connection")])
        var busy = machine()
        _ = busy.receive(bytes("GET /x HTTP/1.1\r\nHost: a\r\n\r\n"))
        #expect(busy.headTimedOut().isEmpty, "no deadline while a request is being answered")
    }

    @Test func aPeerThatFloodsWhileARequestIsAnsweredIsDropped() {
        var m = machine(maxBody: 16)
        _ = m.receive(bytes("GET /x HTTP/1.1\r\nHost: a\r\n\r\n"))
        #expect(m.receive(Array(repeating: 0x41, count: 500)).isEmpty)
        #expect(m.receive(Array(repeating: 0x41, count: 100)) == [.close(reason: "too many pipelined bytes")])
        #expect(m.respond(HTTPResponse(status: .ok)).isEmpty)
    }

    @Test func theDefaultRulesStillRefusePostsAndBodies() {
        var parser = HTTPHeadParser()
        parser.append(bytes("POST / HTTP/1.1\r\nHost: a\r\n\r\n"))
        #expect(throws: HTTPRequestError.methodNotAllowed("POST")) { try parser.next() }
        #expect(HTTPRequestRules.api(maxBodyBytes: 1).allowHeader == "GET, HEAD, POST")
    }
}
