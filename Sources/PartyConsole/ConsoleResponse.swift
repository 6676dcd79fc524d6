import Foundation

/// An HTTP response as the console's command line reads it: status, headers and body.
public struct ConsoleResponse: Sendable, Equatable {
    /// The status code.
    public var status: Int
    /// Header fields as received (names lowercased).
    public var headers: [(name: String, value: String)]
    /// The body (`Content-Length` bytes, or everything up to the close).
    public var body: [UInt8]

    /// The first value of header `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name == name.lowercased() }?.value
    }

    /// Reads a whole response from the bytes a server sent before closing; nil when they are
    /// not an HTTP/1.x response.
    public static func parse(_ bytes: [UInt8]) -> ConsoleResponse? {
        let crlfcrlf: [UInt8] = [13, 10, 13, 10]
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: crlfcrlf) }) else { return nil }
        let head = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusLine = head.first?.split(separator: " ", maxSplits: 2) ?? []
        guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]) else { return nil }
        let headers = head.dropFirst().compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (line[..<colon].lowercased(), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var body = Array(bytes[(end + 4)...])
        if let length = headers.first(where: { $0.name == "content-length" }).flatMap({ Int($0.value) }), length <= body.count {
            body = Array(body.prefix(length))
        }
        return ConsoleResponse(status: status, headers: headers, body: body)
    }

    public static func == (a: ConsoleResponse, b: ConsoleResponse) -> Bool {
        a.status == b.status && a.body == b.body && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }
}
