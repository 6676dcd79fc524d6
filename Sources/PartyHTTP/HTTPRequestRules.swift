/// Which requests a listener takes: the players' HTTP port serves `GET` and `HEAD` without a
/// body (``readOnly``); partyd's operator console also takes `POST` with a small JSON body
/// (``api(maxBodyBytes:)``). Anything else is refused before a byte of body is read.
public struct HTTPRequestRules: Sendable, Equatable {
    /// The methods served; others get 405.
    public var methods: Set<String>
    /// The largest body accepted, in bytes (0: none); `GET` and `HEAD` never carry one.
    public var maxBodyBytes: Int

    /// Creates rules.
    public init(methods: Set<String>, maxBodyBytes: Int) {
        self.methods = methods
        self.maxBodyBytes = maxBodyBytes
    }

    /// `GET` and `HEAD`, no bodies: the web client, `/metrics`.
    public static let readOnly = HTTPRequestRules(methods: ["GET", "HEAD"], maxBodyBytes: 0)

    /// `GET`, `HEAD` and `POST` with a body of at most `maxBodyBytes`: a small JSON API.
    public static func api(maxBodyBytes: Int) -> HTTPRequestRules {
        HTTPRequestRules(methods: ["GET", "HEAD", "POST"], maxBodyBytes: maxBodyBytes)
    }

    /// The `Allow` header's value for a 405: the methods, in a stable order.
    public var allowHeader: String { methods.sorted { Self.order($0) < Self.order($1) }.joined(separator: ", ") }

    private static func order(_ method: String) -> String {
        ["GET": "0", "HEAD": "1", "POST": "2"][method] ?? "3" + method
    }
}
