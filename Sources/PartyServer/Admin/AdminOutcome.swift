import Foundation
import PartyHTTP

/// What a console command produced, before it becomes an HTTP response (or a reply line on a
/// node-to-node link): a status and a JSON body (plain text for `/metrics`).
struct AdminOutcome: Sendable {
    /// The HTTP status code.
    var status: Int
    /// The body's bytes.
    var body: [UInt8]
    /// Its `Content-Type`.
    var contentType = "application/json"

    /// 200 with `value` as JSON.
    static func ok(_ value: some Encodable) -> AdminOutcome {
        AdminOutcome(status: 200, body: encode(value))
    }

    /// The failure's status with `{"error", "message"}`.
    static func failure(_ failure: AdminFailure) -> AdminOutcome {
        AdminOutcome(status: failure.status, body: encode(failure))
    }

    /// Whether the command succeeded.
    var isOK: Bool { status == 200 }

    /// The body read as `type` (a relayed node's answer), nil when it is not one.
    func decode<T: Decodable>(_ type: T.Type) -> T? {
        try? JSONDecoder().decode(type, from: Data(body))
    }

    /// The failure a non-200 body carries.
    var failure: AdminFailure? {
        guard !isOK, var failure = decode(AdminFailure.self) else { return nil }
        failure.status = status
        return failure
    }

    /// Compact JSON with keys in a stable order, slashes as they are.
    static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map(Array.init) ?? Array("{}".utf8)
    }
}
