/// What a server with its own certificate authority (`partyd --https-local`) gives phones so they
/// trust it: the authority's certificate as `.crt` (DER: Android, desktops) and `.pem`, an iOS
/// configuration profile holding it, and `/api/trust` (JSON: the fingerprint, the HTTPS address and
/// those files) for the "trust this server" page (`/trust`, the web client's). Served over plain
/// HTTP too: a phone needs them before it trusts anything.
public struct TrustFiles: Sendable, Equatable {
    /// The authority's certificate, PEM.
    public var certificatePEM: String
    /// The authority's certificate, DER.
    public var certificateDER: [UInt8]
    /// Its SHA-256 fingerprint, colon hex.
    public var fingerprint: String
    /// The server's HTTPS address phones open once they trust it (`https://192.168.1.20:8443`), if known.
    public var httpsURL: String?

    /// The paths served, by file.
    public static let pemPath = "/trust/partyline-ca.pem"
    /// The DER certificate's path.
    public static let crtPath = "/trust/partyline-ca.crt"
    /// The iOS profile's path.
    public static let profilePath = "/trust/partyline.mobileconfig"
    /// The JSON description's path.
    public static let apiPath = "/api/trust"

    /// Creates the files of an authority.
    public init(certificatePEM: String, certificateDER: [UInt8], fingerprint: String, httpsURL: String?) {
        self.certificatePEM = certificatePEM
        self.certificateDER = certificateDER
        self.fingerprint = fingerprint
        self.httpsURL = httpsURL
    }

    /// The response for `path`, or nil when it is not one of these files.
    public func response(for path: String) -> HTTPResponse? {
        switch path {
        case Self.crtPath: return file(certificateDER, "application/x-x509-ca-cert", "partyline-ca.crt")
        case Self.pemPath: return file(Array(certificatePEM.utf8), "application/x-pem-file", "partyline-ca.pem")
        case Self.profilePath: return file(Array(profile.utf8), "application/x-apple-aspen-config", "partyline.mobileconfig")
        case Self.apiPath:
            let url = httpsURL.map(JSONText.quoted) ?? "null"
            let body = "{\"fingerprint\":\(JSONText.quoted(fingerprint)),\"https_url\":\(url),\"crt\":\"\(Self.crtPath)\","
                + "\"pem\":\"\(Self.pemPath)\",\"profile\":\"\(Self.profilePath)\"}\n"
            var response = HTTPResponse(status: .ok, body: Array(body.utf8))
            response.headers.add("Content-Type", "application/json")
            response.headers.add("Cache-Control", "no-store")
            return response
        default: return nil
        }
    }

    private func file(_ body: [UInt8], _ type: String, _ name: String) -> HTTPResponse {
        var response = HTTPResponse(status: .ok, body: body)
        response.headers.add("Content-Type", type)
        response.headers.add("Content-Disposition", "attachment; filename=\"\(name)\"")
        response.headers.add("Cache-Control", "no-cache")
        return response
    }

    /// The iOS configuration profile: one `com.apple.security.root` payload with the certificate;
    /// its identifiers and UUIDs come from the fingerprint, so the same authority is the same profile.
    public var profile: String {
        let hex = fingerprint.filter { $0 != ":" }.lowercased()
        let uuid = { (salt: Character) -> String in
            let h = Array(String(salt) + hex.dropFirst())
            return [String(h[0..<8]), String(h[8..<12]), String(h[12..<16]), String(h[16..<20]), String(h[20..<32])].joined(separator: "-").uppercased()
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>PayloadContent</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>PayloadCertificateFileName</key>
            \t\t\t<string>partyline-ca.crt</string>
            \t\t\t<key>PayloadContent</key>
            \t\t\t<data>\(Base64.encode(certificateDER))</data>
            \t\t\t<key>PayloadDescription</key>
            \t\t\t<string>Lets this device trust the PartyLine server at home (HTTPS).</string>
            \t\t\t<key>PayloadDisplayName</key>
            \t\t\t<string>PartyLine at home</string>
            \t\t\t<key>PayloadIdentifier</key>
            \t\t\t<string>org.partyline.home.ca.\(hex.prefix(16))</string>
            \t\t\t<key>PayloadType</key>
            \t\t\t<string>com.apple.security.root</string>
            \t\t\t<key>PayloadUUID</key>
            \t\t\t<string>\(uuid("a"))</string>
            \t\t\t<key>PayloadVersion</key>
            \t\t\t<integer>1</integer>
            \t\t</dict>
            \t</array>
            \t<key>PayloadDisplayName</key>
            \t<string>PartyLine at home</string>
            \t<key>PayloadIdentifier</key>
            \t<string>org.partyline.home.\(hex.prefix(16))</string>
            \t<key>PayloadRemovalDisallowed</key>
            \t<false/>
            \t<key>PayloadType</key>
            \t<string>Configuration</string>
            \t<key>PayloadUUID</key>
            \t<string>\(uuid("b"))</string>
            \t<key>PayloadVersion</key>
            \t<integer>1</integer>
            </dict>
            </plist>

            """
    }
}
