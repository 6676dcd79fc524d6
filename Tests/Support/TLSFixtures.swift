/// Paths of the committed certificate fixtures in `Tests/PartyTLSTests/Fixtures` (see its
/// README), found relative to this source file rather than through a resource bundle, so every
/// test target uses the same files.
public enum TLSFixtures {
    /// The fixtures folder, without a trailing slash.
    public static let directory = RepoPaths.path("Tests/PartyTLSTests/Fixtures")

    /// Absolute path of a fixture file such as `"ca.pem"`.
    public static func path(_ name: String) -> String { directory + "/" + name }

    /// The local development CA that signed `localhost.pem`.
    public static var caFile: String { path("ca.pem") }
    /// A CA unrelated to the server certificate.
    public static var otherCAFile: String { path("other-ca.pem") }
    /// The server certificate for localhost / 127.0.0.1 / ::1.
    public static var certificateFile: String { path("localhost.pem") }
    /// The server certificate's private key.
    public static var keyFile: String { path("localhost.key") }
    /// SHA-256 fingerprint of `localhost.pem` as printed by `openssl x509 -noout -fingerprint -sha256`.
    public static let certificateFingerprint =
        "EB:9F:78:74:03:26:98:AF:D0:E4:24:D3:B1:1D:6E:8D:3C:90:77:2F:FF:4A:59:A6:29:5B:FC:44:BE:39:8F:5C"
}

/// Paths inside the repository, found from this file's location.
public enum RepoPaths {
    /// The repository root (the folder holding Package.swift).
    public static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // …/Tests/Support/TLSFixtures.swift → drop three components.
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// An absolute path below the repository root.
    public static func path(_ relative: String) -> String { root + "/" + relative }
}
