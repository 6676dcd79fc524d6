import Dispatch
import Foundation
import Glibc
import PartyClient
import PartyProtocol
import PartyTerminal
import PartyTransport

/// The running client: owns the terminal, the connection and the ``ClientState``.
///
/// `@unchecked Sendable`: every mutable property is touched only on `queue` (stdin, signals,
/// the render timer and network callbacks all hop onto it).
final class TerminalApp: @unchecked Sendable {
    let settings: AppSettings
    let queue = DispatchQueue(label: "party.app")
    let terminal = RawTerminal()
    let log: FileLog
    var state: ClientState
    var seats: SeatStore
    var client: PartyClient?
    var generation = 0
    var reconnecting = false
    var noReconnect = false
    var backoff = Backoff()
    var decoder = KeyDecoder()
    var pendingEscapeTicks = 0
    var lastScreen: Screen?
    var size = (columns: 80, rows: 24)
    var sources: [any DispatchSourceProtocol] = []
    var lastPingMs: Int64 = 0
    var lastRenderMs: Int64 = 0
    var finished: CheckedContinuation<Void, Never>?
    var stopped = false
    /// Whether a seat was ever taken in this run; until then failures end the program.
    var everSeated = false
    /// Why the program ended on its own (printed after the terminal is restored).
    var exitMessage: String?
    /// Whether the seat was given up (`/leave`): then nothing waits for a `party join`.
    var left = false

    init(settings: AppSettings) {
        self.settings = settings
        self.log = FileLog(directory: settings.configDir)
        self.state = ClientState(language: settings.language)
        self.seats = SeatStore.load(from: settings.configDir)
    }

    static func nowMs() -> Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }

    /// Runs until the person quits; the terminal is restored on every way out.
    func run() async throws {
        if settings.insecure {
            FileHandle.standardError.write(Data("warning: --insecure: the server's certificate is NOT verified\n".utf8))
        }
        try terminal.enter()
        log.log("start \(settings.serverKey)")
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async { [self] in
                finished = continuation
                if settings.insecure { state.append(ChatEntry(.error, "TLS: --insecure, the certificate is not verified")) }
                installSources()
                render()
                connect(first: true)
            }
        }
        terminal.restore()
        log.log("exit")
        if let message = queue.sync(execute: { exitMessage }) { throw TerminalExit(message: message) }
        if let note = queue.sync(execute: { quitNote() }) { print(note) }
    }

    /// Ends the program: closes the connection, restores the terminal, resumes `run()`.
    func stop() {
        dispatchPrecondition(condition: .onQueue(queue))
        guard !stopped else { return }
        stopped = true
        for s in sources { s.cancel() }
        sources = []
        client?.close()
        terminal.restore()
        finished?.resume()
        finished = nil
    }

    private func installSources() {
        size = terminal.size()
        let input = DispatchSource.makeReadSource(fileDescriptor: 0, queue: queue)
        input.setEventHandler { [self] in readInput() }
        input.resume()
        sources.append(input)
        // Through the process's signal pipe, not Dispatch signal sources: a signal the kernel
        // hands to a thread that does not block it would be dropped before Dispatch saw it.
        SignalPipe.shared.route([SIGWINCH]) { [self] _ in
            queue.async { [self] in
                size = terminal.size()
                lastScreen = nil
                terminal.write("\u{1B}[2J")
                render()
            }
        }
        SignalPipe.shared.route([SIGINT, SIGTERM, SIGHUP]) { [self] _ in queue.async { [self] in stop() } }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .milliseconds(50), repeating: .milliseconds(50))
        timer.setEventHandler { [self] in tick() }
        timer.resume()
        sources.append(timer)
    }

    private func readInput() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
        if n == 0 { stop(); return }
        guard n > 0 else { return }
        for key in decoder.feed(buffer[..<n]) { handle(key) }
        pendingEscapeTicks = decoder.hasPending ? 1 : 0
        render()
    }

    private func handle(_ key: Keypress) {
        if key == .redraw { lastScreen = nil; terminal.write("\u{1B}[2J"); return }
        perform(state.reduce(key: key, now: Self.nowMs()))
    }

    /// Every 50 ms: animations and timers, a lone ESC, a dropped connection, the heartbeat.
    private func tick() {
        if pendingEscapeTicks > 0 {
            pendingEscapeTicks += 1
            if pendingEscapeTicks > 2 { for key in decoder.flush() { handle(key) }; pendingEscapeTicks = 0 }
        }
        if let client, !reconnecting, let reason = client.closedReason {
            log.log("connection closed: \(reason)")
            self.client = nil
            if noReconnect { state.connection = .offline } else { connect(first: false) }
        }
        let now = Self.nowMs()
        if state.reduce(tick: now) { render() }
        if let client, now - lastPingMs > 60_000 {
            lastPingMs = now
            client.send("ping")
        }
        if now - lastRenderMs >= (ScreenRenderer.isAnimating(state, now: now) ? 45 : 250) { render() }
    }

    func render() {
        guard !stopped else { return }
        lastRenderMs = Self.nowMs()
        let screen = ScreenRenderer.render(state, width: size.columns, height: size.rows, now: lastRenderMs)
        if let lastScreen, lastScreen == screen { return }
        terminal.write(screen.ansi(color: settings.color, previous: lastScreen))
        lastScreen = screen
    }

    /// Carries out what the reducer asked for.
    func perform(_ effects: [ClientEffect]) {
        for effect in effects {
            switch effect {
            case let .send(type, params):
                guard let client, state.connection == .connected else {
                    state.append(ChatEntry(.error, state.t(.connOffline)))
                    continue
                }
                log.log("send \(type)")
                client.send(type, params)
            case let .request(type, params):
                guard let client, state.connection == .connected else { continue }
                Task { [self] in
                    do {
                        let reply = try await client.request(type, params)
                        queue.async { [self] in perform(state.reduce(reply: reply, to: type, now: Self.nowMs())); render() }
                    } catch let ClientError.server(code, message) {
                        queue.async { [self] in state.reduce(failure: code, message: message, to: type); render() }
                    } catch {
                        log.log("request \(type) failed: \(error)")
                    }
                }
            case .leave:
                left = true
                client?.send("room.leave")
                forgetSeat()
                stop()
            case .stopReconnecting:
                noReconnect = true
            case let .forgetSeat(room):
                noReconnect = true
                forgetSeat(room: room)
            case .quit:
                stop()
            case let .exit(message):
                exitMessage = message
                stop()
            }
        }
    }

    /// What `/quit` (or Ctrl-C) leaves behind: the seat that waits and how to take it back.
    func quitNote() -> String? {
        guard !left, let room = state.roomCode, seats.seat(server: settings.serverKey, room: room) != nil else { return nil }
        return state.quitNote(arguments: settings.connectionArguments)
    }

    /// Forgets the remembered seat in `room` (the current room by default).
    func forgetSeat(room: String? = nil) {
        guard let room = room ?? state.roomCode else { return }
        seats.forget(server: settings.serverKey, room: room)
        saveSeats()
    }

    func saveSeats() {
        do { try seats.save(to: settings.configDir) } catch { log.log("cannot save seats: \(error)") }
    }
}

/// The reason `party` could not get a seat (wrong code, taken name, untrusted certificate...).
struct TerminalExit: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
