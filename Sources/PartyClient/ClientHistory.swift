import Foundation
import Synchronization

/// A history file: what clients asked and what they got back, with times, one JSON object a
/// line, in the format `scripts/history-check.py` reads (docs/RELIABILITY.md, "Histories"). As
/// in Jepsen's histories, each request is an `invoke` followed by its completion: `ok`,
/// `error` (with the server's `code`) or `info` (no answer: a timeout or a lost connection, so
/// whether it took effect is unknown); room events are recorded as they arrive (`event`, with
/// `room`, `seq` and a hash of the exact line), and connections as they open and close.
///
/// Many clients (of one process) may write to one file; lines never interleave. An `invoke`
/// is in the file before its request leaves (it is flushed), so whoever reads the file at any
/// instant — the kill loop, right after a kill — sees every request that may have taken effect
/// by then; answers and events may still wait in the buffer.
public final class HistoryFile: Sendable {
    private let file: Mutex<UnsafeMutablePointer<FILE>?>

    /// Opens `path` for appending (made when missing).
    /// - Throws: ``ClientError/connect(_:)`` when the file cannot be opened.
    public init(path: String) throws {
        guard let handle = fopen(path, "a") else { throw ClientError.connect("cannot open the history file \(path)") }
        file = Mutex(handle)
    }

    deinit { close() }

    /// Appends one entry: `fields` are JSON texts by key (already encoded), written in order;
    /// with `flush`, it is in the file when this returns.
    func append(_ fields: [(key: String, value: String)], flush: Bool = false) {
        var line = "{"
        for (i, (key, value)) in fields.enumerated() {
            if i > 0 { line += "," }
            line += "\"\(key)\":\(value)"
        }
        line += "}\n"
        file.withLock { handle in
            guard let handle else { return }
            fputs(line, handle)
            if flush { fflush(handle) }
        }
    }

    /// Writes what is buffered to the file.
    public func flush() { file.withLock { handle in if let handle { fflush(handle) } } }

    /// Flushes and closes the file; later entries are dropped.
    public func close() {
        file.withLock { handle in
            if let open = handle { fclose(open) }
            handle = nil
        }
    }

    /// Seconds since 1970 with microseconds, as every entry's `t` (comparable across processes).
    static func now() -> String { String(format: "%.6f", Date().timeIntervalSince1970) }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A 64-bit FNV-1a hash of `bytes` in hex: two members saw the same event when the lines match.
    static func hash(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return "\"" + String(h, radix: 16) + "\""
    }
}

/// Who is recording into a ``HistoryFile``: one logical client (a seat that may reconnect many
/// times), its connection number and the server address it is connected to.
public struct ClientHistory: Sendable {
    /// Where entries go.
    public let file: HistoryFile
    /// The logical client (`p` in the file), e.g. `r3.p1`: the same across its reconnections.
    public let process: String
    /// This connection's number for the process (`c`), from 1.
    public let connection: Int
    /// The server address connected to (`n`), `host:port`.
    public let node: String

    /// Records for `process`'s `connection`th connection to `node`.
    public init(file: HistoryFile, process: String, connection: Int, node: String) {
        (self.file, self.process, self.connection, self.node) = (file, process, connection, node)
    }

    /// Records an entry of kind `kind` with `more` fields after the common ones (in the file at
    /// once with `flush`).
    func record(_ kind: String, _ more: KeyValuePairs<String, String> = [:], flush: Bool = false) {
        let common: [(key: String, value: String)] = [("t", HistoryFile.now()), ("p", HistoryFile.quoted(process)),
                                                      ("c", String(connection)), ("n", HistoryFile.quoted(node)),
                                                      ("k", HistoryFile.quoted(kind))]
        file.append(common + more.map { (key: $0.key, value: $0.value) }, flush: flush)
    }

    /// A request is about to be sent: `line` is its JSON text (with `id`), without the newline.
    /// In the file before the request leaves: a write that may have happened is never unseen.
    func invoke(id: Int, type: String, line: some Collection<UInt8>) {
        record("invoke", ["id": String(id), "f": HistoryFile.quoted(type), "v": String(decoding: line, as: UTF8.self)], flush: true)
    }

    /// The request's answer arrived: `ok` or `error` (its `code` comes with it).
    func completed(id: Int, type: String, reply: ServerFrame) {
        let kind = reply.type == "error" ? "error" : "ok"
        record(kind, ["id": String(id), "f": HistoryFile.quoted(type), "code": HistoryFile.quoted(reply[string: "code"] ?? ""),
                      "v": String(decoding: reply.raw, as: UTF8.self)])
    }

    /// The request got no answer: nobody knows whether it took effect.
    func indeterminate(id: Int, type: String, why: String) {
        record("info", ["id": String(id), "f": HistoryFile.quoted(type), "why": HistoryFile.quoted(why)])
    }

    /// A frame that answers no request (a room event, the welcome, an error without `re`).
    func event(_ frame: ServerFrame) {
        record("event", ["f": HistoryFile.quoted(frame.type), "room": HistoryFile.quoted(frame.room ?? ""),
                         "seq": frame.seq.map(String.init) ?? "null", "h": HistoryFile.hash(frame.raw),
                         "v": String(decoding: frame.raw, as: UTF8.self)])
    }

    /// Something the client itself did or saw that is no request: `what` (for example `lost`,
    /// the client gave the connection up as dead; `move`, it left to resume elsewhere), `detail` for people.
    public func note(_ what: String, _ detail: String = "") {
        record("note", ["f": HistoryFile.quoted(what), "why": HistoryFile.quoted(detail)])
    }

    /// The connection closed (`why`: who closed it and how).
    func closed(_ why: String) { record("closed", ["why": HistoryFile.quoted(why)]) }
}
