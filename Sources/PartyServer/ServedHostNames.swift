import Glibc

/// The host names partyd answers HTTP requests for by default (``WebConfig/allowedHosts`` adds
/// to them): `localhost` and its subdomains, the machine's name (and `NAME.local`, its mDNS
/// name), the bound address when it names one host, and `--public-url`'s host. IP addresses
/// are always answered (see ``PartyHTTP/HostAllowList``).
enum ServedHostNames {
    /// The default names for a server bound to `boundHost` with `publicURL`.
    static func defaults(boundHost: String, publicURL: String?) -> [String] {
        var names = ["localhost", ".localhost"]
        if let machine = machineName() {
            names.append(machine)
            let short = machine.split(separator: ".").first.map(String.init) ?? machine
            names += [short, short + ".local"]
        }
        if !["", "0.0.0.0", "::"].contains(boundHost) { names.append(boundHost) }
        if let publicURL { names.append(publicURL) }
        return names
    }

    /// The machine's host name (`gethostname`), if it has one.
    static func machineName() -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return nil }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? nil : name
    }
}
