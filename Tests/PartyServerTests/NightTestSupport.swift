import Foundation
import PartyClient
import PartyProtocol
import PartyServer
import PartyStore
import PartyTestSupport
import Synchronization
import Testing

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
