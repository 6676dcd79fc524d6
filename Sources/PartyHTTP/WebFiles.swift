/// One file of the web client as `scripts/embed-web.sh` writes it into the build.
struct EmbeddedFile: Sendable {
    /// The URL path (`/index.html`).
    let path: String
    /// Hex SHA-256 of the content (becomes the ETag).
    let sha256: String
    /// The content, Base64 with line breaks.
    let base64: String
    /// The content gzipped at embed time (`gzip -9n`), Base64; nil when not worth it.
    var gzipBase64: String? = nil
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
    /// The same content gzip-compressed, when the file has a precompressed form: sent with
    /// `Content-Encoding: gzip` to clients that accept it (see ``ContentCoding``).
    public let gzipped: [UInt8]?

    /// Creates a file; the content type comes from the path's extension.
    public init(path: String, etag: String, body: [UInt8], gzipped: [UInt8]? = nil) {
        self.path = path
        self.contentType = MediaType.forPath(path)
        self.etag = etag
        self.body = body
        self.gzipped = gzipped
    }

    /// The entity tag of the gzip form: distinct from the identity one (`"…-gzip"`).
    public var gzipETag: String { etag.hasSuffix("\"") ? String(etag.dropLast()) + "-gzip\"" : etag + "-gzip" }
}

/// The table of static files served over HTTP, by path.
public struct WebFiles: Sendable {
    private let byPath: [String: WebFile]

    /// Creates a table from files.
    public init(_ files: [WebFile]) {
        byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The web client embedded in this build (`clients/web`).
    public static let builtIn = decoded(embedded)

    /// The operator console's page embedded in this build (`clients/admin`, under `/admin`).
    public static let admin = decoded(adminEmbedded)

    /// Files as `scripts/embed-web.sh` wrote them into the build.
    static func decoded(_ files: [EmbeddedFile]) -> WebFiles {
        WebFiles(files.map { file in
            let gzipped = file.gzipBase64.map { Base64.decode($0, ignoringWhitespace: true) }
            guard let body = Base64.decode(file.base64, ignoringWhitespace: true), gzipped.map({ $0 != nil }) ?? true else {
                preconditionFailure("embedded file \(file.path) is not Base64: rerun scripts/embed-web.sh")
            }
            return WebFile(path: file.path, etag: "\"\(file.sha256.prefix(32))\"", body: body, gzipped: gzipped ?? nil)
        })
    }

    /// The file at `path`, if any.
    public subscript(path: String) -> WebFile? { byPath[path] }

    /// Every path in the table, sorted.
    public var paths: [String] { byPath.keys.sorted() }
}
