import Foundation
import PartyHTTP
import PartyTLS

/// HTTPS at home in one step (`partyd --https-local`): a certificate authority of this server, made
/// on first use and kept in its folder (`ca.pem`, `ca.key`, private), and a server certificate it
/// signs at every start for the machine's current names and LAN address (`server.pem`, `server.key`).
/// Each phone trusts the authority once, from the "trust this server" page (``trustFiles(httpsURL:)``).
public struct HTTPSAtHome: Sendable {
    /// The authority.
    public let authority: LocalCertificateAuthority
    /// The server certificate chain's file (PEM).
    public let certificateFile: String
    /// The server key's file (PEM).
    public let keyFile: String
    /// The names the server certificate is for.
    public let hosts: [String]

    /// Loads the authority kept in `folder` (or makes it), issues a certificate for `hosts`, writes
    /// the files (keys readable by the owner only).
    public static func prepare(folder: URL, hosts: [String]) throws -> HTTPSAtHome {
        let files = FileManager.default
        try files.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let caFile = folder.appendingPathComponent("ca.pem"), caKeyFile = folder.appendingPathComponent("ca.key")
        let authority: LocalCertificateAuthority
        if files.fileExists(atPath: caFile.path), files.fileExists(atPath: caKeyFile.path) {
            authority = try LocalCertificateAuthority(certificatePEM: String(contentsOf: caFile, encoding: .utf8),
                                                      keyPEM: String(contentsOf: caKeyFile, encoding: .utf8))
        } else {
            authority = try LocalCertificateAuthority.make(name: "PartyLine at home (\(ProcessInfo.processInfo.hostName))")
            try write(authority.keyPEM, to: caKeyFile, mode: 0o600)
            try write(authority.certificatePEM, to: caFile, mode: 0o644)
        }
        let unique = hosts.reduce(into: [String]()) { if !$0.contains($1) && !$1.isEmpty { $0.append($1) } }
        let issued = try authority.issueServerCertificate(hosts: unique)
        let certificate = folder.appendingPathComponent("server.pem"), key = folder.appendingPathComponent("server.key")
        try write(issued.keyPEM, to: key, mode: 0o600)
        try write(issued.chainPEM, to: certificate, mode: 0o644)
        return HTTPSAtHome(authority: authority, certificateFile: certificate.path, keyFile: key.path, hosts: unique)
    }

    /// The names a home server is reached by: its LAN address, `localhost`, the loopback addresses,
    /// the machine's name and its `.local` (mDNS) form.
    public static func defaultHosts(lanAddress: String?, hostName: String = ProcessInfo.processInfo.hostName) -> [String] {
        let short = hostName.split(separator: ".").first.map(String.init) ?? hostName
        return [lanAddress, "localhost", "127.0.0.1", "::1", short, short + ".local"].compactMap { $0 }
    }

    /// What phones download to trust this server; `httpsURL` is where they go afterwards.
    public func trustFiles(httpsURL: String?) -> TrustFiles {
        TrustFiles(certificatePEM: authority.certificatePEM, certificateDER: authority.certificateDER,
                   fingerprint: authority.sha256Fingerprint, httpsURL: httpsURL)
    }

    private static func write(_ text: String, to url: URL, mode: Int) throws {
        try Data(text.utf8).write(to: url, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }
}
