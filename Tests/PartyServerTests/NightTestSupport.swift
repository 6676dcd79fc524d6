import Foundation
import PartyClient
import PartyProtocol
import PartyServer
import PartyStore
import PartyTestSupport
import Synchronization
import Testing

extension PartyClient {
    /// Sends a request that must fail with `code`; returns the message.
    @discardableResult
    func refused(_ type: String, _ params: [String: JSONValue] = [:], code: String,
                 sourceLocation: SourceLocation = #_sourceLocation) async -> String {
        do {
            let reply = try await request(type, params)
            Issue.record("\(type) was accepted (\(reply)); expected \(code)", sourceLocation: sourceLocation)
        } catch let error as ClientError {
            #expect(error.code == code, "\(type): \(error)", sourceLocation: sourceLocation)
            if case let .server(_, message) = error { return message }
        } catch {
            Issue.record("\(type): \(error)", sourceLocation: sourceLocation)
        }
        return ""
    }
}

/// An iCalendar file read back: lines unfolded (RFC 5545 3.1), properties by name.
struct ParsedCalendar {
    let lines: [String]

    init(_ text: String) {
        var unfolded: [String] = []
        for raw in text.components(separatedBy: "\r\n") where !raw.isEmpty {
            if raw.hasPrefix(" "), !unfolded.isEmpty { unfolded[unfolded.count - 1] += raw.dropFirst() } else { unfolded.append(raw) }
        }
        lines = unfolded
    }

    /// The value of the first property `name` (after `name:`).
    func value(_ name: String) -> String? {
        lines.first { $0.hasPrefix(name + ":") }.map { String($0.dropFirst(name.count + 1)) }
    }

    /// A TEXT value with its escapes undone.
    static func unescape(_ text: String) -> String {
        var out = ""
        var escaped = false
        for c in text {
            if escaped {
                out.append(c == "n" || c == "N" ? "\n" : c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }
}
