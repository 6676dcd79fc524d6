/// The address partyd tells people to open (join links, QR codes, the welcome's `web`, the
/// night's page and calendar file, the start-up log): always one it serves. `--public-url`
/// first; else the listening address when it names one (a loopback address too: phones cannot
/// reach it, and the start-up log says so); the machine's LAN address only when partyd listens
/// on every address. Pure: the LAN address is a parameter.
enum AdvertisedURL {
    /// The base URL (no trailing slash) for a listener bound to `boundHost` on `port`.
    static func base(publicURL: String?, boundHost: String, scheme: String = "http", port: Int, lanAddress: String?) -> String {
        if let publicURL { return publicURL.hasSuffix("/") ? String(publicURL.dropLast()) : publicURL }
        return "\(scheme)://\(host(boundHost: boundHost, lanAddress: lanAddress)):\(port)"
    }

    /// The host part of the URL: the bound address when it names one (IPv6 in brackets), the
    /// LAN address for a wildcard bind, `localhost` when a wildcard bind finds no LAN address.
    static func host(boundHost: String, lanAddress: String?) -> String {
        if isWildcard(boundHost) { return lanAddress ?? "localhost" }
        return boundHost.contains(":") ? "[\(boundHost)]" : boundHost
    }

    /// Why phones on the network cannot open the advertised address, and what to do; nil when
    /// they can (a public URL, a LAN address, or a specific address that is not loopback).
    static func phoneWarning(publicURL: String?, boundHost: String, lanAddress: String?) -> String? {
        guard publicURL == nil else { return nil }
        if isLoopback(boundHost) {
            return "partyd listens on \(boundHost) only: phones cannot open its join links or scan its QR codes; "
                + "start it with --host 0.0.0.0 (every address) or the machine's LAN address, or give --public-url "
                + "the address phones reach (a proxy in front)"
        }
        if isWildcard(boundHost), lanAddress == nil {
            return "this machine has no network address besides loopback: join links and QR codes name localhost, "
                + "which phones cannot open; connect it to the network, or give --public-url the address phones reach"
        }
        return nil
    }

    /// Whether `host` means every address (`0.0.0.0`, `::` or empty).
    static func isWildcard(_ host: String) -> Bool { host.isEmpty || host == "0.0.0.0" || host == "::" }

    /// Whether `host` is a loopback address or `localhost` (only this machine reaches it).
    static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased()
        return name == "localhost" || name.hasSuffix(".localhost") || name == "::1" || name == "[::1]" || name.hasPrefix("127.")
    }
}
