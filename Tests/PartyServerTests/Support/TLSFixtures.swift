/// Paths of the committed certificate fixtures of `Tests/PartyTLSTests/Fixtures` (see its
/// README), found relative to this source file rather than through a resource bundle.
enum TLSFixtures {
    /// The directory holding this file, without a trailing slash.
    static let directory: String = {
        let file = #filePath
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return String(file[..<slash])
    }()

    /// Absolute path of a fixture file such as `"ca.pem"`.
    static func path(_ name: String) -> String { directory + "/../../PartyTLSTests/Fixtures/" + name }

    /// The local development CA that signed `localhost.pem`.
    static var caFile: String { path("ca.pem") }
    /// A CA unrelated to the server certificate.
    static var otherCAFile: String { path("other-ca.pem") }
    /// The server certificate for localhost / 127.0.0.1 / ::1.
    static var certificateFile: String { path("localhost.pem") }
    /// The server certificate's private key.
    static var keyFile: String { path("localhost.key") }
}

/// Paths inside the repository, found from this file's location.
enum RepoPaths {
    /// The repository root (the folder holding Package.swift).
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // …/Tests/PartyServerTests/Support/TLSFixtures.swift → drop four components.
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    /// An absolute path below the repository root.
    static func path(_ relative: String) -> String { root + "/" + relative }
}
