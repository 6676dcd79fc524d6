/// Words for a failed first connection that say what to do about it, printed when `party`
/// exits without a seat.
public enum ConnectAdvice {
    /// The message for `error` (its description) on `server`; with TLS, a refused certificate
    /// gets a hint about `--ca` and `--insecure` (naming the CA file when one was given).
    public static func message(server: String, error: String, tls: Bool, caFile: String?, language: Language) -> String {
        var text = "cannot get a seat on \(server): \(error)"
        if tls && error.lowercased().contains("certificate") {
            let hint = caFile.map { Localization.text(.tlsUntrustedCA, language, [$0]) } ?? Localization.text(.tlsUntrusted, language)
            text += "\n" + hint
        }
        return text
    }
}
