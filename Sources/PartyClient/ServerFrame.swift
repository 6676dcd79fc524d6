import Foundation
import PartyProtocol

/// One frame received from the server, decoded.
public struct ServerFrame: Sendable, CustomStringConvertible {
    /// The frame's `type` (`ok`, `error`, `welcome`, `chat.message`...).
    public var type: String
    /// Every field of the frame, including `type`.
    public var fields: [String: JSONValue]
    /// The exact bytes received, without the newline.
    public var raw: [UInt8]

    /// Decodes a frame; nil when the line is not a JSON object with a string `type`.
    public init?(line: some Collection<UInt8>) {
        guard case let .object(f)? = try? JSONDecoder().decode(JSONValue.self, from: Data(line)),
              case let .string(type)? = f["type"] else { return nil }
        self.type = type
        self.fields = f
        self.raw = Array(line)
    }

    /// A string field (integers are rendered as text).
    public subscript(string key: String) -> String? {
        switch fields[key] {
        case let .string(s)?: s
        case let .int(i)?: String(i)
        default: nil
        }
    }

    /// An integer field.
    public subscript(int key: String) -> Int? { if case let .int(i)? = fields[key] { i } else { nil } }

    /// A boolean field.
    public subscript(bool key: String) -> Bool? { if case let .bool(b)? = fields[key] { b } else { nil } }

    /// The frame's room code, for room events.
    public var room: String? { self[string: "room"] }
    /// The frame's per-room sequence number, for room events.
    public var seq: Int? { self[int: "seq"] }

    /// The raw JSON text.
    public var description: String { String(decoding: raw, as: UTF8.self) }
}

/// Why a client request failed.
public enum ClientError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The server answered with an error frame.
    case server(code: String, message: String)
    /// No reply arrived in time.
    case timeout(String)
    /// The connection is closed.
    case closed(String)
    /// Could not connect.
    case connect(String)

    /// The server's error code, when the server refused.
    public var code: String? { if case let .server(code, _) = self { code } else { nil } }

    /// A short description.
    public var description: String {
        switch self {
        case let .server(code, message): "\(code): \(message)"
        case let .timeout(what): "timed out waiting for \(what)"
        case let .closed(why): "connection closed: \(why)"
        case let .connect(why): "cannot connect: \(why)"
        }
    }
}
