/// One embedded file as the build writes it (see `PartyWebClient`'s EmbedFiles plugin).
public struct EmbeddedFile: Sendable {
    /// The URL path (`/index.html`).
    public let path: String
    /// The content, Base64.
    public let base64: String
    /// The content gzipped when it was built (`NAME.gz` beside it), Base64; nil when it has none.
    public let gzipBase64: String?

    /// Creates a file from its Base64 forms.
    public init(path: String, base64: String, gzipBase64: String?) {
        self.path = path
        self.base64 = base64
        self.gzipBase64 = gzipBase64
    }
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
    /// Whether the content can never change at this path (a content-hashed name): served
    /// `Cache-Control: public, max-age=31536000, immutable` instead of revalidated.
    public let immutable: Bool

    /// Creates a file; the content type comes from the path's extension.
    public init(path: String, etag: String, body: [UInt8], gzipped: [UInt8]? = nil, immutable: Bool = false) {
        self.path = path
        self.contentType = MediaType.forPath(path)
        self.etag = etag
        self.body = body
        self.gzipped = gzipped
        self.immutable = immutable
    }

    /// Creates a file whose entity tag is made from its content (the first 16 bytes of its SHA-1, hex).
    public init(path: String, body: [UInt8], gzipped: [UInt8]? = nil, immutable: Bool = false) {
        let tag = SHA1.digest(body).prefix(16).map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
        self.init(path: path, etag: "\"\(tag)\"", body: body, gzipped: gzipped, immutable: immutable)
    }

    /// The entity tag of the gzip form: distinct from the identity one (`"…-gzip"`).
    public var gzipETag: String { etag.hasSuffix("\"") ? String(etag.dropLast()) + "-gzip\"" : etag + "-gzip" }
}

/// The static files served over HTTP, by path: a table in memory (the files embedded in the
/// build), or a lookup called at each request (a folder on disk, `partyd --web-dir`, for development).
public struct WebFiles: Sendable {
    private let byPath: [String: WebFile]
    private let lookup: (@Sendable (String) -> WebFile?)?

    /// Creates a table from files.
    public init(_ files: [WebFile]) {
        byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        lookup = nil
    }

    /// Creates a table from embedded files; those whose path starts with `immutablePrefix` are immutable.
    public init(embedded: [EmbeddedFile], immutablePrefix: String? = nil) {
        self.init(embedded.map { file in
            let gzipped = file.gzipBase64.map { Base64.decode($0) }
            guard let body = Base64.decode(file.base64), gzipped.map({ $0 != nil }) ?? true else {
                preconditionFailure("embedded file \(file.path) is not Base64")
            }
            let immutable = immutablePrefix.map { file.path.hasPrefix($0) } ?? false
            return WebFile(path: file.path, body: body, gzipped: gzipped ?? nil, immutable: immutable)
        })
    }

    /// Files found by `lookup` at each request (a path in, a file or nil out): for a folder read
    /// from disk so an edit shows on the next reload.
    public init(lookup: @escaping @Sendable (String) -> WebFile?) {
        byPath = [:]
        self.lookup = lookup
    }

    /// Whether the files are looked up at each request (development) rather than a table.
    public var isLookup: Bool { lookup != nil }

    /// The file at `path`, if any.
    public subscript(path: String) -> WebFile? { lookup.map { $0(path) } ?? byPath[path] }

    /// Every path in the table, sorted (none for a lookup).
    public var paths: [String] { byPath.keys.sorted() }
}
