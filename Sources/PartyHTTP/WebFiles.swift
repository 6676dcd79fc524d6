/// One file of the web client as `scripts/embed-web.sh` writes it into the build.
struct EmbeddedFile: Sendable {
    /// The URL path (`/index.html`).
    let path: String
    /// Hex SHA-256 of the content (becomes the ETag).
    let sha256: String
    /// The content, Base64 with line breaks.
    let base64: String
}

/// A file the HTTP server can send.
public struct WebFile: Equatable, Sendable {
    /// The URL path (`/js/app.js`).
    public let path: String
    /// Its `Content-Type`.
    public let contentType: String
    /// Its strong entity tag, quoted (`"1a2b…"`).
    public let etag: String
    /// Its bytes.
    public let body: [UInt8]

    /// Creates a file; the content type comes from the path's extension.
    public init(path: String, etag: String, body: [UInt8]) {
        self.path = path
        self.contentType = MediaType.forPath(path)
        self.etag = etag
        self.body = body
    }
}

/// The table of static files served over HTTP, by path.
public struct WebFiles: Sendable {
    private let byPath: [String: WebFile]

    /// Creates a table from files.
    public init(_ files: [WebFile]) {
        byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The web client embedded in this build (`clients/web`).
    public static let builtIn = WebFiles(embedded.map { file in
        guard let body = Base64.decode(file.base64, ignoringWhitespace: true) else {
            preconditionFailure("embedded file \(file.path) is not Base64: rerun scripts/embed-web.sh")
        }
        return WebFile(path: file.path, etag: "\"\(file.sha256.prefix(32))\"", body: body)
    })

    /// The file at `path`, if any.
    public subscript(path: String) -> WebFile? { byPath[path] }

    /// Every path in the table, sorted.
    public var paths: [String] { byPath.keys.sorted() }
}
