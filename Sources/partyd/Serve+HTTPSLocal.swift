import Foundation
import Logging
import PartyServer

extension Serve {
    /// `--https-local`: the local authority and this start's server certificate (in
    /// `<data-dir>/https-local`) become the TLS configuration, and the trust page is served.
    func applyHTTPSAtHome(to config: inout ServerConfig, logger: Logger) throws {
        guard httpsLocal else { return }
        let lan = LANAddress.preferred()
        let home: HTTPSAtHome
        do {
            home = try HTTPSAtHome.prepare(folder: URL(fileURLWithPath: dataDir).appendingPathComponent("https-local"),
                                           hosts: HTTPSAtHome.defaultHosts(lanAddress: lan))
        } catch {
            throw StartupError(message: "--https-local: cannot make the local certificates: \(error)")
        }
        config.tls = .files(certificate: home.certificateFile, key: home.keyFile)
        let host = lan ?? "localhost"
        config.web?.trust = home.trustFiles(httpsURL: httpsPort == 0 ? nil : "https://\(host):\(httpsPort)")
        logger.info("HTTPS at home: on each phone open http://\(host):\(httpPort)/trust once, then https://\(host):\(httpsPort)/",
                    metadata: ["tls.ca_sha256": "\(home.authority.sha256Fingerprint)", "tls.hosts": "\(home.hosts.joined(separator: ","))"])
    }
}
