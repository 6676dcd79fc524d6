import Foundation
import PartyProtocol
import PartyTestSupport
import Testing

/// Replays `Protocol/examples/*.ndjson` (format in `Protocol/examples/README.md`) against a
/// live server: sends the client lines and requires exactly the listed server lines.
enum TranscriptReplay {
    static var folder: String { RepoPaths.path("Protocol/examples") }

    /// The transcript file names, sorted.
    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".ndjson") }.sorted()
    }()

    struct Mismatch: Error, CustomStringConvertible {
        var description: String
    }

    /// Per-transcript variables (`ROOM`, tokens).
    struct Variables {
        var room: String?
        var tokens: [String: String] = [:]

        func substitute(_ line: String) -> String {
            var out = line
            if let room { out = out.replacingOccurrences(of: "<room>", with: room) }
            for (name, token) in tokens { out = out.replacingOccurrences(of: "<token:\(name)>", with: token) }
            return out
        }

        /// Matches `actual` against `expected` (extra actual fields allowed), binding placeholders.
        mutating func match(_ expected: JSONValue, _ actual: JSONValue?, path: String) -> String? {
            guard let actual else { return "\(path): missing" }
            switch expected {
            case .string("<any>"):
                return nil
            case .string("<room>"):
                guard case .string(let code) = actual else { return "\(path): room must be a string, got \(actual)" }
                if let room { return room == code ? nil : "\(path): room \(code) is not \(room)" }
                room = code
                return nil
            case .string(let s) where s.hasPrefix("<token:") && s.hasSuffix(">"):
                let name = String(s.dropFirst(7).dropLast())
                guard case .string(let token) = actual else { return "\(path): token must be a string, got \(actual)" }
                if let known = tokens[name] { return known == token ? nil : "\(path): token of \(name) changed" }
                tokens[name] = token
                return nil
            case .object(let fields):
                guard case .object(let got) = actual else { return "\(path): expected an object, got \(actual)" }
                for key in fields.keys.sorted() {
                    if let problem = match(fields[key]!, got[key], path: path + "." + key) { return problem }
                }
                return nil
            case .array(let items):
                guard case .array(let got) = actual, got.count == items.count else {
                    return "\(path): expected an array of \(items.count), got \(actual)"
                }
                for (i, item) in items.enumerated() {
                    if let problem = match(item, got[i], path: "\(path)[\(i)]") { return problem }
                }
                return nil
            case .double(let d):
                if case .double(let g) = actual, g == d { return nil }
                return "\(path): expected \(d), got \(actual)"
            default:
                return expected == actual ? nil : "\(path): expected \(expected), got \(actual)"
            }
        }
    }

    /// Runs one transcript file against `server`.
    static func replay(_ file: String, on server: ServerHarness) async throws {
        let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
        var clients: [String: RawSocket] = [:]
        var vars = Variables()
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let where_ = "\(file):\(index + 1)"
            guard !raw.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            guard case .object(let step)? = try? JSONDecoder().decode(JSONValue.self, from: Data(raw.utf8)),
                  case .string(let dir)? = step["dir"], case .string(let name)? = step["client"] else {
                throw Mismatch(description: "\(where_): not a transcript step: \(raw)")
            }
            switch dir {
            case "connect":
                clients[name] = try server.rawSocket()
            case "send":
                guard case .string(let line)? = step["line"], let client = clients[name] else {
                    throw Mismatch(description: "\(where_): send needs a line and a connected client")
                }
                client.send(vars.substitute(line) + "\n")
            case "recv":
                guard let client = clients[name] else { throw Mismatch(description: "\(where_): \(name) is not connected") }
                guard let line = try await client.readLine(timeout: step["within"]?.double ?? 5) else {
                    throw Mismatch(description: "\(where_): \(name)'s connection closed instead")
                }
                if let expected = step["frame"] {
                    let actual = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8))
                    if let problem = vars.match(expected, actual, path: "frame") {
                        throw Mismatch(description: "\(where_): \(name) received \(line)\n  \(problem)")
                    }
                } else if case .string(let pattern)? = step["text"] {
                    var escaped = pattern
                    if let room = vars.room { escaped = escaped.replacingOccurrences(of: "<room>", with: room) }
                    let regex = try Regex(escaped)
                    if (try? regex.wholeMatch(in: line)) == nil {
                        throw Mismatch(description: "\(where_): \(name) received '\(line)', which does not match /\(pattern)/")
                    }
                } else {
                    throw Mismatch(description: "\(where_): recv needs frame or text")
                }
            case "disconnect":
                clients[name]?.close()
                clients[name] = nil
                try await Task.sleep(for: .milliseconds(100))
            case "closed":
                guard let client = clients[name] else { throw Mismatch(description: "\(where_): \(name) is not connected") }
                try await client.waitUntilClosed(timeout: 5)
                let extra = client.unreadLines()
                if !extra.isEmpty { throw Mismatch(description: "\(where_): \(name) received more before closing: \(extra)") }
                clients[name] = nil
            default:
                throw Mismatch(description: "\(where_): unknown dir \(dir)")
            }
        }
        // Every line each client received must have been listed.
        try await Task.sleep(for: .milliseconds(50))
        for (name, client) in clients.sorted(by: { $0.key < $1.key }) {
            let extra = client.unreadLines()
            if !extra.isEmpty { throw Mismatch(description: "\(file): end: \(name) received lines the transcript does not list: \(extra)") }
        }
    }
}

extension EndToEnd {
    @Suite("Transcript replay")
    struct TranscriptReplayTests {
        @Test(.enabled(if: !TranscriptReplay.files.isEmpty, "no transcripts in Protocol/examples yet (written on branch protocol)"),
              arguments: TranscriptReplay.files)
        func transcriptReplaysAgainstALiveServer(file: String) async throws {
            try await ServerHarness.run { server in
                do {
                    try await TranscriptReplay.replay(file, on: server)
                } catch let mismatch as TranscriptReplay.Mismatch {
                    Issue.record(Comment(rawValue: mismatch.description))
                }
            }
        }
    }
}
