import COpenSSL

/// Recognises IPv4/IPv6 literals the way OpenSSL does (`a2i_IPADDRESS`), without Foundation.
enum IPAddressLiteral {
    /// True when `host` parses as an IPv4 or IPv6 address literal.
    static func isLiteral(_ host: String) -> Bool {
        ERR_clear_error()
        guard let parsed = a2i_IPADDRESS(host) else {
            ERR_clear_error()
            return false
        }
        ASN1_OCTET_STRING_free(parsed)
        return true
    }
}
