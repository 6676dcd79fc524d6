/// Paths of the committed certificate fixtures (see Fixtures/README.md), found relative to this
/// source file rather than through `Bundle.module`. Other test targets can copy this helper and
/// replace `"/Fixtures/"` with `"/../PartyTLSTests/Fixtures/"`.
enum TLSFixtures {
    /// The directory holding this file, without a trailing slash.
    static let directory: String = {
        let file = #filePath
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return String(file[..<slash])
    }()

    /// Absolute path of a fixture file such as `"ca.pem"`.
    static func path(_ name: String) -> String { directory + "/Fixtures/" + name }

    /// The local development CA that signed `localhost.pem`.
    static var caFile: String { path("ca.pem") }
    /// A CA unrelated to the server certificate.
    static var otherCAFile: String { path("other-ca.pem") }
    /// The server certificate for localhost / 127.0.0.1 / ::1.
    static var certificateFile: String { path("localhost.pem") }
    /// The server certificate's private key.
    static var keyFile: String { path("localhost.key") }
    /// SHA-256 fingerprint of `localhost.pem` as printed by `openssl x509 -noout -fingerprint -sha256`.
    static let certificateFingerprint =
        "EB:9F:78:74:03:26:98:AF:D0:E4:24:D3:B1:1D:6E:8D:3C:90:77:2F:FF:4A:59:A6:29:5B:FC:44:BE:39:8F:5C"
}
