/// Content negotiation for `Accept-Encoding` (RFC 9110 §12.5.3), for the two codings partyd
/// has: `identity` and `gzip` (precompressed at embed time).
public enum ContentCoding: String, Sendable, Equatable {
    /// The content as it is.
    case identity
    /// gzip-compressed (`Content-Encoding: gzip`).
    case gzip

    /// Whether a request with these `Accept-Encoding` field values accepts gzip: `gzip` (or
    /// `x-gzip`) with a q-value above 0, or `*` above 0 when gzip is not listed itself. No field
    /// accepts only identity (a client that says nothing may not decode gzip).
    public static func acceptsGzip(_ values: [String]) -> Bool {
        var gzip: Double?
        var any: Double?
        for value in values {
            for element in value.split(separator: ",") {
                let parts = element.split(separator: ";")
                guard let name = parts.first?.trimmingOWS().lowercased(), !name.isEmpty else { continue }
                let q = parts.dropFirst().lazy.compactMap(Self.qValue).first ?? 1
                switch name {
                case "gzip", "x-gzip": gzip = max(gzip ?? 0, q)
                case "*": any = max(any ?? 0, q)
                default: continue
                }
            }
        }
        return (gzip ?? any ?? 0) > 0
    }

    /// The value of a `q=…` parameter; a malformed one counts as 0 (not acceptable).
    private static func qValue(_ parameter: Substring) -> Double? {
        let pair = parameter.split(separator: "=", maxSplits: 1)
        guard pair.count == 2, pair[0].trimmingOWS().lowercased() == "q" else { return nil }
        let text = pair[1].trimmingOWS()
        guard let q = Double(text), q >= 0, q <= 1, text.utf8.count <= 5 else { return 0 }
        return q
    }
}
