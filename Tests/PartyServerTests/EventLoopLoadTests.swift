import Foundation
import PartyClient
import PartyProtocol
import Testing

/// Behaviour under load on the event loops (one epoll instance per loop, connections sharing
/// their loop's queue): thousands of sockets in one room, pipelined floods from many members at
/// once, slow consumers among many readers. Nothing here measures time: each test checks
/// that nothing is lost, duplicated or reordered and that nobody but a slow consumer is cut.
extension EndToEnd {
    @Suite("Event loops under load")
    struct EventLoopLoadTests {
        /// The number in `"text":"<prefix><n>` of a chat line, if the line is a chat.message.
        static func chatNumber(_ line: ArraySlice<UInt8>, prefix: String) -> (sender: String?, n: Int)? {
            let text = String(decoding: line, as: UTF8.self)
            guard text.hasPrefix(#"{"type":"chat.message""#), let range = text.range(of: #""text":""# + prefix) else { return nil }
            let digits = text[range.upperBound...].prefix { $0.isNumber }
            guard let n = Int(digits) else { return nil }
            let sender = text.range(of: #""player_id":""#).map { r in String(text[r.upperBound...].prefix { $0 != "\"" }) }
            return (sender, n)
        }

        static func starts(_ line: ArraySlice<UInt8>, with prefix: String) -> Bool {
            line.starts(with: Array(prefix.utf8))
        }

        /// Four hundred sockets at once: twenty rooms of twenty (a creator and nineteen joiners,
        /// audience from the twelfth on), every creator chatting while the others listen. Rooms
        /// stay small so that the test loads the loops with sockets, not with snapshots (a join
        /// reply lists every member). Not thousands: the test process holds both ends of every
        /// socket while the other suites run; thousands are scenario D of scripts/bench.sh.
        /// (Children are started with `ChildProcess`, which any number of descriptors cannot crash.)
        @Test func fourHundredSocketsInTwentyRoomsGetEveryChatLineOnceAndInOrder() async throws {
            let rooms = 20, perRoom = 20, messages = 10
            let crowdSize = rooms * perRoom
            try await TestServer.run({
                $0.maxConnectionsPerIP = crowdSize + 100
                $0.requestsPerSecond = 1_000_000
                $0.requestBurst = 1_000_000
                $0.wordFilter = .empty  // numbered lines may pass "1488", a term of the shipped lists
            }) { server in
                let crowd = try SocketCrowd(port: server.port, count: crowdSize)
                defer { crowd.close() }
                var codes = [String?](repeating: nil, count: rooms)
                var seated = 0
                var errors: [String] = []
                for r in 0..<rooms { crowd.send(r * perRoom, #"{"type":"room.create","id":1,"name":"c\#(r)"}"#) }
                try await crowd.pump(timeout: 120, until: { seated == rooms || !errors.isEmpty }) { i, line in
                    let text = String(decoding: line, as: UTF8.self)
                    if text.hasPrefix(#"{"type":"error""#) { errors.append(String(text.prefix(200))) }
                    guard text.hasPrefix(#"{"type":"ok","re":1"#), let range = text.range(of: #""room":""#) else { return }
                    codes[i / perRoom] = String(text[range.upperBound...].prefix(4))
                    seated += 1
                }
                for i in 0..<crowdSize where i % perRoom != 0 {
                    let role = i % perRoom >= 12 ? #","role":"audience""# : ""
                    crowd.send(i, #"{"type":"room.join","id":1,"room":"\#(codes[i / perRoom]!)","name":"m\#(i)"\#(role)}"#)
                }
                try await crowd.pump(timeout: 120, until: { seated == crowdSize || !errors.isEmpty }) { _, line in
                    if Self.starts(line, with: #"{"type":"ok","re":1"#) { seated += 1 }
                    if Self.starts(line, with: #"{"type":"error""#) { errors.append(String(decoding: line.prefix(200), as: UTF8.self)) }
                }
                #expect(errors.isEmpty, "\(errors.prefix(3))")
                #expect(seated == crowdSize)

                for r in 0..<rooms {
                    for m in 0..<messages { crowd.send(r * perRoom, #"{"type":"chat.send","text":"m\#(m)"}"#) }
                }
                var next = [Int](repeating: 0, count: crowdSize)
                var done = 0
                var disorder = 0
                try await crowd.pump(timeout: 120, until: { done == crowdSize }) { i, line in
                    guard let chat = Self.chatNumber(line, prefix: "m") else { return }
                    if chat.n != next[i] { disorder += 1 }
                    next[i] = chat.n + 1
                    if next[i] == messages { done += 1 }
                }
                #expect(disorder == 0, "every member got m0…m\(messages - 1) of its room once and in order")
                #expect(crowd.closed.isEmpty, "nobody was cut")
            }
        }

        @Test func sixtyMembersFloodingPipelinedLinesAtOnceAreAllDeliveredInOrder() async throws {
            let rooms = 6, perRoom = 10, lines = 100
            try await TestServer.run({
                $0.requestsPerSecond = 1_000_000
                $0.requestBurst = 1_000_000
                $0.wordFilter = .empty  // numbered lines may pass "1488", a term of the shipped lists
            }) { server in
                let crowd = try SocketCrowd(port: server.port, count: rooms * perRoom)
                defer { crowd.close() }
                // Creators first, then the others join by code.
                var codes = [String?](repeating: nil, count: rooms)
                var seated = 0
                for r in 0..<rooms { crowd.send(r * perRoom, #"{"type":"room.create","id":1,"name":"c\#(r)"}"#) }
                try await crowd.pump(timeout: 30, until: { seated == rooms }) { i, line in
                    let text = String(decoding: line, as: UTF8.self)
                    guard text.hasPrefix(#"{"type":"ok","re":1"#), let range = text.range(of: #""room":""#) else { return }
                    codes[i / perRoom] = String(text[range.upperBound...].prefix(4))
                    seated += 1
                }
                for i in 0..<(rooms * perRoom) where i % perRoom != 0 {
                    crowd.send(i, #"{"type":"room.join","id":1,"room":"\#(codes[i / perRoom]!)","name":"m\#(i)"}"#)
                }
                try await crowd.pump(timeout: 30, until: { seated == rooms * perRoom }) { _, line in
                    if Self.starts(line, with: #"{"type":"ok","re":1"#) { seated += 1 }
                }
                // Every member sends all its lines in one go; the lines say who sent them.
                for i in 0..<(rooms * perRoom) {
                    for n in 0..<lines { crowd.send(i, #"{"type":"chat.send","text":"s\#(i)-\#(n)"}"#) }
                }
                // Per receiver and sender: the next number expected.
                var next = [[Int: Int]](repeating: [:], count: rooms * perRoom)
                var received = 0
                var disorder = 0
                var foreign = 0
                let expected = rooms * perRoom * perRoom * lines
                try await crowd.pump(timeout: 120, until: { received == expected }) { i, line in
                    let text = String(decoding: line, as: UTF8.self)
                    guard text.hasPrefix(#"{"type":"chat.message""#), let range = text.range(of: #""text":"s"#) else { return }
                    let body = text[range.upperBound...].prefix { $0 != "\"" }
                    let parts = body.split(separator: "-")
                    guard parts.count == 2, let sender = Int(parts[0]), let n = Int(parts[1]) else { return }
                    if sender / perRoom != i / perRoom { foreign += 1 }
                    if next[i][sender, default: 0] != n { disorder += 1 }
                    next[i][sender] = n + 1
                    received += 1
                }
                #expect(received == expected)
                #expect(disorder == 0, "each sender's lines arrive in the order sent, once")
                #expect(foreign == 0, "no line reaches another room")
                #expect(crowd.closed.isEmpty, "nobody was cut")
            }
        }

        @Test func slowConsumersAmongFiftyReadersAreCutAndTheReadersGetEverything() async throws {
            let readers = 50, sleepers = 4
            try await TestServer.run({
                $0.writeBufferBytes = 8192
                $0.requestsPerSecond = 1_000_000
                $0.requestBurst = 1_000_000
                $0.wordFilter = .empty  // numbered lines may pass "1488", a term of the shipped lists
                $0.roomLimits = .init(maxPlayers: 12, maxAudience: readers)
                $0.maxConnectionsPerIP = readers + 100
            }) { server in
                let host = try server.rawSocket()
                _ = try await host.readLine()
                // The filter off: every numbered line must pass, and "1488 zzz…" is a term of the default one.
                host.send(#"{"type":"room.create","id":1,"name":"Host","settings":{"filter":"off"}}"# + "\n")
                let created = try await host.readLine { $0.contains("\"re\":1") }
                let room = String(try #require(created.range(of: #""room":""#).map { created[$0.upperBound...].prefix(4) }))
                // The sleepers are players with tiny receive buffers who never read.
                let sleeping = try (0..<sleepers).map { s in
                    let socket = try server.rawSocket(receiveBuffer: 4096)
                    socket.send(#"{"type":"room.join","id":1,"room":"\#(room)","name":"Sleepy\#(s)"}"# + "\n")
                    return socket
                }
                let crowd = try SocketCrowd(port: server.port, count: readers)
                defer { crowd.close() }
                for i in 0..<readers {
                    crowd.send(i, #"{"type":"room.join","id":1,"room":"\#(room)","name":"r\#(i)","role":"audience"}"#)
                }
                var seated = 0
                try await crowd.pump(timeout: 60, until: { seated == readers }) { _, line in
                    if Self.starts(line, with: #"{"type":"ok","re":1"#) { seated += 1 }
                }

                let text = String(repeating: "z", count: 490)
                var sent = 0
                var next = [Int](repeating: 0, count: readers)
                var disorder = 0
                var cut = Set<String>()
                let deadline = ContinuousClock.now + .seconds(90)
                while cut.count < sleepers && ContinuousClock.now < deadline {
                    let batch = (0..<250).map { #"{"type":"chat.send","text":"\#(sent + $0) \#(text)"}"# }.joined(separator: "\n") + "\n"
                    #expect(host.send(batch))
                    sent += 250
                    host.discardReceived()
                    // Flow control: every reader reads the whole batch before the next one is sent.
                    try await crowd.pump(timeout: 60, until: { next.allSatisfy { $0 >= sent } }) { i, line in
                        let lineText = String(decoding: line, as: UTF8.self)
                        if i == 0, lineText.contains("room.player_disconnected"),
                           let range = lineText.range(of: #""player_id":""#) {
                            cut.insert(String(lineText[range.upperBound...].prefix { $0 != "\"" }))
                        }
                        guard let chat = Self.chatNumber(line, prefix: "") else { return }
                        if chat.n != next[i] { disorder += 1 }
                        next[i] = chat.n + 1
                    }
                    host.discardReceived()
                }
                #expect(cut.count == sleepers, "every sleeper was cut after \(sent) messages")
                #expect(disorder == 0, "the readers got every message once, in order")
                #expect(crowd.closed.isEmpty, "no reader was cut")
                withExtendedLifetime(sleeping) {}
            }
        }
    }
}
