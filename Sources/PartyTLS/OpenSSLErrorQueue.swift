import COpenSSL

/// Reads OpenSSL's thread-local error queue into text.
enum OpenSSLErrorQueue {
    /// Drains the error queue and joins the reason strings with "; ".
    /// Falls back to `fallback` when the queue is empty.
    static func drain(fallback: String) -> String {
        var reasons: [String] = []
        while true {
            let code = ERR_get_error()
            if code == 0 { break }
            reasons.append(string(for: code))
        }
        return reasons.isEmpty ? fallback : reasons.joined(separator: "; ")
    }

    /// `ERR_error_string_n` for one error code.
    static func string(for code: UInt) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
            guard let base = buffer.baseAddress else { return "OpenSSL error \(code)" }
            ERR_error_string_n(code, base, buffer.count)
            return String(cString: base)
        }
    }
}
