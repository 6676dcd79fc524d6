import PartyCore
import PartyProtocol
@testable import PartyServer

/// A room for ``SessionMachine`` transcripts: only its name matters.
final class FakeRoom: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}

typealias TestMachine = SessionMachine<FakeRoom>

extension SessionMachine.Action where Room == FakeRoom {
    /// One action as a transcript line.
    var transcript: String {
        switch self {
        case let .chooseMode(mode): "mode \(mode)"
        case .closeTLSOnPlainPort: "close: tls on the plain port"
        case let .refuse(error, re): "error \(error.code.rawValue)" + (re.map { " re \($0)" } ?? "")
        case let .count(type): "count \(type)"
        case let .pong(re): "pong" + (re.map { " re \($0)" } ?? "")
        case let .enter(request, _, line): "enter \(request.type): \(String(decoding: line, as: UTF8.self))"
        case let .serve(request, _): "serve \(request.type)"
        case let .submit(request, room, player, pipelined):
            "\(pipelined ? "pipeline" : "submit") \(request.type) to \(room.name) as \(player)"
        case let .say(lines): "say \(lines.first ?? "")" + (lines.count > 1 ? " (+\(lines.count - 1) lines)" : "")
        case let .close(reason): "close: \(reason)"
        case .pauseReading: "pause reading"
        case .resumeReading: "resume reading"
        case let .deadline(millis, what, _): millis.map { "\(what) deadline \($0) ms" } ?? "no \(what) deadline"
        case let .forward(bytes): "forward \(String(decoding: bytes, as: UTF8.self).debugDescription)"
        case .finishRelayWriting: "finish relay writing"
        case let .releaseSeat(room, player): "release \(player) in \(room.name)"
        }
    }
}

/// A session machine under test, fed at a settable time, answering in transcript lines.
struct MachineHarness {
    var machine: TestMachine
    /// Server time in milliseconds for the next input.
    var now: Int64 = 0

    /// The machine with test settings: idle 60 s, line 10 s, a 64-byte line limit and, unless
    /// changed, a bucket that never runs out within a test.
    init(secure: Bool = false, webSocket: Bool = false, relayed: Bool = false, _ adjust: (inout TestMachine.Settings) -> Void = { _ in }) {
        var config = ServerConfig()
        config.maxFrameBytes = 64
        config.idleTimeoutSeconds = 60
        config.lineTimeoutSeconds = 10
        config.requestsPerSecond = 1
        config.requestBurst = 1000
        var settings = TestMachine.Settings(config)
        adjust(&settings)
        machine = TestMachine(settings: settings, requests: RequestTable(games: .standard), isSecure: secure,
                              isWebSocket: webSocket, relayed: relayed, now: 0, clock: { 0 })
    }

    /// Bytes as they arrive.
    mutating func receive(_ text: String) -> [String] {
        machine.received(Array(text.utf8), now: now).map(\.transcript)
    }

    /// One WebSocket message.
    mutating func message(_ text: String) -> [String] {
        machine.messageReceived(Array(text.utf8), now: now).map(\.transcript)
    }

    /// The registry or room answered the request that ran alone.
    mutating func answered(_ change: TestMachine.SeatChange? = nil) -> [String] {
        machine.answered(change, now: now).map(\.transcript)
    }

    /// The room finished one pipelined request: the session's transcript when it was woken,
    /// nil when the room only counted it down.
    mutating func roomFinishedOne(_ change: TestMachine.SeatChange? = nil) -> [String]? {
        guard machine.ledger.finished(changedSeat: change != nil) else { return nil }
        return machine.woken(change, now: now).map(\.transcript)
    }

    /// Seats the session in `room` as `player` through a `room.join`.
    mutating func seat(in room: FakeRoom, as player: PlayerID = "p1") {
        _ = receive(#"{"type":"room.join","room":"ABCD","name":"ann"}"# + "\n")
        _ = answered(.bound(room, player))
    }
}
